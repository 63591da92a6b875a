import { detHypot } from '../core/detMath';
import { MAX_RING_SCORE, RING_COUNT, RING_WIDTH, TARGET_CENTRE } from './constants';

/** Points for an arrow at (x, y): 10 inside radius 15, down to 1 inside radius 150, 0 outside. A line counts in. */
export function ringScore(x: number, y: number): number {
  const distance = detHypot(x - TARGET_CENTRE, y - TARGET_CENTRE);
  const ring = Math.max(1, Math.ceil(distance / RING_WIDTH));
  return ring > RING_COUNT ? 0 : MAX_RING_SCORE + 1 - ring;
}
