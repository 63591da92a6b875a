// The three difficulties, and a checked reader for a difficulty that arrives as an untyped value (a client's
// options, a room schema's string field).
import type { Difficulty } from './types';

export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];

/** The difficulty `value` names, or `fallback` when it names none. */
export function difficultyOr(value: unknown, fallback: Difficulty): Difficulty {
  return DIFFICULTIES.find((difficulty) => difficulty === value) ?? fallback;
}
