// The fallback avatar: initials on a colour picked from the seed (every colour passes 4.5:1 with white).
import { seedFromString } from '../../../shared/lib/rng';

export const AVATAR_COLOURS = [
  'bg-blue-800',
  'bg-pink-800',
  'bg-emerald-800',
  'bg-orange-800',
  'bg-violet-800',
  'bg-cyan-800',
  'bg-yellow-800',
  'bg-lime-800',
  'bg-rose-800',
  'bg-teal-800',
  'bg-indigo-700',
  'bg-fuchsia-800',
] as const;

export function avatarColour(seed: string): (typeof AVATAR_COLOURS)[number] {
  return AVATAR_COLOURS[seedFromString(seed) % AVATAR_COLOURS.length] ?? AVATAR_COLOURS[0];
}

/** 'You' -> 'Y', 'Min-jun' -> 'M', 'Ana Lucia' -> 'AL'; an empty name -> '?'. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => Array.from(word)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}
