// Built by skill.mjs with Vite's SSR build, then run in Node: the skill gradient of each game's rules, the
// human input ceiling, and the AI by difficulty against the reference players (players.ts).
import type { Difficulty } from '../../../shared/games/core/types';
import {
  archeryRules,
  accuracyPercent as archeryAccuracy,
} from '../../../shared/games/archery/rules';
import { basketballRules } from '../../../shared/games/basketball/rules';
import { fencingRules } from '../../../shared/games/fencing/rules';
import { skiingRules } from '../../../shared/games/skiing/rules';
import { sprintRules } from '../../../shared/games/sprint/rules';
import { swimmingRules, type SwimmingState } from '../../../shared/games/swimming/rules';
import { weightliftingRules } from '../../../shared/games/weightlifting/rules';
import { headToHead, mean, play, quantile, stdev, type Seat, type SkillGame } from './harness';
import { CEILING, FLOOD, LEVELS, type Level } from './levels';
import {
  archer,
  fencer,
  lifter,
  shooter,
  skier,
  mashingSprinter,
  sprinter,
  swimmer,
} from './players';

type Maker = (level: Level) => Extract<Seat, { kind: 'bot' }>['make'];

interface GameEntry extends SkillGame {
  player: Maker;
  /** A game's own check: the first must beat the second in at least 75% of plays. */
  versus?: { label: string; a: Level; aPlayer: Maker; b: Level; bPlayer: Maker };
}

void archeryAccuracy;

const GAMES: GameEntry[] = [
  {
    name: 'swimming',
    rules: swimmingRules,
    duration: 90,
    start: { type: 'start' },
    player: swimmer,
    accuracyLabel: 'score',
    accuracy: (_s, r) => r.score,
  },
  {
    name: 'sprint',
    rules: sprintRules,
    duration: 90,
    start: { type: 'start' },
    player: sprinter,
    // Pacing is the skill: the 5/s hand keeping a beat beats the 9/s hand mashing flat out.
    versus: {
      label: '5/s paced beats 9/s mashing',
      a: LEVELS[1]!,
      aPlayer: sprinter,
      b: LEVELS[3]!,
      bPlayer: mashingSprinter,
    },
    accuracyLabel: 'score',
    accuracy: (_s, r) => r.score,
  },
  {
    name: 'archery',
    rules: archeryRules,
    duration: 90,
    start: { type: 'start' },
    player: archer,
    // Reading the wind and a steady draw are the skill: the 9/s hand aiming off for the wind beats the same
    // hand shooting at the centre on a ~1.4 s cycle (the play-test's best score came from that).
    versus: {
      label: '9/s careful beats its centre spam',
      a: LEVELS[3]!,
      aPlayer: archer,
      b: { ...LEVELS[3]!, name: 'centre spam', aimMs: 400, windRead: 0 },
      bPlayer: archer,
    },
    accuracyLabel: 'points/arrow',
    accuracy: (
      state: { archers: { player: { id: string }; score: number; shots: number }[] },
      _r,
      id,
    ) => {
      const a = state.archers.find((x) => x.player.id === id)!;
      return a.shots === 0 ? 0 : a.score / a.shots;
    },
  },
  {
    name: 'basketball',
    rules: basketballRules,
    duration: 90,
    start: { type: 'start' },
    player: shooter,
    accuracyLabel: 'made %',
    accuracy: (_s, r) => r.accuracy ?? 0,
  },
  {
    name: 'fencing',
    rules: fencingRules,
    duration: 90,
    start: { type: 'start' },
    player: fencer,
    accuracyLabel: 'touches',
    accuracy: (_s, r) => r.score,
  },
  {
    name: 'weightlifting',
    rules: weightliftingRules,
    duration: 90,
    start: { type: 'start' },
    player: lifter,
    accuracyLabel: 'kg',
    accuracy: (_s, r) => r.score,
  },
  {
    name: 'skiing',
    rules: skiingRules,
    duration: 90,
    start: { type: 'start' },
    player: skier,
    accuracyLabel: 'gates made %',
    accuracy: (
      state: { skiers: { player: { id: string }; missedGates: number; gates: unknown[] }[] },
      _r,
      id,
    ) => {
      const s = state.skiers.find((x) => x.player.id === id)!;
      return (100 * (s.gates.length - s.missedGates)) / s.gates.length;
    },
  },
];

const DIFFICULTIES: Difficulty[] = ['easy', 'medium', 'hard'];

export interface Row {
  game: string;
  kind: 'ladder' | 'ceiling' | 'ai';
  label: string;
  figure: string;
  pass: boolean;
  detail: string;
}

const pct = (x: number) => `${Math.round(x * 100)}%`;
const fmt = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(0) : x.toFixed(2));

export function measureSkill(plays = 200, only: string[] = []) {
  const rows: Row[] = [];
  for (const game of GAMES.filter((g) => only.length === 0 || only.includes(g.name))) {
    const bot = (level: Level): Seat => ({
      kind: 'bot',
      name: level.name,
      make: game.player(level),
    });
    // 1. The gradient: each level against the one below it.
    for (let i = 1; i < LEVELS.length; i++) {
      const upper = LEVELS[i]!;
      const lower = LEVELS[i - 1]!;
      const h = headToHead(game, bot(upper), bot(lower), 'medium', plays, 1000 * i);
      rows.push({
        game: game.name,
        kind: 'ladder',
        label: `${upper.name} beats ${lower.name}`,
        figure: pct(h.winRate),
        pass: h.winRate >= 0.75,
        detail: `mean score ${fmt(mean(h.aScores))} vs ${fmt(mean(h.bScores))}`,
      });
    }
    if (game.versus) {
      const { label, a, aPlayer, b, bPlayer } = game.versus;
      const v = headToHead(
        game,
        { kind: 'bot', name: a.name, make: aPlayer(a) },
        { kind: 'bot', name: b.name, make: bPlayer(b) },
        'medium',
        plays,
        7000,
      );
      rows.push({
        game: game.name,
        kind: 'ladder',
        label,
        figure: pct(v.winRate),
        pass: v.winRate >= 0.75,
        detail: `mean score ${fmt(mean(v.aScores))} vs ${fmt(mean(v.bScores))}`,
      });
    }
    // 2. The ceiling: an auto-clicker gains nothing over a steady 15 a second.
    const h = headToHead(game, bot(FLOOD), bot(CEILING), 'medium', plays, 5000);
    const gain = mean(h.aScores) - mean(h.bScores);
    const flood = play(game, [bot(FLOOD)], 'medium', 7);
    const acceptedPerS =
      flood.seats[0]!.accepted / Math.max(0.001, (flood.results[0]!.time || game.duration) * 1);
    rows.push({
      game: game.name,
      kind: 'ceiling',
      label: 'flood 100/s vs steady 15/s',
      figure: `gain ${fmt(gain)}`,
      pass: gain <= Math.max(1, 0.01 * Math.abs(mean(h.bScores))),
      detail: `flood wins ${pct(h.winRate)}; mean ${fmt(mean(h.aScores))} vs ${fmt(mean(h.bScores))}; flood's inputs taken ≈ ${acceptedPerS.toFixed(1)}/s of play`,
    });
    // 3. The AI by difficulty against the 5/s and 7/s players.
    const r5 = bot(LEVELS[1]!);
    const r7 = bot(LEVELS[2]!);
    const r9 = bot(LEVELS[3]!);
    const rates: Record<Difficulty, { vs5: number; vs7: number }> = {
      easy: { vs5: 0, vs7: 0 },
      medium: { vs5: 0, vs7: 0 },
      hard: { vs5: 0, vs7: 0 },
    };
    for (const difficulty of DIFFICULTIES) {
      const ai: Seat = { kind: 'ai', name: `AI ${difficulty}` };
      const v5 = headToHead(game, ai, r5, difficulty, plays, 9000);
      const v7 = headToHead(game, ai, r7, difficulty, plays, 9000);
      const v9 = headToHead(game, ai, r9, difficulty, plays, 9000);
      rates[difficulty] = { vs5: v5.winRate, vs7: v7.winRate };
      const acc = [...v5.aAcc, ...v7.aAcc];
      const m = mean(acc);
      const cv = m === 0 ? 0 : stdev(acc) / Math.abs(m);
      rows.push({
        game: game.name,
        kind: 'ai',
        label: `AI ${difficulty}`,
        figure: `beats 5/s ${pct(v5.winRate)}, 7/s ${pct(v7.winRate)} (9/s ${pct(v9.winRate)})`,
        pass: true,
        detail: `${game.accuracyLabel}: mean ${fmt(m)}, sd ${fmt(stdev(acc))} (cv ${cv.toFixed(2)}), p10–p90 ${fmt(quantile(acc, 0.1))}–${fmt(quantile(acc, 0.9))}`,
      });
    }
    const aiRows = rows.slice(-3);
    const { easy, medium, hard } = rates;
    aiRows[0]!.pass = 1 - easy.vs5 >= 0.7 && easy.vs5 <= medium.vs5;
    aiRows[2]!.pass = hard.vs7 >= 0.5 && hard.vs7 >= medium.vs7;
    aiRows[1]!.pass =
      medium.vs5 >= easy.vs5 &&
      medium.vs5 <= hard.vs5 &&
      medium.vs7 >= easy.vs7 &&
      medium.vs7 <= hard.vs7;
  }
  return rows;
}

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
