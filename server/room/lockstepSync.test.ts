// @vitest-environment node
// A browser's RemoteGame fed the messages of a server Match computes the server's very state, tick by tick,
// for every game; its own inputs show before the server confirms them and go once acknowledged.
import fc from 'fast-check';
import { ALL_RULES } from '../../shared/games/allRules';
import type { GameId, GamePlayer } from '../../shared/games/core/types';
import { RemoteGame } from '../../src/games/online/remoteGame';
import { TICK_MS } from '../../shared/protocol/lockstep';
import { COUNTDOWN_MS } from '../../shared/games/core/countdown';
import { Match } from './match';

const players: GamePlayer[] = [
  { id: 'p1', name: 'Asha', avatar: 'Asha', isAI: false },
  { id: 'p2', name: 'Ben', avatar: 'Ben', isAI: false },
  { id: 'ai', name: 'Mei', avatar: 'Mei', isAI: true },
];
const settings = { duration: 30, difficulty: 'medium' as const, rounds: 1 };

/** A plausible input of each game, for the property below. */
const INPUTS: Record<GameId, unknown[]> = {
  swimming: [{ type: 'stroke' }],
  athletics: [{ type: 'run' }],
  archery: [{ type: 'aim', x: 150, y: 140 }, { type: 'shoot' }, { type: 'nudge', dx: 3, dy: -2 }],
  basketball: [{ type: 'press' }, { type: 'release' }, { type: 'angle', degrees: 50 }],
  fencing: [{ type: 'lunge' }, { type: 'parry' }],
  weightlifting: [{ type: 'lift' }, { type: 'hold' }, { type: 'press' }],
  'alpine-skiing': [
    { type: 'steer', direction: 'left', held: true },
    { type: 'steer', direction: 'left', held: false },
    { type: 'steer', direction: 'right', held: true },
  ],
};

describe.each(Object.keys(ALL_RULES) as GameId[])('lockstep %s', (sport) => {
  it('the browser computes the server’s state at every tick, whatever the inputs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 1 }),
            fc.integer({ min: 0, max: INPUTS[sport].length - 1 }),
            fc.integer({ min: 1, max: 6 }),
          ),
          { maxLength: 40 },
        ),
        (seed, script) => {
          const match = new Match(sport, 1, players, settings, seed);
          const browser = new RemoteGame(ALL_RULES[sport], 'p2', () => {});
          browser.start(match.toMessage(), 0);
          let q = 0;
          for (const [who, which, ticks] of script) {
            match.take(who === 0 ? 'p1' : 'p2', ++q, INPUTS[sport][which]);
            for (let t = 0; t < ticks; t++) {
              browser.onTick(match.runTick(), match.tick * TICK_MS);
              expect(browser.confirmedState()).toEqual(match.state);
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('RemoteGame', () => {
  /** A swimming race whose countdown the server and the browser have run: the race is at GO. */
  const setup = () => {
    const sent: [number, unknown][] = [];
    const match = new Match('swimming', 1, players, settings, 5);
    const browser = new RemoteGame(ALL_RULES.swimming, 'p2', (q, i) => sent.push([q, i]));
    browser.start(match.toMessage(), 0);
    while (match.tick * TICK_MS < COUNTDOWN_MS) {
      browser.onTick(match.runTick(), match.tick * TICK_MS);
    }
    expect(browser.confirmedState()).toMatchObject({ phase: 'playing', elapsedMs: 0 });
    return { sent, match, browser };
  };
  /** Browser time `ms` after GO. */
  const at = (ms: number) => COUNTDOWN_MS + ms;
  const strokes = (state: unknown, id: string) =>
    (state as { swimmers: { player: GamePlayer; strokes: number }[] }).swimmers.find(
      (s) => s.player.id === id,
    )?.strokes;

  it('shows your own input at once, sends it, and keeps showing it once confirmed', () => {
    const { sent, match, browser } = setup();
    browser.send({ type: 'stroke' }, at(10));
    expect(sent).toEqual([[1, { type: 'stroke' }]]);
    expect(strokes(browser.view(at(10)), 'p2')).toBe(1);
    expect(strokes(browser.confirmedState(), 'p2')).toBe(0);
    match.take('p2', 1, { type: 'stroke' });
    browser.onTick(match.runTick(), at(60));
    expect(strokes(browser.confirmedState(), 'p2')).toBe(1);
    expect(strokes(browser.view(at(60)), 'p2')).toBe(1); // not counted twice
  });

  it('drops an input the server acknowledged without taking it', () => {
    const { match, browser } = setup();
    browser.send({ type: 'stroke' }, at(10));
    match.acknowledge('p2', 1);
    browser.onTick(match.runTick(), at(60));
    expect(strokes(browser.view(at(60)), 'p2')).toBe(0);
  });

  it('refuses what is not an input of the game and never sends it', () => {
    const { sent, browser } = setup();
    browser.send({ type: 'lunge' }, 10);
    browser.send('stroke', 10);
    expect(sent).toEqual([]);
  });

  it('ignores a tick out of order and is put right by the next snapshot', () => {
    const { match, browser } = setup();
    match.runTick();
    const second = match.runTick();
    browser.onTick(second, at(100)); // the tick before it was lost
    expect(browser.confirmedState()).not.toEqual(match.state);
    browser.onSnapshot({ round: 1, tick: match.tick, state: match.state }, at(110));
    expect(browser.confirmedState()).toEqual(match.state);
    expect(browser.stats.snapshots).toBe(1);
  });

  it('carries the view forward between ticks, by at most 150 ms', () => {
    const { match, browser } = setup();
    browser.onTick(match.runTick(), at(50));
    const elapsed = (state: unknown) => (state as { elapsedMs: number }).elapsedMs;
    expect(elapsed(browser.view(at(50)))).toBe(50);
    expect(elapsed(browser.view(at(80)))).toBe(80);
    expect(elapsed(browser.view(at(1_000)))).toBe(200);
  });
});
