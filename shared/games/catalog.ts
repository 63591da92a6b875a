// The seven mini-game definitions (SPEC §3, §9: max players / duration s / difficulty).
import type { Difficulty, GameId } from './core/types';

/**
 * What bounds a game: 'clock' a game clock of the room's duration; 'bout' a clock, unless someone reaches 5
 * touches first; 'attempts' three attempts sharing the room's duration; 'run' a timed run with no game clock
 * (alpine skiing: the spec's fixed downhill speed makes every run about 25 s, whatever the room's duration).
 */
export type GameTiming = 'clock' | 'bout' | 'attempts' | 'run';

export interface MiniGameDefinition {
  id: GameId;
  name: string;
  icon: string;
  description: string;
  difficulty: Difficulty;
  maxPlayers: number;
  /** Seconds: the spec's figure for the mini-game (SPEC §9), not what a practice room plays (90 s). */
  duration: number;
  isNew: boolean;
  timing: GameTiming;
}

export const MINI_GAMES: readonly MiniGameDefinition[] = [
  {
    id: 'swimming',
    name: 'Swimming',
    icon: '🏊',
    description: 'Race 100 m freestyle. Stroke fast, but watch your energy.',
    difficulty: 'medium',
    maxPlayers: 8,
    duration: 60,
    isNew: false,
    timing: 'clock',
  },
  {
    id: 'athletics',
    name: 'Sprint Race',
    icon: '🏃',
    description: 'Explode out of the blocks and run the 100 m dash.',
    difficulty: 'easy',
    maxPlayers: 8,
    duration: 45,
    isNew: false,
    timing: 'clock',
  },
  {
    id: 'archery',
    name: 'Archery',
    icon: '🏹',
    description: 'Read the wind and put your arrows in the gold.',
    difficulty: 'hard',
    maxPlayers: 4,
    duration: 90,
    isNew: false,
    timing: 'clock',
  },
  {
    id: 'basketball',
    name: 'Basketball',
    icon: '🏀',
    description: 'Set your angle, charge your power and sink the shot.',
    difficulty: 'medium',
    maxPlayers: 2,
    duration: 120,
    isNew: false,
    timing: 'clock',
  },
  {
    id: 'fencing',
    name: 'Fencing',
    icon: '🤺',
    description: 'Lunge and parry your way to five touches.',
    difficulty: 'hard',
    maxPlayers: 2,
    duration: 180,
    isNew: true,
    timing: 'bout',
  },
  {
    id: 'weightlifting',
    name: 'Weightlifting',
    icon: '🏋️',
    description: 'Mash to lift, then time the hold for three attempts.',
    difficulty: 'medium',
    maxPlayers: 1,
    duration: 120,
    isNew: true,
    timing: 'attempts',
  },
  {
    id: 'alpine-skiing',
    name: 'Alpine Skiing',
    icon: '⛷️',
    description: 'Carve through twenty gates down the slalom course.',
    difficulty: 'hard',
    maxPlayers: 1,
    duration: 90,
    isNew: true,
    timing: 'run',
  },
];

export function findMiniGame(id: string): MiniGameDefinition | undefined {
  return MINI_GAMES.find((game) => game.id === id);
}
