// The bar while a lifter presses: it decays tick by tick, and a bar that is not rising tells the lifter
// 'Faster!' (barTrend, runLifting).
import {
  BAR_DECAY_PER_TICK,
  BAR_DECAY_TICK_MS,
  barWeightFactor,
  LIFT_PER_PRESS as PRESS_RISE,
  SLOW_MIN_SHOW_MS,
  SLOW_WINDOW_MS,
} from './constants';
import type { Lifter } from './state';

const SLOW_WINDOW_TICKS = SLOW_WINDOW_MS / BAR_DECAY_TICK_MS;
/** The ticks a trough is taken over: longer than the gap between a slow hand's presses. */
const TROUGH_TICKS = 5;
/** Troughs remembered: the trend runs from the first to the last, 2 s apart. */
const TREND_TROUGHS = 5;
const TREND_SECONDS = ((TREND_TROUGHS - 1) * TROUGH_TICKS * BAR_DECAY_TICK_MS) / 1000;

/**
 * How fast the bar is rising, a second, trough to trough over 2 s (the lowest bar of the last half second
 * against the lowest of the half second 2 s before), so the saw of press and decay between two presses does
 * not count; undefined until 2.5 s of ticks are in. A steady hand at p presses a second reads about
 * (5p − 20) × 100/W, within a tick's decay.
 */
export function barTrend(troughs: readonly number[]): number | undefined {
  if (troughs.length < TREND_TROUGHS) return undefined;
  return (troughs[troughs.length - 1]! - troughs[0]!) / TREND_SECONDS;
}

/**
 * The bar decays tick by tick; its last second of ticks and its half-second troughs are remembered, to tell
 * a slow lifter so. 'Faster!' comes when the bar is not rising (barTrend ≤ 0: 4 presses a second or fewer;
 * in an attempt's first 2.5 s, when it is no higher than a second ago), and goes only after SLOW_MIN_SHOW_MS
 * and once the bar rises a press's worth a second (5 presses a second, as the hint asks). Between the two it
 * stays as it is, so a hand near the balance is told steadily instead of at every other tick as the saw of
 * its presses dips. Changes `lifter` (the caller's own copy) in place; its arrays are replaced, never changed.
 */
export function runLifting(lifter: Lifter, dtMs: number): void {
  let carried = lifter.decayCarryMs + dtMs;
  let { bar, barTicks, decayTicks, troughs, troughNow, slow, slowShownMs, toldSlow } = lifter;
  const factor = barWeightFactor(lifter.weightKg);
  const decay = BAR_DECAY_PER_TICK * factor;
  while (carried >= BAR_DECAY_TICK_MS) {
    carried -= BAR_DECAY_TICK_MS;
    bar = Math.max(0, bar - decay);
    barTicks = [...barTicks, bar].slice(-SLOW_WINDOW_TICKS - 1);
    decayTicks += 1;
    troughNow = decayTicks % TROUGH_TICKS === 1 ? bar : Math.min(troughNow, bar);
    if (decayTicks % TROUGH_TICKS === 0) troughs = [...troughs, troughNow].slice(-TREND_TROUGHS);
    const secondAgo = barTicks.length > SLOW_WINDOW_TICKS ? barTicks[0] : undefined;
    const trend = barTrend(troughs) ?? (secondAgo === undefined ? undefined : bar - secondAgo);
    if (trend === undefined) continue;
    if (slow) {
      slowShownMs += BAR_DECAY_TICK_MS;
      const rising = trend >= PRESS_RISE * factor - 1e-9;
      if (slowShownMs >= SLOW_MIN_SHOW_MS && rising) [slow, slowShownMs] = [false, 0];
    } else if (trend <= 0) {
      [slow, slowShownMs] = [true, 0];
    }
    toldSlow ||= slow;
  }
  lifter.bar = bar;
  lifter.barTicks = barTicks;
  lifter.decayTicks = decayTicks;
  lifter.troughs = troughs;
  lifter.troughNow = troughNow;
  lifter.slow = slow;
  lifter.slowShownMs = slowShownMs;
  lifter.toldSlow = toldSlow;
  lifter.decayCarryMs = carried;
}
