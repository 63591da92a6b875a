import { findMiniGame } from '../catalog';
import type { FinishedGame } from '../session/sessionState';
import { GameMessage } from '../screen/GameMessage';
import { Leaderboard } from './Leaderboard';

interface ResultsViewProps {
  results: FinishedGame | null;
  onPlayAgain(): void;
  onBackToLobby(): void;
}

export const NO_RESULTS = 'No results to show.';

export function ResultsView({ results, onPlayAgain, onBackToLobby }: ResultsViewProps) {
  // Results live in memory only; after a reload there is nothing to show.
  if (!results) return <GameMessage message={NO_RESULTS} onBack={onBackToLobby} />;
  return (
    <Leaderboard
      gameName={findMiniGame(results.gameId)?.name ?? results.gameId}
      rows={results.rows}
      personalBest={results.personalBest}
      experienceGained={results.experienceGained}
      experienceParts={results.experienceParts}
      onPlayAgain={onPlayAgain}
      onBackToLobby={onBackToLobby}
    />
  );
}
