// Built by skill.mjs with Vite's SSR build, then run in Node: the skill gradient of each game's rules, the
// human input ceiling, and the AI by difficulty against the reference players (players.ts); with the
// weightlifting curve (liftCurve.ts) and the swimming figures (swimmingRaces.ts).
import type { Difficulty } from '../../../shared/games/core/types';
import { headToHead, mean, play, quantile, stdev, type Seat } from './harness';
import { CEILING, FLOOD, LEVELS, type Level } from './levels';
import { GAMES } from './skillGames';

export { LIFT_CURVE_RATES, liftCurve, type LiftCurvePoint } from './liftCurve';
export { measureSwimming, type SwimmingFigures, type SwimmingHand } from './swimmingRaces';

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
