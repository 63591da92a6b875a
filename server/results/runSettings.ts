// The settings a ranked run is played with, parsed strictly (a run ticket fixes them, and the re-play uses
// them), and the board variant they rank on: the spec's practice settings (90 s, medium, one round) rank on a
// game's main boards; any other duration, difficulty or number of rounds changes what a score means, so it
// ranks on boards of its own. The daily challenge is the same course for everyone: its settings are the
// practice settings, whatever a client asks for.
import { findMiniGame } from '../../shared/games/catalog';
import type { Difficulty, GameId, GameSettings } from '../../shared/games/core/types';
import { DURATION_STEP_S, MAX_DURATION_S, MIN_DURATION_S } from '../../shared/rooms/roomLimits';

const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];
export const MAX_ROUNDS = 5;

/** SPEC §9: a single-player practice room is medium, 90 s, one round. */
export const PRACTICE_SETTINGS: Readonly<GameSettings> = {
  duration: 90,
  difficulty: 'medium',
  rounds: 1,
};

export class BadRequest extends Error {
  override name = 'BadRequest';
}

export function parseGame(value: unknown): GameId {
  const game = typeof value === 'string' && value.length <= 32 ? findMiniGame(value) : undefined;
  if (!game) throw new BadRequest('Unknown game: use one of the game ids such as "swimming".');
  return game.id;
}

const isWhole = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/** A run's settings: exactly { duration, difficulty, rounds }, each as a room could have it. */
export function parseSettings(value: unknown): GameSettings {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BadRequest('settings must be an object: { duration, difficulty, rounds }.');
  }
  const { duration, difficulty, rounds, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) {
    throw new BadRequest('settings take only duration, difficulty and rounds.');
  }
  if (
    !isWhole(duration) ||
    duration < MIN_DURATION_S ||
    duration > MAX_DURATION_S ||
    (duration - MIN_DURATION_S) % DURATION_STEP_S !== 0
  ) {
    throw new BadRequest(
      `settings.duration is seconds from ${MIN_DURATION_S} to ${MAX_DURATION_S} in steps of ${DURATION_STEP_S}.`,
    );
  }
  const level = DIFFICULTIES.find((d) => d === difficulty);
  if (!level) throw new BadRequest('settings.difficulty is easy, medium or hard.');
  if (!isWhole(rounds) || rounds < 1 || rounds > MAX_ROUNDS) {
    throw new BadRequest(`settings.rounds is a whole number from 1 to ${MAX_ROUNDS}.`);
  }
  return { duration, difficulty: level, rounds };
}

/** The boards a run with these settings ranks on: '' for the practice settings, else one per combination. */
export function boardVariant(settings: GameSettings): string {
  const { duration, difficulty, rounds } = settings;
  if (
    duration === PRACTICE_SETTINGS.duration &&
    difficulty === PRACTICE_SETTINGS.difficulty &&
    rounds === PRACTICE_SETTINGS.rounds
  ) {
    return '';
  }
  return `${duration}s-${difficulty}-${rounds}r`;
}

/** A variant named in a query: '' (the main boards) or one boardVariant gives. */
export function parseVariant(value: string | null): string {
  if (value === null || value === '') return '';
  const match = /^(\d{2,3})s-(easy|medium|hard)-(\d)r$/.exec(value);
  if (!match) throw new BadRequest('variant is empty or as a ticket names it, e.g. "60s-hard-1r".');
  const settings = parseSettings({
    duration: Number(match[1]),
    difficulty: match[2],
    rounds: Number(match[3]),
  });
  return boardVariant(settings);
}
