// Where the court's metres land in its SVG: the scale, the y axis turned up, a ball's transform and the aim
// guide's end, shared by what React draws and what is painted between renders.
import { COURT_HEIGHT, RELEASE_X, RELEASE_Y } from '../../../shared/games/basketball/constants';

/** SVG units per metre. */
const SCALE = 80;
export const px = (x: number) => x * SCALE;
export const py = (y: number) => (COURT_HEIGHT - y) * SCALE;

export const ballTransform = (x: number, y: number) => `translate(${px(x)}px, ${py(y)}px)`;

/** Where the aim guide ends: the launch direction, longer with more power. */
export function aimEnd(angleDeg: number, power: number) {
  const radians = (angleDeg * Math.PI) / 180;
  const length = 0.5 + (power / 100) * 1.5;
  return {
    x: px(RELEASE_X + Math.cos(radians) * length),
    y: py(RELEASE_Y + Math.sin(radians) * length),
  };
}
