// What of the course is in view with the skier at `y`: where the skier is drawn, the course's scroll, the
// moguls, the gates drawn and the look-ahead gate.
import { FIELD_HEIGHT } from '../../../shared/games/skiing/constants';
import type { Gate } from '../../../shared/games/skiing/rules';

/**
 * The skier is drawn this far from the top of the slope (below the gates count and the penalty notice, even on
 * a phone); the course scrolls past.
 */
export const SKIER_SCREEN_Y = 150;
/** The look-ahead marker (see LookAhead) stands this far up from the slope's bottom edge. */
export const LOOK_AHEAD_Y = FIELD_HEIGHT - 120;
export const MOGUL_SPACING = 110;
/** The moguls are drawn in batches of this many rows, so the batch in view changes only every 440 units. */
const MOGUL_BATCH = 4;
/** Rows drawn from the batch's first: enough for the screen from any row of the batch. */
export const MOGUL_ROWS = Math.ceil(FIELD_HEIGHT / MOGUL_SPACING) + MOGUL_BATCH;

/** The top of the slope in view when the skier is at `y`. */
const topAt = (y: number) => y - SKIER_SCREEN_Y;
export const courseTransform = (y: number) => `translateY(${-topAt(y)}px)`;
export const skierTransform = (x: number, y: number, lean: number) =>
  `translate(${x}px, ${y}px) rotate(${lean * -22}deg)`;
/**
 * The viewer's skier is drawn over the course, not in it, at its fixed height on screen: the scroll moves the
 * course under it, and its own transform changes only when it moves across or leans.
 */
export const viewerTransform = (x: number, lean: number) => skierTransform(x, SKIER_SCREEN_Y, lean);
/** A ghost skier does not lean, so its label stays level. */
export const ghostTransform = (x: number, y: number) => `translate(${x}px, ${y}px)`;

/**
 * The first mogul row drawn with the skier at `y`: the batch holding the first row on screen. The same row
 * draws the same moguls, only scrolled.
 */
export function firstMogulAt(y: number) {
  const firstOnScreen = Math.floor(topAt(y) / MOGUL_SPACING);
  return Math.floor(firstOnScreen / MOGUL_BATCH) * MOGUL_BATCH;
}

/**
 * The gates drawn, gates[from] up to gates[to − 1]: the last one passed and the next two. With the skier
 * between two gates 300 apart, no other gate is on the slope's 600 units of screen (a gate leaves the top
 * 160 after it is passed, the one after next is more than 600 ahead), so the gates drawn change only when
 * one is passed. The finish line shows with the last gate.
 */
export function gatesDrawn(gates: readonly Gate[], gatesPassed: number) {
  return { from: Math.max(0, gatesPassed - 1), to: Math.min(gates.length, gatesPassed + 2) };
}

/** Flags stand this far above a gate's line. */
const FLAG_HEIGHT = 34;

/**
 * The index of the first gate not yet on the slope with the skier at `y` (its flags still below the
 * bottom edge), or gates.length when every gate left has come into view. It is the gate after the next one
 * until that one's flags come up over the edge (184 after a gate), then the one after it (never on screen), so
 * it changes twice a gate.
 */
export function lookAheadAt(gates: readonly Gate[], gatesPassed: number, y: number) {
  const bottom = topAt(y) + FIELD_HEIGHT;
  const after = gates[gatesPassed + 1];
  if (after && after.y - FLAG_HEIGHT >= bottom) return gatesPassed + 1;
  return Math.min(gates.length, gatesPassed + 2);
}
