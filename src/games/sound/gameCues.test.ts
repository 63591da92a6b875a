// Each game's sounds, from its real rules: what a player hears for their own actions.
import { advance, initGame, perform } from '../../../shared/games/core/runner';
import type { GamePlayer, GameRules, RulesState } from '../../../shared/games/core/types';
import { swimmingRules } from '../../../shared/games/swimming/rules';
import { swimmingCues } from '../swimming/sounds';
import { sprintRules } from '../../../shared/games/sprint/rules';
import { sprintCues } from '../sprint/sounds';
import { fencingRules } from '../../../shared/games/fencing/rules';
import { fencingCues } from '../fencing/sounds';
import { skiingRules } from '../../../shared/games/skiing/rules';
import { skiingCues } from '../skiing/sounds';
import { archeryRules } from '../../../shared/games/archery/rules';
import { archeryCues } from '../archery/sounds';
import { basketballRules } from '../../../shared/games/basketball/rules';
import { basketballCues } from '../basketball/sounds';
import { launch } from '../../../shared/games/basketball/physics';
import { weightliftingRules } from '../../../shared/games/weightlifting/rules';
import { weightliftingCues } from '../weightlifting/sounds';
import type { Cue } from './cues';

const players: GamePlayer[] = [
  { id: 'you', name: 'You', avatar: 'You', isAI: false },
  { id: 'ai-1', name: 'Amara', avatar: 'Amara', isAI: true },
];
const settings = { duration: 90, difficulty: 'medium' as const, rounds: 1 };

/** Plays inputs and time on a game and collects every cue heard by 'you' on the way. */
function heard<S extends RulesState, I>(
  rules: GameRules<S, I>,
  cuesOf: (previous: S, next: S, me: string) => Cue[],
  moves: readonly (I | number)[],
  who: readonly GamePlayer[] = players,
): Cue[] {
  let state = initGame(rules, who, settings, 7);
  const cues: Cue[] = [];
  for (const move of moves) {
    const steps = typeof move === 'number' ? Array<number>(move / 10).fill(10) : [0];
    for (const ms of steps) {
      const next =
        typeof move === 'number' ? advance(rules, state, ms) : perform(rules, state, 'you', move);
      cues.push(...cuesOf(state, next, 'you'));
      state = next;
    }
  }
  return cues;
}

describe('game cues', () => {
  it('swimming: three beeps, GO, then a splash per stroke (none before GO)', () => {
    expect(
      heard(swimmingRules, swimmingCues, [
        { type: 'start' },
        { type: 'stroke' },
        3_000,
        { type: 'stroke' },
        100,
        { type: 'stroke' },
      ]),
    ).toEqual(['beep', 'beep', 'beep', 'go', 'stroke', 'stroke']);
  });

  it('fencing and skiing: three beeps, then GO', () => {
    expect(heard(fencingRules, fencingCues, [{ type: 'start' }, 3_000])).toEqual([
      'beep',
      'beep',
      'beep',
      'go',
    ]);
    expect(heard(skiingRules, skiingCues, [{ type: 'start' }, 3_000], [players[0]!])).toEqual([
      'beep',
      'beep',
      'beep',
      'go',
    ]);
  });

  it('sprint: three beeps, GO, then a step per click', () => {
    expect(
      heard(sprintRules, sprintCues, [{ type: 'start' }, 3_000, { type: 'run' }]).filter(
        (cue) => cue !== 'finish',
      ),
    ).toEqual(['beep', 'beep', 'beep', 'go', 'step']);
  });

  it('sprint: mashing until winded buzzes once', () => {
    const mash = Array.from({ length: 60 }, () => [{ type: 'run' as const }, 70]).flat();
    const cues = heard(sprintRules, sprintCues, [{ type: 'start' }, 3_000, ...mash]);
    expect(cues.filter((cue) => cue === 'miss')).toHaveLength(1);
    expect(cues.indexOf('miss')).toBeGreaterThan(cues.indexOf('step'));
  });

  it('archery: an arrow in the middle hits, one off the target misses', () => {
    const shots = heard(archeryRules, archeryCues, [
      { type: 'start' },
      { type: 'aim', x: 150, y: 150 },
      { type: 'shoot' },
      1_100,
      { type: 'aim', x: -400, y: -400 },
      { type: 'shoot' },
    ]);
    expect(shots[0]).toBe('go');
    expect(shots.slice(1)).toHaveLength(2);
    expect(shots[2]).toBe('miss');
  });

  it('basketball: the release, then a basket or a miss', () => {
    const cues = heard(basketballRules, basketballCues, [
      { type: 'start' },
      { type: 'press' },
      700,
      { type: 'release' },
      3_000,
    ]);
    expect(cues.slice(0, 2)).toEqual(['go', 'release']);
    expect(['make', 'miss']).toContain(cues[2]);
  });

  it('basketball: a ball that comes down on the rim clanks, then misses', () => {
    const power = [55, 60, 65, 75, 80, 85].find((p) => launch(p, 45).rim)!;
    expect(power).toBeDefined();
    const onRim = heard(basketballRules, basketballCues, [
      { type: 'start' },
      { type: 'press' },
      power * 10 + 20,
      { type: 'release' },
      3_000,
    ]);
    expect(onRim.slice(0, 2)).toEqual(['go', 'release']);
    expect(onRim.filter((cue) => cue === 'rim')).toHaveLength(1);
    expect(onRim.indexOf('rim')).toBeLessThan(onRim.indexOf('miss'));
    const made = heard(basketballRules, basketballCues, [
      { type: 'start' },
      { type: 'press' },
      720,
      { type: 'release' },
      3_000,
    ]);
    expect(made).not.toContain('rim');
  });

  it('weightlifting: a failed hold is a miss', () => {
    const cues = heard(
      weightliftingRules,
      weightliftingCues,
      [{ type: 'start' }, 40_000],
      [players[0]!],
    );
    expect(cues).toEqual(['go', 'miss']);
  });

  it('weightlifting: a perfect hold chimes, any other lift is a plain make', () => {
    const base = initGame(weightliftingRules, [players[0]!], settings, 7);
    const withLift = (offBy: number | null) => ({
      ...base,
      lifters: base.lifters.map((l) => ({
        ...l,
        lifts: [
          { weightKg: 100, liftedKg: 100, fillMs: 5000, success: true, timeUp: false, offBy },
        ],
      })),
    });
    expect(weightliftingCues(base, withLift(1), 'you')).toEqual(['finish']);
    expect(weightliftingCues(base, withLift(5), 'you')).toEqual(['make']);
    expect(weightliftingCues(base, withLift(null), 'you')).toEqual(['make']);
  });
});
