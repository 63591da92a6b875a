import type { Difficulty } from '../../../shared/games/core/types';

const STYLES: Record<Difficulty, string> = {
  easy: 'bg-green-100 text-green-800 ring-green-600/30',
  medium: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40',
  hard: 'bg-red-100 text-red-800 ring-red-600/30',
};

/** SPEC §2: green easy, yellow medium, red hard, with the word so colour is not the only cue. */
export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return (
    <span
      data-difficulty={difficulty}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${STYLES[difficulty]}`}
    >
      {difficulty}
    </span>
  );
}
