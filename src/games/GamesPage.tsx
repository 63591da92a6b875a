import { lazy, Suspense, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../lib/usePageTitle';
import { findMiniGame } from '../../shared/games/catalog';
import { LobbyView } from './lobby/LobbyView';
import { LOBBY_HEADING_ID } from './lobby/LobbyHeading';
import { GamesSection } from './GamesSection';
import { ResultsView } from './results/ResultsView';
import { GameScreen } from './screen/GameScreen';
import { boardFrom, gamesHref, replayFrom, viewFrom, withBoard } from './session/gamesUrl';
import { GHOSTS_NEED_SERVER } from './screen/useVerifiedPractice';
import { ghostLinkPlan } from './session/ghostLink';
import { BoardsDialog } from './lobby/BoardsDialog';
import type { GameId } from '../../shared/games/core/types';
import { useGamesServices, useSessionState } from './session/gamesServices';
import { useGamesSession, type JoinResult } from './session/useGamesSession';
import { joinFailureMessage } from './session/joinMessages';
import { useOnlineRoundChanges } from './screen/useOnlineRoundChanges';
import { GameLoading } from './screen/GameLoading';

// A replay (/games?replay=42) is its own chunk, loaded only when one is watched.
const ReplayScreen = lazy(() => import('./replay/ReplayScreen'));

async function alertFailedJoin(joining: Promise<JoinResult | null>, byCode: boolean) {
  const outcome = await joining;
  if (outcome && !outcome.ok) window.alert(joinFailureMessage(outcome.reason, byCode));
}

/** The /games route: lobby, game and results, with the view kept in the URL query. */
export default function GamesPage() {
  const [params, setParams] = useSearchParams();
  const view = viewFrom(params);
  const replay = replayFrom(params);
  const { active, results } = useSessionState();
  const session = useGamesSession();
  const navigate = useNavigate();

  const title =
    replay !== null
      ? 'Replay'
      : view === 'game'
        ? (findMiniGame(active?.room.sport ?? '')?.name ?? 'Play Games')
        : view === 'results'
          ? 'Leaderboard'
          : 'Play Games';
  usePageTitle(title);

  const previousView = useRef(view);
  useEffect(() => {
    if (previousView.current === view) return;
    const cameBack = view === 'lobby';
    previousView.current = view;
    window.scrollTo(0, 0);
    if (cameBack) document.getElementById(LOBBY_HEADING_ID)?.focus();
  }, [view]);

  // An invite link (/games?code=ABC234) joins that room, then the code leaves the URL.
  const code = params.get('code');
  const handledCode = useRef<string | null>(null);
  const { joinByCode } = session;
  useEffect(() => {
    if (code === null || handledCode.current === code) return;
    handledCode.current = code;
    navigate(gamesHref('lobby'), { replace: true });
    void alertFailedJoin(joinByCode(code), true);
  }, [code, joinByCode, navigate]);

  // A ghost race's link (/games?ghost=42, or with &game=swimming) opens the run's game's practice with the
  // ghost chosen, once the server has said which game the run is of; the lobby shows meanwhile.
  const ghostParam = params.get('ghost');
  const handledGhost = useRef<string | null>(null);
  const { playPractice } = session;
  const { records } = useGamesServices();
  useEffect(() => {
    // A link that names a replay too shows the replay.
    if (ghostParam === null || replay !== null || handledGhost.current === ghostParam) return;
    handledGhost.current = ghostParam;
    void ghostLinkPlan(records, params, GHOSTS_NEED_SERVER).then((plan) => {
      if ('race' in plan) {
        playPractice(plan.race, { replace: true, ghost: plan.resultId });
        return;
      }
      navigate(gamesHref('lobby'), { replace: true });
      window.alert(plan.refuse);
    });
  }, [ghostParam, navigate, params, playPractice, records, replay]);

  // After a reload: back into the online room this tab was in (the server keeps the seat 20 s).
  const { rejoinSavedRoom } = session;
  const rejoinTried = useRef(false);
  useEffect(() => {
    if (rejoinTried.current || code !== null || ghostParam !== null || replay !== null) return;
    rejoinTried.current = true;
    void rejoinSavedRoom();
  }, [code, ghostParam, replay, rejoinSavedRoom]);

  // An online room's rounds end and begin on the server: every member's screen follows.
  useOnlineRoundChanges(active, results, view, session);

  // The world boards open over any view from the URL (/games?board=swimming), so a board can be linked to.
  const board = boardFrom(params);
  const showBoard = (game: GameId | null, replace: boolean) =>
    setParams(withBoard(params, game), { replace });

  return (
    <GamesSection playing={view === 'game' || replay !== null}>
      <BoardsDialog
        open={board !== null}
        game={board ?? 'swimming'}
        onClose={() => showBoard(null, false)}
        onSelectGame={(game) => showBoard(game, true)}
      />
      {replay !== null ? (
        <Suspense fallback={<GameLoading />}>
          <ReplayScreen id={replay} onBack={() => navigate(gamesHref('lobby'))} />
        </Suspense>
      ) : view === 'game' ? (
        <GameScreen
          active={active}
          onFinish={session.finish}
          onLeave={session.backToLobby}
          onVerifiedStart={session.startVerifiedRun}
          onChooseGhost={session.chooseGhost}
        />
      ) : view === 'results' ? (
        <ResultsView
          results={active ? results : null}
          {...(active?.online ? { online: active.online } : {})}
          onPlayAgain={session.playAgain}
          onBackToLobby={session.backToLobby}
          onBoards={(game) => showBoard(game, false)}
        />
      ) : (
        <LobbyView
          onPlayPractice={(gameId, daily) =>
            session.playPractice(gameId, daily ? { daily: true } : undefined)
          }
          onWorldRecords={() => showBoard('swimming', false)}
          onJoinRoom={(roomId) => void alertFailedJoin(session.joinRoom(roomId), false)}
          onWatchRoom={(roomId) => void alertFailedJoin(session.watchRoom(roomId), false)}
          onJoinCode={(typed) => void alertFailedJoin(session.joinByCode(typed), true)}
          onQuickMatch={(gameId) => alertFailedJoin(session.quickMatch(gameId), false)}
          onCreateRoom={session.createRoom}
          onSelectTab={session.setLobbyTab}
        />
      )}
    </GamesSection>
  );
}
