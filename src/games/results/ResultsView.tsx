import { findMiniGame } from '../catalog';
import type { FinishedGame } from '../session/sessionState';
import { GameMessage } from '../screen/GameMessage';
import { Leaderboard } from './Leaderboard';
import type { OnlineRoom } from '../online/onlineTypes';
import { useOnlineRoom } from '../screen/useOnlineRoom';

/** Why this device cannot start the next round of an online room, or undefined when it can. */
function playAgainBlocked(online: OnlineRoom): string | undefined {
  if (online.closedReason()) return online.closedReason() ?? undefined;
  const view = online.view();
  if (view && view.hostId !== online.sessionId)
    return 'Waiting for the host to start the next round…';
  return undefined;
}

interface ResultsViewProps {
  results: FinishedGame | null;
  /** A room on the game server: only its host starts the next round. */
  online?: OnlineRoom;
  onPlayAgain(): void;
  onBackToLobby(): void;
}

export const NO_RESULTS = 'No results to show.';

export function ResultsView({ results, online, onPlayAgain, onBackToLobby }: ResultsViewProps) {
  useOnlineRoom(online);
  // Results live in memory only; after a reload there is nothing to show.
  if (!results) return <GameMessage message={NO_RESULTS} onBack={onBackToLobby} />;
  return (
    <Leaderboard
      gameName={findMiniGame(results.gameId)?.name ?? results.gameId}
      rows={results.rows}
      personalBest={results.personalBest}
      gamesRecord={results.gamesRecord}
      experienceGained={results.experienceGained}
      experienceParts={results.experienceParts}
      {...(results.me ? { me: results.me } : {})}
      playAgainBlocked={online ? playAgainBlocked(online) : undefined}
      onPlayAgain={onPlayAgain}
      onBackToLobby={onBackToLobby}
    />
  );
}
