import { findMiniGame } from '../../../shared/games/catalog';
import type { FinishedGame } from '../session/sessionState';
import { GameMessage } from '../screen/GameMessage';
import { Leaderboard } from './Leaderboard';
import type { OnlineRoom } from '../online/onlineTypes';
import { useOnlineRoom } from '../screen/useOnlineRoom';
import { guestsReadiness, playAgainState } from '../leaderboard/nextRound';
import { NextRoundPanel } from './NextRoundPanel';
import { VerdictPanel } from './VerdictPanel';
import { useRecordsState } from '../session/gamesServices';
import type { GameId } from '../../../shared/games/core/types';

interface ResultsViewProps {
  results: FinishedGame | null;
  /** A room on the game server: only its host starts the next round; a guest gets ready for it. */
  online?: OnlineRoom;
  onPlayAgain(): void;
  onBackToLobby(): void;
  /** Opens the world boards of a game. */
  onBoards?(game: GameId): void;
}

export const NO_RESULTS = 'No results to show.';

export function ResultsView({
  results,
  online,
  onPlayAgain,
  onBackToLobby,
  onBoards,
}: ResultsViewProps) {
  useOnlineRoom(online);
  const { verdicts } = useRecordsState();
  // Results live in memory only; after a reload there is nothing to show.
  if (!results) return <GameMessage message={NO_RESULTS} onBack={onBackToLobby} />;
  const view = online?.view();
  const me = online?.sessionId ?? '';
  const isHost = online !== undefined && view?.hostId === me && !online.closedReason();
  // A practice's run: what the game server said of it (rooms have none).
  const verdict = online ? undefined : verdicts[results.playId];
  return (
    <Leaderboard
      gameName={findMiniGame(results.gameId)?.name ?? results.gameId}
      rows={results.rows}
      personalBest={results.personalBest}
      gamesRecord={results.gamesRecord}
      experienceGained={results.experienceGained}
      experienceParts={results.experienceParts}
      {...(results.me ? { me: results.me } : {})}
      playAgain={
        online && view
          ? playAgainState({
              view,
              me,
              closedReason: online.closedReason(),
              watchOnly: online.watchOnly === true,
            })
          : undefined
      }
      onPlayAgain={onPlayAgain}
      onBackToLobby={onBackToLobby}
    >
      {verdict && <VerdictPanel verdict={verdict} onBoards={() => onBoards?.(results.gameId)} />}
      {isHost && view && (
        <NextRoundPanel
          guests={guestsReadiness(view, me, new Set(results.rows.map((row) => row.playerId)))}
        />
      )}
    </Leaderboard>
  );
}
