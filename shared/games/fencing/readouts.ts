// What the views read of a bout: its winner, the time left, a fencer's cooldown.
import { TICK_MS } from './constants';
import type { Fencer } from './fencer';
import type { FencingState } from './state';

/**
 * The bout's winner once it is over (the fencer who reached 5, or the higher score when time ran out); null
 * while the bout is on and on a draw.
 */
export function winner(state: FencingState): Fencer | null {
  if (state.phase !== 'finished') return null;
  const [a, b] = state.fencers;
  if (a.touches === b.touches) return null;
  return a.touches > b.touches ? a : b;
}

/** Bout time left, in ms (the full duration before the start). */
export const timeLeftMs = (state: FencingState) =>
  Math.max(0, state.durationTicks - state.ticks) * TICK_MS;

/** A fencer's cooldown in seconds, for the disabled buttons. */
export const cooldownSeconds = (fencer: Fencer) => (fencer.cooldown * TICK_MS) / 1000;
