// What the archery view says: the wind in numbers and arrows, the live region's line, the verdict on your
// last arrow and the target's label.
import { formatSigned } from '../../../shared/lib/format';
import type { Point } from '../../../shared/games/archery/geometry';
import { archerPhase, type Archer, type ArcheryState } from '../../../shared/games/archery/rules';

/** The wind as shown, one decimal (SPEC §9), never '-0.0'; its arrow only when it reads other than 0.0. */
export const signed = (value: number) => formatSigned(value, 1);
export const horizontalArrow = (x: number) => {
  const shown = Number(signed(x));
  return shown > 0 ? ' →' : shown < 0 ? ' ←' : '';
};
export const verticalArrow = (y: number) => {
  const shown = Number(signed(y));
  return shown > 0 ? ' ↑' : shown < 0 ? ' ↓' : '';
};
/** While an arrow is nocked the next arrow's wind is not drawn yet: the HUD shows this instead. */
export const WIND_WHILE_NOCKING = '—';

function windWords(wind: Point) {
  return `wind ${signed(wind.x)} horizontal, ${signed(wind.y)} vertical`;
}

export function announcement(state: ArcheryState, you: Archer | undefined, viewerId: string) {
  const phase = archerPhase(state, viewerId);
  if (phase === 'shooting' && you) {
    const last = you.arrows.at(-1);
    return last ? `Your arrow scored ${last.points}. Total ${you.score}.` : '';
  }
  if (phase === 'aiming' && you) return `Aiming, ${windWords(you.wind)}.`;
  return '';
}

/** The verdict on your last arrow, shown under the target while the next is nocked. */
export function shotVerdict(points: number): string {
  if (points >= 10) return 'Bullseye! 10 points';
  if (points <= 0) return 'Missed the target';
  return `Hit: ${points} ${points === 1 ? 'point' : 'points'}`;
}

/** The target as someone only watching sees it: the arrows, no crosshair of their own. */
export const TARGET_WATCHED = 'Archery target.';

export const targetLabel = (aim: Point) =>
  `Archery target. Crosshair at ${Math.round(aim.x)}, ${Math.round(aim.y)}; centre is 150, 150.`;
