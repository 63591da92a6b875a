// Math functions computed by our own code, so a game's rules give the same bits in every JavaScript engine.
//
// ECMAScript leaves Math.sin, Math.cos, Math.hypot, Math.exp, Math.pow and the like 'implementation-
// approximated': V8, SpiderMonkey and JavaScriptCore may differ in the last bit, and a last bit that decides a
// ring or a basket makes a re-played run differ from the one played. These use only + - * / and Math.sqrt (all
// correctly rounded by IEEE 754, and JavaScript never fuses a multiply-add) plus Math.round, so every engine
// computes the very same doubles. Rules import these instead of Math's (eslint.config.js forbids the others
// there); add a function here, with its error bound and a test, before a rule needs it.
//
// The kernels are fdlibm's (Sun Microsystems, freely usable): a Cody-Waite reduction by pi/2 and the minimax
// polynomials of __kernel_sin and __kernel_cos, without the extra tail term.

const INV_PIO2 = 6.36619772367581382433e-1;
/** pi/2 in three parts: the first two have 33 significant bits, so k times them is exact while |k| < 2^20. */
const PIO2_1 = 1.57079632673412561417;
const PIO2_2 = 6.0771005063039659766e-11;
const PIO2_2T = 2.02226624879595063154e-21;

const S1 = -1.66666666666666324348e-1;
const S2 = 8.33333333332248946124e-3;
const S3 = -1.98412698298579493134e-4;
const S4 = 2.75573137070700676789e-6;
const S5 = -2.50507602534068634195e-8;
const S6 = 1.58969099521155010221e-10;

const C1 = 4.16666666666666019037e-2;
const C2 = -1.38888888888741095749e-3;
const C3 = 2.48015872894767294178e-5;
const C4 = -2.75573143513906633035e-7;
const C5 = 2.0875723212981748279e-9;
const C6 = -1.13596475577881948265e-11;

/**
 * The largest |x| the reduction keeps within the bounds below (2^19 quarter turns, about 823,550 radians).
 * Beyond it the result is still the same in every engine, only less accurate; rules never come near.
 */
export const DET_TRIG_MAX_ARGUMENT = 2 ** 19 * (Math.PI / 2);

/** Largest difference (2^-52) from Math.sin / Math.cos measured over |x| ≤ DET_TRIG_MAX_ARGUMENT (detMath.test.ts). */
export const DET_TRIG_MAX_ERROR = Number.EPSILON;

function sinKernel(r: number): number {
  const z = r * r;
  return r + r * z * (S1 + z * (S2 + z * (S3 + z * (S4 + z * (S5 + z * S6)))));
}

function cosKernel(r: number): number {
  const z = r * r;
  const hz = 0.5 * z;
  const w = 1 - hz;
  return w + (1 - w - hz + z * z * (C1 + z * (C2 + z * (C3 + z * (C4 + z * (C5 + z * C6))))));
}

/** r = x - k·pi/2 with r in [-pi/4, pi/4] (about), and k's quadrant 0..3. */
function reduce(x: number): { r: number; quadrant: number } {
  if (Math.abs(x) <= Math.PI / 4) return { r: x, quadrant: 0 };
  const k = Math.round(x * INV_PIO2);
  const r = x - k * PIO2_1 - k * PIO2_2 - k * PIO2_2T;
  return { r, quadrant: ((k % 4) + 4) % 4 };
}

/** sin(x), the same bits in every engine; NaN for a non-finite x. */
export function detSin(x: number): number {
  if (!Number.isFinite(x)) return Number.NaN;
  const { r, quadrant } = reduce(x);
  switch (quadrant) {
    case 0:
      return sinKernel(r);
    case 1:
      return cosKernel(r);
    case 2:
      return -sinKernel(r);
    default:
      return -cosKernel(r);
  }
}

/** cos(x), the same bits in every engine; NaN for a non-finite x. */
export function detCos(x: number): number {
  if (!Number.isFinite(x)) return Number.NaN;
  const { r, quadrant } = reduce(x);
  switch (quadrant) {
    case 0:
      return cosKernel(r);
    case 1:
      return -sinKernel(r);
    case 2:
      return -cosKernel(r);
    default:
      return sinKernel(r);
  }
}

/**
 * Largest relative difference (2^-51) from Math.hypot measured while the squares neither overflow nor underflow
 * (1e-150 < |x| or |y| < 1e150); below that the absolute difference is under 1e-150.
 */
export const DET_HYPOT_MAX_RELATIVE_ERROR = 2 * Number.EPSILON;

/**
 * √(x² + y²): one rounding per operation, so at most about one unit in the last place from the exact value.
 * Unlike Math.hypot it does not rescale: it overflows past |x|, |y| ≈ 1e154 and loses what is under 1e-154
 * (target units and metres come nowhere near either).
 */
export function detHypot(x: number, y: number): number {
  return Math.sqrt(x * x + y * y);
}
