// Weightlifting's curve for the skill bench: kg lifted against presses a second.
import { mean, play, type Seat } from './harness';
import { LEVELS, type Level } from './levels';
import { lifter } from './players';
import { GAMES } from './skillGames';

/** The weightlifting curve's press rates: 3 to 9 presses a second in quarter steps. */
export const LIFT_CURVE_RATES = Array.from({ length: 25 }, (_, i) => 3 + i / 4);

export interface LiftCurvePoint {
  cps: number;
  /** Mean kg over the plays: a steady hand at this rate, a hold on target. */
  kg: number;
  /** The lightest and heaviest total of those plays. */
  minKg: number;
  maxKg: number;
}

/**
 * Weightlifting's curve: kg lifted as a function of presses a second, for a hand pressing at that rate
 * (±10% each gap) that holds on target, so the rate is the only skill measured.
 */
export function liftCurve(plays = 20, rates = LIFT_CURVE_RATES): LiftCurvePoint[] {
  const game = GAMES.find((g) => g.name === 'weightlifting')!;
  return rates.map((cps) => {
    const level: Level = { ...LEVELS[3]!, name: `${cps}/s`, cps, jitter: 0.1, timingSdMs: 0 };
    const seat: Seat = { kind: 'bot', name: level.name, make: lifter(level) };
    const kgs = Array.from({ length: plays }, (_, i) => play(game, [seat], 'medium', 4000 + i)).map(
      (outcome) => outcome.seats[0]!.score,
    );
    return { cps, kg: mean(kgs), minKg: Math.min(...kgs), maxKg: Math.max(...kgs) };
  });
}
