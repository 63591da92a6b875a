import fc from 'fast-check';
import {
  DET_HYPOT_MAX_RELATIVE_ERROR,
  DET_TRIG_MAX_ARGUMENT,
  DET_TRIG_MAX_ERROR,
  detCos,
  detHypot,
  detSin,
} from './detMath';

const angle = fc.oneof(
  fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
  fc.double({ min: -1000, max: 1000, noNaN: true }),
  fc.double({ min: -DET_TRIG_MAX_ARGUMENT, max: DET_TRIG_MAX_ARGUMENT, noNaN: true }),
  // Near the quarter turns, where the reduction changes quadrant.
  fc
    .tuple(fc.integer({ min: -4000, max: 4000 }), fc.double({ min: -1e-6, max: 1e-6, noNaN: true }))
    .map(([k, e]) => (k * Math.PI) / 4 + e),
);

describe('detMath', () => {
  it('sin and cos stay within the documented error of Math.sin and Math.cos', () => {
    fc.assert(
      fc.property(angle, (x) => {
        expect(Math.abs(detSin(x) - Math.sin(x))).toBeLessThanOrEqual(DET_TRIG_MAX_ERROR);
        expect(Math.abs(detCos(x) - Math.cos(x))).toBeLessThanOrEqual(DET_TRIG_MAX_ERROR);
      }),
      { numRuns: 20_000 },
    );
  });

  it('sin and cos are exact where they must be and never leave [-1, 1]', () => {
    expect(detSin(0)).toBe(0);
    expect(detCos(0)).toBe(1);
    expect(detSin(Math.PI / 2)).toBe(1);
    expect(detCos(Math.PI)).toBe(-1);
    fc.assert(
      fc.property(angle, (x) => {
        expect(Math.abs(detSin(x))).toBeLessThanOrEqual(1);
        expect(Math.abs(detCos(x))).toBeLessThanOrEqual(1);
        expect(Math.abs(detSin(x) ** 2 + detCos(x) ** 2 - 1)).toBeLessThan(4 * Number.EPSILON);
      }),
    );
  });

  it('small angles keep their relative precision', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-300, max: 1e-3, noNaN: true }), (x) => {
        expect(Math.abs(detSin(x) - Math.sin(x)) / x).toBeLessThanOrEqual(Number.EPSILON);
      }),
    );
  });

  it('gives NaN for non-finite angles', () => {
    for (const x of [Number.NaN, Infinity, -Infinity]) {
      expect(detSin(x)).toBeNaN();
      expect(detCos(x)).toBeNaN();
    }
  });

  it('hypot stays within the documented relative error of Math.hypot', () => {
    // Squares that neither underflow nor overflow (see detHypot).
    const coordinate = fc.oneof(
      fc.constant(0),
      fc.double({ min: 1e-100, max: 1e6, noNaN: true }),
      fc.double({ min: -1e6, max: -1e-100, noNaN: true }),
    );
    fc.assert(
      fc.property(coordinate, coordinate, (x, y) => {
        const exact = Math.hypot(x, y);
        const error = exact === 0 ? detHypot(x, y) : Math.abs(detHypot(x, y) - exact) / exact;
        expect(error).toBeLessThanOrEqual(DET_HYPOT_MAX_RELATIVE_ERROR);
      }),
      { numRuns: 20_000 },
    );
    expect(detHypot(3, 4)).toBe(5);
    expect(Math.abs(detHypot(0, 5e-324))).toBeLessThan(1e-150);
  });
});
