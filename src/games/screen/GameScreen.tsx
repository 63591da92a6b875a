import { createElement, Suspense, useCallback, useEffect, useMemo } from 'react';
import { findMiniGame } from '../../../shared/games/catalog';
import { findGameView } from './registry';
import type { GameResultEntry } from '../../../shared/games/core/types';
import type { ActiveGame } from '../session/sessionState';
import { GameErrorBoundary } from './GameErrorBoundary';
import { GameLoading } from './GameLoading';
import { GameMessage } from './GameMessage';
import { frameDetails, GameFrame } from './GameFrame';
import { warmAvatars } from '../avatars/warmAvatars';
import { warmLeaderboardType } from '../leaderboard/warmLeaderboardType';
import { personalBestKey, timingLabel } from '../../../shared/games/timing';
import { ReadyInfoContext, type ReadyInfo } from '../core/ui/readyContext';
import { GameStage } from '../core/GameStage';
import { useProfile } from '../profile/profileStore';
import { useGamesServices, useRecordsState } from '../session/gamesServices';
import type { Profile } from '../profile/profile';
import { OnlineGameScreen } from './OnlineGameScreen';
import type { VerifiedStart } from './useVerifiedPractice';
import { useVerifiedPractice } from './useVerifiedPractice';
import type { GhostChoice } from '../records/resultsClient';

/** The scores to beat in this game and room duration, the AI's level, and whether this play starts at once. */
function readyInfo(profile: Profile, active: ActiveGame | null): ReadyInfo {
  if (!active) return { autoStart: false };
  const game = findMiniGame(active.room.sport);
  if (!game) return { autoStart: active.retry === true };
  const key = personalBestKey(game.id, active.settings.duration);
  const personalBest = profile.personalBests[key];
  const record = profile.gamesRecords[key];
  const hasAI = active.players.some((player) => player.isAI);
  return {
    autoStart: active.retry === true,
    ...(personalBest === undefined ? {} : { personalBest }),
    ...(record ? { record } : {}),
    ...(hasAI ? { aiDifficulty: active.settings.difficulty } : {}),
  };
}

export const NO_ACTIVE_GAME = 'Error: No active game.';
export const GAME_NOT_FOUND = 'Game not found';

interface GameScreenProps {
  active: ActiveGame | null;
  /** The sport to play; normally the active room's. */
  sport?: string;
  onFinish(playId: number, results: GameResultEntry[]): void;
  onLeave(): void;
  /** A practice got its ticket at the Start press: the play begins again, verified (false if it moved on). */
  onVerifiedStart?: VerifiedStart;
  /** The ready screen's 'Race a ghost' choice (a practice in swimming, the sprint or skiing). */
  onChooseGhost?: (ghost: GhostChoice | null) => void;
}

/** SPEC §2 game screen: picks the view by sport and hands it the players, settings and a fresh seed. */
export function GameScreen({
  active,
  sport = active?.room.sport,
  onFinish,
  onLeave,
  onVerifiedStart,
  onChooseGhost,
}: GameScreenProps) {
  const playId = active?.playId ?? 0;
  const finish = useCallback(
    (results: GameResultEntry[]) => onFinish(playId, results),
    [onFinish, playId],
  );
  // The leaderboard at the end shows every player's avatar: made while the game runs, not in that frame.
  const players = active?.players;
  useEffect(
    () => (players ? warmAvatars(players.map((player) => player.avatar)) : undefined),
    [players],
  );
  // And the leaderboard's type and medals, the first emoji the page draws (online rooms too).
  useEffect(() => warmLeaderboardType(), []);

  const profile = useProfile(useGamesServices().profile);
  // Read when a play begins: the bests this game is raced against do not change while it runs.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const baseInfo = useMemo(() => readyInfo(profile, active), [active]);
  const { availability } = useRecordsState();
  const practice = useVerifiedPractice(active, availability, onVerifiedStart, onChooseGhost);
  const info = useMemo(
    () => ({
      ...baseInfo,
      ...(practice.beforeStart ? { beforeStart: practice.beforeStart } : {}),
      ...(practice.verified ? { verified: practice.verified } : {}),
      ...(practice.ghostRace ? { ghostRace: practice.ghostRace } : {}),
    }),
    [baseInfo, practice.beforeStart, practice.verified, practice.ghostRace],
  );

  if (!active) return <GameMessage message={NO_ACTIVE_GAME} onBack={onLeave} />;
  if (active.online) return <OnlineGameScreen online={active.online} onLeave={onLeave} />;
  const View = sport === undefined ? undefined : findGameView(sport);
  if (!View) return <GameMessage message={GAME_NOT_FOUND} onBack={onLeave} />;
  const game = findMiniGame(sport ?? '');

  return (
    <GameFrame
      icon={game?.icon}
      title={game?.name ?? sport ?? ''}
      details={frameDetails(
        active.room.name,
        active.players.length,
        game && timingLabel(game, active.settings.duration),
        // A private room's code stays in sight, to share again.
        active.room.inviteCode && `Invite code ${active.room.inviteCode}`,
      )}
      onLeave={onLeave}
    >
      <GameErrorBoundary resetKey={`${sport}:${playId}`} onLeave={onLeave}>
        <Suspense fallback={<GameLoading />}>
          <ReadyInfoContext value={info}>
            <GameStage source={practice.source}>
              {/* The views are lazy components from the registry's static table, not made here. */}
              {createElement(View, {
                key: playId,
                players: active.players,
                settings: active.settings,
                seed: active.seed,
                onFinish: finish,
              })}
            </GameStage>
          </ReadyInfoContext>
        </Suspense>
      </GameErrorBoundary>
    </GameFrame>
  );
}
