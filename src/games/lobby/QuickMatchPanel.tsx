// 'Play now' on each game: the server (or this tab, offline) seats the visitor in the fullest public room of
// that game waiting for players, or makes one whose empty seats AI players take after a short wait.
import { useId, useState, type MouseEvent } from 'react';
import { MINI_GAMES, type MiniGameDefinition } from '../../../shared/games/catalog';
import type { GameId } from '../../../shared/games/core/types';
import { PLAY_NOW_LABEL, QUICK_MATCH_AI_SECONDS } from '../../../shared/rooms/quickMatch';
import { isRepeatClick } from './RoomCard';

export const QUICK_MATCH_HINT = `Join the fullest open game, or start one: AI players take the empty seats after ${QUICK_MATCH_AI_SECONDS} s unless the host starts first.`;

interface QuickMatchPanelProps {
  /** Resolves once the visitor is in a room (or was told why not). */
  onPlayNow(gameId: GameId): Promise<void>;
}

export function QuickMatchPanel({ onPlayNow }: QuickMatchPanelProps) {
  const id = useId();
  // One quick match at a time: a second press while the first finds a room would leave that room at once.
  const [busy, setBusy] = useState<GameId | null>(null);
  const play = (gameId: GameId) => {
    if (busy) return;
    setBusy(gameId);
    void onPlayNow(gameId).finally(() => setBusy(null));
  };
  return (
    <section aria-labelledby={`${id}-title`} data-testid="quick-match">
      <h2 id={`${id}-title`} className="text-xl font-bold text-navy-900">
        Quick match
      </h2>
      <p className="mt-1 text-slate-700">{QUICK_MATCH_HINT}</p>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {MINI_GAMES.map((game) => (
          <QuickMatchCard
            key={game.id}
            game={game}
            busy={busy === game.id}
            disabled={busy !== null}
            onPlay={(event) => !isRepeatClick(event) && play(game.id)}
          />
        ))}
      </ul>
    </section>
  );
}

function QuickMatchCard({
  game,
  busy,
  disabled,
  onPlay,
}: {
  game: MiniGameDefinition;
  busy: boolean;
  disabled: boolean;
  onPlay(event: MouseEvent): void;
}) {
  const nameId = useId();
  return (
    <li className="card flex flex-col gap-2 p-3" data-testid="quick-match-card">
      {/* On a phone the icon sits above the name: 'Weightlifting' beside it is wider than half the screen. */}
      <p
        id={nameId}
        className="flex flex-col items-start gap-1 font-bold text-navy-900 sm:flex-row sm:items-center sm:gap-2"
      >
        <span aria-hidden="true" className="text-2xl leading-none">
          {game.icon}
        </span>
        <span>{game.name}</span>
      </p>
      <button
        type="button"
        aria-describedby={nameId}
        aria-busy={busy}
        // Not `disabled`: the focus stays on the button while the room is found, for keyboard players.
        aria-disabled={disabled}
        onClick={onPlay}
        className="btn-primary mt-auto min-h-11 aria-disabled:opacity-60"
      >
        {busy ? 'Finding a game…' : PLAY_NOW_LABEL}
      </button>
    </li>
  );
}
