// Simulated opponents: plausible international first names; each avatar is seeded by the name.
import type { Rng } from '../lib/rng';
import type { GamePlayer } from '../games/core/types';

export const AI_NAMES: readonly string[] = [
  'Aarav',
  'Sofia',
  'Kenji',
  'Amara',
  'Lucas',
  'Mei',
  'Omar',
  'Ingrid',
  'Mateo',
  'Zara',
  'Kwame',
  'Elena',
  'Hiroshi',
  'Priya',
  'Diego',
  'Fatima',
  'Liam',
  'Yuki',
  'Nia',
  'Arjun',
  'Chloé',
  'Tariq',
  'Anya',
  'Santiago',
  'Leila',
  'Jonas',
  'Ayesha',
  'Kofi',
  'Freya',
  'Ravi',
  'Isabela',
  'Min-jun',
  'Noor',
  'Emil',
  'Thandiwe',
  'Marco',
];

/** count distinct AI players; ids start with idPrefix so they are unique within a room. */
export function createAiPlayers(rng: Rng, count: number, idPrefix: string): GamePlayer[] {
  const pool = [...AI_NAMES];
  const players: GamePlayer[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) {
    const [name] = pool.splice(rng.int(0, pool.length - 1), 1) as [string];
    players.push({ id: `${idPrefix}-ai-${i + 1}`, name, avatar: name, isAI: true });
  }
  return players;
}
