// The seven mini-game definitions (SPEC §3, §9: max players / duration s / difficulty).
import type { Difficulty, GameId } from './core/types';

export interface MiniGameDefinition {
  id: GameId;
  name: string;
  icon: string;
  description: string;
  difficulty: Difficulty;
  maxPlayers: number;
  /** Seconds. */
  duration: number;
  isNew: boolean;
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
  },
];

export function findMiniGame(id: string): MiniGameDefinition | undefined {
  return MINI_GAMES.find((game) => game.id === id);
}
