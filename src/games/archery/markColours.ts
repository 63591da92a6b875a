// The view's colours for each archer's marks.
import type { Archer } from '../../../shared/games/archery/rules';

/** Your marks, then one colour per opponent; each has 3:1 contrast or better against white. */
const MARK_COLOURS = ['#15803d', '#7c3aed', '#c2410c', '#be185d', '#0e7490'];

/** Each archer's colour: the viewer's own green, the others the rest in seat order. */
export function colourOf(archers: readonly Archer[], viewerId: string, archer: Archer): string {
  if (archer.player.id === viewerId) return MARK_COLOURS[0]!;
  const others = archers.filter((other) => other.player.id !== viewerId);
  const index = others.indexOf(archer);
  return MARK_COLOURS[1 + (Math.max(0, index) % (MARK_COLOURS.length - 1))]!;
}
