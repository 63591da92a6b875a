// What a swimming race is made of, for the skill bench: each reference hand alone in the pool, two equal
// hands, and how often a hand beats the one a level above it.
import type { SwimmingState } from '../../../shared/games/swimming/rules';
import { headToHead, mean, play, quantile, type Seat } from './harness';
import { CEILING, LEVELS, type Level } from './levels';
import { swimmer } from './players';
import { GAMES } from './skillGames';

/** One reference hand's swimming races, alone in the pool: what its race is made of. */
export interface SwimmingHand {
  name: string;
  strokes: { mean: number; p10: number; p90: number };
  /** Seconds from GO to the wall (the hand's reaction to GO included). */
  raceS: { mean: number; p10: number; p90: number };
  /** The lowest energy it was left with at the wall, percent. */
  lowestEnergy: number;
  score: { mean: number; p10: number; p90: number };
}

export interface SwimmingFigures {
  hands: SwimmingHand[];
  /** Two equal 7/s hands in one race: how often the one that needed fewer strokes won (ties excluded). */
  equals: { plays: number; fewerStrokesWon: number; sameStrokes: number };
  /** How often a hand beat the hand one level above it (the ladder the other way round). */
  upsets: { label: string; rate: number }[];
}

const spread = (xs: number[]) => ({
  mean: mean(xs),
  p10: quantile(xs, 0.1),
  p90: quantile(xs, 0.9),
});

/**
 * What a swimming race is with the spec's constants (a stroke moves 0.5 × random 10–30 m, energy 100, −2 a
 * stroke, +1 each 100 ms): per reference hand, the strokes it takes, its time from GO, the energy it has
 * left and its score; then two equal hands, to show what the random stroke lengths decide.
 */
export function measureSwimming(plays = 200): SwimmingFigures {
  const game = GAMES.find((g) => g.name === 'swimming')!;
  const bot = (level: Level): Seat => ({ kind: 'bot', name: level.name, make: swimmer(level) });
  const hands = [...LEVELS, CEILING].map((level, i): SwimmingHand => {
    const strokes: number[] = [];
    const raceS: number[] = [];
    const scores: number[] = [];
    let lowestEnergy = 100;
    for (let n = 0; n < plays; n++) {
      const outcome = play(game, [bot(level)], 'medium', 20_000 + 1000 * i + n);
      const me = (outcome.state as SwimmingState).swimmers[0]!;
      strokes.push(me.strokes);
      raceS.push((me.finishedAtMs ?? Infinity) / 1000);
      scores.push(outcome.seats[0]!.score);
      lowestEnergy = Math.min(lowestEnergy, me.energy);
    }
    return {
      name: level.name,
      strokes: spread(strokes),
      raceS: spread(raceS),
      lowestEnergy,
      score: spread(scores),
    };
  });
  const seven = LEVELS[2]!;
  let fewerStrokesWon = 0;
  let sameStrokes = 0;
  let decided = 0;
  for (let n = 0; n < plays; n++) {
    const outcome = play(game, [bot(seven), bot(seven)], 'medium', 30_000 + n);
    const [a, b] = (outcome.state as SwimmingState).swimmers;
    const [pa, pb] = [outcome.seats[0]!.position, outcome.seats[1]!.position];
    if (a!.strokes === b!.strokes) {
      sameStrokes++;
      continue;
    }
    if (pa === pb) continue;
    decided++;
    const fewer = a!.strokes < b!.strokes ? pa : pb;
    if (fewer === 1) fewerStrokesWon++;
  }
  const upsets = LEVELS.slice(1).map((upper, i) => {
    const lower = LEVELS[i]!;
    const h = headToHead(game, bot(lower), bot(upper), 'medium', plays, 40_000 + 1000 * i);
    return { label: `${lower.name} beats ${upper.name}`, rate: h.winRate };
  });
  return {
    hands,
    equals: { plays, fewerStrokesWon: decided === 0 ? 0 : fewerStrokesWon / decided, sameStrokes },
    upsets,
  };
}
