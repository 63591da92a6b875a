import { useId, type MouseEvent } from 'react';
import { Clock, Trophy, Users } from 'lucide-react';
import { MINI_GAMES, type MiniGameDefinition } from '../../../shared/games/catalog';
import type { GameId } from '../../../shared/games/core/types';
import type { PersonalBests } from '../profile/profile';
import { formatThousands } from '../../../shared/lib/format';
import { DifficultyBadge } from './DifficultyBadge';
import { isRepeatClick } from './RoomCard';
import { PRACTICE_DURATION_SECONDS } from '../../../shared/rooms/practiceRoom';
import { bestDependsOnDuration, personalBestKey, timingLabel } from '../../../shared/games/timing';

interface SinglePlayerPanelProps {
  personalBests: PersonalBests;
  onPlay(gameId: GameId, daily?: boolean): void;
  /** A game server keeps results: each game offers today's challenge. */
  dailyOffered?: boolean;
}

export function SinglePlayerPanel({
  personalBests,
  onPlay,
  dailyOffered = false,
}: SinglePlayerPanelProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {MINI_GAMES.map((game) => (
        <GameCard
          key={game.id}
          game={game}
          best={personalBests[personalBestKey(game.id, PRACTICE_DURATION_SECONDS)]}
          onPlay={(event) => !isRepeatClick(event) && onPlay(game.id)}
          {...(dailyOffered
            ? { onDaily: (event: MouseEvent) => !isRepeatClick(event) && onPlay(game.id, true) }
            : {})}
        />
      ))}
    </ul>
  );
}

function GameCard({
  game,
  best,
  onPlay,
  onDaily,
}: {
  game: MiniGameDefinition;
  best: number | undefined;
  onPlay(event: MouseEvent): void;
  onDaily?(event: MouseEvent): void;
}) {
  const nameId = useId();
  return (
    <li className="card flex flex-col gap-3 p-5" data-testid="game-card">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="text-4xl leading-none">
          {game.icon}
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="text-lg font-bold text-navy-900">
            {game.name}
            {game.isNew && ' '}
            {game.isNew && (
              <span className="ml-2 rounded-full bg-red-700 px-2 py-0.5 align-middle text-xs font-bold text-white">
                NEW!
              </span>
            )}
          </h3>
          <p className="mt-1 text-sm text-slate-700">{game.description}</p>
        </div>
      </div>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <li className="inline-flex items-center gap-1">
          <Users aria-hidden="true" className="h-4 w-4" />
          <span className="sr-only">Max players: </span>
          {game.maxPlayers === 1 ? '1 player' : `Up to ${game.maxPlayers}`}
        </li>
        <li className="inline-flex items-center gap-1">
          <Clock aria-hidden="true" className="h-4 w-4" />
          {/* What a practice plays: its 90 s (SPEC §9), or the gates of a timed ski run. */}
          <span className="sr-only">{game.timing === 'run' ? 'Course: ' : 'Duration: '}</span>
          {timingLabel(game, PRACTICE_DURATION_SECONDS)}
        </li>
        <li>
          <span className="sr-only">Difficulty: </span>
          <DifficultyBadge difficulty={game.difficulty} />
        </li>
        {best !== undefined && (
          <li className="inline-flex items-center gap-1 font-medium text-amber-800">
            <Trophy aria-hidden="true" className="h-4 w-4" />
            {bestDependsOnDuration(game.id)
              ? `Best (${PRACTICE_DURATION_SECONDS}s): ${formatThousands(best)}`
              : `Best: ${formatThousands(best)}`}
          </li>
        )}
      </ul>
      <div className="mt-auto flex gap-2">
        <button
          type="button"
          aria-describedby={nameId}
          onClick={onPlay}
          className="btn-primary flex-1"
        >
          Play vs AI
        </button>
        {onDaily && (
          <button
            type="button"
            aria-describedby={nameId}
            onClick={onDaily}
            className="btn-secondary flex-1"
          >
            Today’s challenge
          </button>
        )}
      </div>
    </li>
  );
}
