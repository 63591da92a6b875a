// What the views and the results read of an archer: the time left, their crosshair and phase, accuracy, and
// the score by ring.
import { clampToTarget, type Point } from './geometry';
import type { Archer, ArcheryState, ArcherPhase } from './state';

export const timeLeftMs = (state: ArcheryState) => Math.max(0, state.durationMs - state.elapsedMs);

export const archerOf = (state: ArcheryState, playerId: string): Archer | undefined =>
  state.archers.find((archer) => archer.player.id === playerId);

/** Where an archer's next arrow is aimed (before the wind). */
export function crosshairOf(archer: Archer): Point {
  return clampToTarget({
    x: archer.pointer.x + archer.aimOffset.x,
    y: archer.pointer.y + archer.aimOffset.y,
  });
}

/** SPEC §4's states for one archer (a viewer with no seat sees the game's phase). */
export function archerPhase(state: ArcheryState, playerId: string): ArcherPhase {
  if (state.phase !== 'playing') return state.phase;
  return archerOf(state, playerId)?.stance ?? 'aiming';
}

export function accuracyPercent(archer: Archer): number {
  if (archer.shots === 0) return 0;
  return Math.round((archer.arrows.filter((a) => a.points > 0).length / archer.shots) * 100);
}

/** The score by ring: '3 × 10', '2 × 9'…, and misses at 0. */
export function ringBreakdown(archer: Archer) {
  const counts = new Map<number, number>();
  for (const arrow of archer.arrows) counts.set(arrow.points, (counts.get(arrow.points) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => b - a)
    .map(([points, count]) => ({
      label: points === 0 ? `${count} × miss` : `${count} × ${points}`,
      points: points * count,
    }));
}
