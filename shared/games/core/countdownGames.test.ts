// The four races that open with the shared 3 s countdown, each on its own rules: the countdown's length,
// inputs refused during it, the AI idle, the game's clock starting at GO, and a game that plays from GO
// exactly as it played from the button before the countdown (the same state, so the same results).
import { advance, initGame, perform } from './runner';
import { COUNTDOWN_MS } from './countdown';
import type { GamePlayer, GameRules, RulesState } from './types';
import { swimmingRules } from '../swimming/rules';
import { sprintRules } from '../sprint/rules';
import { fencingRules } from '../fencing/rules';
import { skiingRules } from '../skiing/rules';

const you: GamePlayer = { id: 'you', name: 'You', avatar: 'You', isAI: false };
const rival: GamePlayer = { id: 'ai-1', name: 'Amara', avatar: 'Amara', isAI: true };

type Counted = RulesState & { phase: string; countdownMs: number };

interface CountdownGame {
  name: string;
  rules: GameRules<Counted, unknown>;
  livePhase: string;
  /** Every input a player may send once the game is live. */
  inputs: unknown[];
  /** The game's own clock: time played since GO, as the game counts it. */
  playedMs(state: unknown): number;
  /** A human's moves once live: what to send at each 10 ms step (by ms since GO). */
  script(sinceGoMs: number): unknown[];
}

const GAMES: CountdownGame[] = [
  {
    name: 'swimming',
    rules: swimmingRules as unknown as CountdownGame['rules'],
    livePhase: 'playing',
    inputs: [{ type: 'stroke' }],
    playedMs: (s) => (s as { elapsedMs: number }).elapsedMs,
    script: (t) => (t % 80 === 0 ? [{ type: 'stroke' }] : []),
  },
  {
    name: 'sprint',
    rules: sprintRules as unknown as CountdownGame['rules'],
    livePhase: 'running',
    inputs: [{ type: 'run' }],
    playedMs: (s) => (s as { elapsedMs: number }).elapsedMs,
    script: (t) => (t % 250 === 0 ? [{ type: 'run' }] : []),
  },
  {
    name: 'fencing',
    rules: fencingRules as unknown as CountdownGame['rules'],
    livePhase: 'playing',
    inputs: [{ type: 'lunge' }, { type: 'parry' }],
    playedMs: (s) => (s as { ticks: number; tickCarryMs: number }).ticks * 100,
    script: (t) => (t % 700 === 0 ? [{ type: t % 1400 === 0 ? 'lunge' : 'parry' }] : []),
  },
  {
    name: 'alpine skiing',
    rules: skiingRules as unknown as CountdownGame['rules'],
    livePhase: 'playing',
    inputs: [
      { type: 'steer', direction: 'left', held: true },
      { type: 'steer', direction: 'right', held: true },
    ],
    playedMs: (s) => (s as { elapsedMs: number }).elapsedMs,
    script: (t) =>
      t % 600 === 0 ? [{ type: 'steer', direction: 'left', held: t % 1200 === 0 }] : [],
  },
];

describe.each(GAMES)('$name: the countdown', (game) => {
  const { rules } = game;
  const settings = { duration: 60, difficulty: 'hard' as const, rounds: 1 };
  const ready = (seed = 5) => initGame(rules, [you, rival], settings, seed);
  const counting = (seed = 5) => perform(rules, ready(seed), 'you', { type: 'start' });
  /** How the game started before it had a countdown: live at once, from the same state. */
  const liveAtOnce = (seed = 5) => ({ ...ready(seed), phase: game.livePhase, countdownMs: 0 });
  const steps = (state: Counted, ms: number) => {
    let s = state;
    for (let t = 0; t < ms && !rules.isOver(s); t += 10) {
      for (const input of game.script(t)) s = perform(rules, s, 'you', input);
      s = advance(rules, s, 10);
    }
    return s;
  };

  it('start begins a 3 s countdown; the game is live at 3 s, not a step before', () => {
    const start = counting();
    expect(start).toMatchObject({ phase: 'countdown', countdownMs: COUNTDOWN_MS });
    expect(perform(rules, start, 'you', { type: 'start' })).toBe(start);
    expect(advance(rules, start, COUNTDOWN_MS - 10).phase).toBe('countdown');
    expect(advance(rules, start, COUNTDOWN_MS).phase).toBe(game.livePhase);
  });

  it('refuses every input during the countdown with the same state', () => {
    for (const at of [0, 1000, 2990]) {
      const during = advance(rules, counting(), at);
      for (const input of game.inputs) expect(perform(rules, during, 'you', input)).toBe(during);
    }
  });

  it('keeps the AI and the game’s clock still: at GO the game is as a start without a countdown', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      // In 10 ms steps, as the site's clock runs it.
      const atGo = advance(rules, steps(counting(seed), COUNTDOWN_MS - 10), 10);
      expect(atGo).toEqual(liveAtOnce(seed));
      expect(game.playedMs(atGo)).toBe(0);
    }
  });

  it('counts the game’s time from GO, a step that spans GO included', () => {
    const spanning = advance(rules, advance(rules, counting(), COUNTDOWN_MS - 5), 10);
    expect(spanning.phase).toBe(game.livePhase);
    expect(spanning).toEqual(advance(rules, liveAtOnce(), 5));
    const later = advance(rules, counting(), COUNTDOWN_MS + 1_000);
    expect(game.playedMs(later)).toBe(1_000);
  });

  it('plays and scores from GO exactly as it did from the button: the same results', () => {
    for (const seed of [11, 12, 13]) {
      const atGo = advance(rules, counting(seed), COUNTDOWN_MS);
      const withCountdown = steps(atGo, 30_000);
      const without = steps(liveAtOnce(seed), 30_000);
      expect(rules.results(withCountdown)).toEqual(rules.results(without));
    }
  });
});
