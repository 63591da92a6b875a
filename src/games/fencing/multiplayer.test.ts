// Rules ready for several humans: any seat may be human, each human moves only their own fencer, AI fencers
// move in step, and every text that says 'you' is computed per viewer from neutral facts in the state.
import { advance, initGame, perform } from '../../../shared/games/core/runner';
import { COUNTDOWN_MS } from '../../../shared/games/core/countdown';
import type { GamePlayer, GameSettings } from '../../../shared/games/core/types';
import { fencingRules, type FencingState } from '../../../shared/games/fencing/rules';
import { eventView, headlineFor, messageFor, outcomeFor, parryGradeFor } from './messages';
import { sidesFor } from './sides';
import {
  LUNGE_FLIGHT_TICKS,
  PARRY_GRADES,
  POINTS_TO_WIN,
  TICK_MS,
} from '../../../shared/games/fencing/constants';

const p1: GamePlayer = { id: 'p1', name: 'Ana', avatar: 'Ana', isAI: false };
const p2: GamePlayer = { id: 'p2', name: 'Ben', avatar: 'Ben', isAI: false };
const ai: GamePlayer = { id: 'ai-1', name: 'Sofia', avatar: 'Sofia', isAI: true };
const settings: GameSettings = { duration: 90, difficulty: 'medium', rounds: 1 };

const ready = (players: GamePlayer[], seed = 1) => initGame(fencingRules, players, settings, seed);
/** `id` starts the bout, and the countdown runs out: at GO. */
const start = (s: FencingState, id: string) => {
  const counting = perform(fencingRules, s, id, { type: 'start' });
  return counting === s ? s : advance(fencingRules, counting, COUNTDOWN_MS);
};
const move = (s: FencingState, id: string, type: 'lunge' | 'parry') =>
  perform(fencingRules, s, id, { type });
const flight = (s: FencingState) => advance(fencingRules, s, LUNGE_FLIGHT_TICKS * TICK_MS);
const twoHumans = () => start(ready([p1, p2]), 'p1');

describe('fencing with two humans', () => {
  it('seats the players in order; both may be human', () => {
    const s = twoHumans();
    expect(s.fencers.map((f) => [f.player.id, f.player.isAI])).toEqual([
      ['p1', false],
      ['p2', false],
    ]);
  });

  it('any seat may start the bout; someone who is not seated may not', () => {
    expect(start(ready([p1, p2]), 'p2').phase).toBe('playing');
    expect(start(ready([p1, ai]), 'ai-1').phase).toBe('playing');
    const waiting = ready([p1, p2]);
    expect(start(waiting, 'stranger')).toBe(waiting);
  });

  it('each human moves only their own fencer, independently', () => {
    const s = twoHumans();
    const lunged = move(s, 'p1', 'lunge');
    expect(lunged.fencers[0].action).toBe('lunge');
    expect(lunged.fencers[1]).toBe(s.fencers[1]);
    const parried = move(lunged, 'p2', 'parry');
    expect(parried.fencers[1].action).toBe('parry');
    expect(parried.fencers[0]).toBe(lunged.fencers[0]);
    // p1's cooldown does not block p2, and p2's move does not touch p1's cooldown.
    expect(parried.fencers[0].cooldown).toBe(lunged.fencers[0].cooldown);
  });

  it('an unknown id, or an AI seat’s id, moves nothing: the same state back', () => {
    const s = twoHumans();
    expect(move(s, 'stranger', 'lunge')).toBe(s);
    expect(move(s, '', 'parry')).toBe(s);
    const withAi = start(ready([p1, ai]), 'p1');
    expect(move(withAi, 'ai-1', 'lunge')).toBe(withAi);
    expect(move(withAi, 'ai-1', 'parry')).toBe(withAi);
  });

  it('the local player may hold the second seat: the AI fences the first, in step only', () => {
    const s = start(ready([ai, p1]), 'p1');
    const lunged = move(s, 'p1', 'lunge');
    expect(lunged.fencers[1].action).toBe('lunge');
    // A human's move leaves the AI and the random numbers alone; the AI answers on the next tick.
    expect(lunged.fencers[0]).toBe(s.fencers[0]);
    expect(lunged.rng).toBe(s.rng);
    const next = advance(fencingRules, lunged, TICK_MS);
    expect(next.fencers[0].answeredAttackId).toBe(lunged.fencers[1].attackId);
  });

  it('a touch: the scorer reads Touché!, the one touched reads <name> scores!, others the fact', () => {
    const s = flight(move(twoHumans(), 'p1', 'lunge'));
    expect(s.lastEvent).toEqual({ kind: 'touch', scorer: 'p1', touched: 'p2', riposte: false });
    expect(messageFor(s, 'p1')).toBe('Touché!');
    expect(messageFor(s, 'p2')).toBe('Ana scores!');
    expect(messageFor(s, 'spectator')).toBe('Ana scores!');
    expect([eventView(s, 'p1'), eventView(s, 'p2')]).toEqual(['youScored', 'youWereTouched']);
  });

  it('a parry: the parrier reads You parried!, the one parried reads Parried!', () => {
    const s = flight(move(move(twoHumans(), 'p2', 'lunge'), 'p1', 'parry'));
    expect(s.lastEvent).toEqual({ kind: 'parry', parrier: 'p1', attacker: 'p2', clean: true });
    expect(messageFor(s, 'p1')).toBe('You parried!');
    expect(messageFor(s, 'p2')).toBe('Parried!');
    expect(messageFor(s, 'spectator')).toBe('Ana parried!');
    expect([eventView(s, 'p1'), eventView(s, 'p2')]).toEqual(['youParried', 'youWereParried']);
  });

  it('only the parrier reads how the parry was graded: clean, or late in the lunge’s last tick', () => {
    const clean = flight(move(move(twoHumans(), 'p2', 'lunge'), 'p1', 'parry'));
    expect(parryGradeFor(clean, 'p1')).toBe(PARRY_GRADES.clean);
    expect(parryGradeFor(clean, 'p2')).toBe('');
    expect(parryGradeFor(clean, 'spectator')).toBe('');
    const lastTick = advance(fencingRules, move(twoHumans(), 'p2', 'lunge'), 3 * TICK_MS);
    const late = advance(fencingRules, move(lastTick, 'p1', 'parry'), TICK_MS);
    expect(messageFor(late, 'p1')).toBe('You parried!');
    expect(parryGradeFor(late, 'p1')).toBe(PARRY_GRADES.late);
    // A touch next: no grade any more.
    const attackerFree = advance(fencingRules, late, late.fencers[1].cooldown * TICK_MS);
    const touched = flight(move(attackerFree, 'p2', 'lunge'));
    expect(messageFor(touched, 'p1')).toBe('Ben scores!');
    expect(parryGradeFor(touched, 'p1')).toBe('');
  });

  it('against an AI, played out: You parried!, Touché!, Parried! and AI scores!', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 5; seed++) {
      // The human (second seat) parries every AI lunge it sees and ripostes, and lunges now and then.
      let s = start(ready([ai, p2], seed), 'p2');
      for (let t = 0; t < 900 && !fencingRules.isOver(s); t++) {
        const [them, me] = s.fencers;
        if (them.action === 'lunge' && t % 2 === 0) s = move(s, 'p2', 'parry');
        else if (me.riposteTicks > 0 || t % 25 === 0) s = move(s, 'p2', 'lunge');
        const before = s.eventCount;
        s = advance(fencingRules, s, TICK_MS);
        if (s.eventCount !== before) seen.add(messageFor(s, 'p2'));
      }
    }
    expect([...seen].sort()).toEqual(['AI scores!', 'Parried!', 'Touché!', 'You parried!']);
  });

  it('the end reads per viewer: You win the bout! / <name> wins the bout. / Time! It’s a draw.', () => {
    const atFour: FencingState = (() => {
      const s = twoHumans();
      return {
        ...s,
        fencers: [{ ...s.fencers[0] }, { ...s.fencers[1], touches: POINTS_TO_WIN - 1 }],
      };
    })();
    const won = flight(move(atFour, 'p2', 'lunge'));
    expect(won.phase).toBe('finished');
    expect(outcomeFor(won, 'p2')).toBe('You win the bout!');
    expect(outcomeFor(won, 'p1')).toBe('Ben wins the bout.');
    expect(headlineFor(won, 'p1')).toBe('Ben scores!');

    const drawn = advance(fencingRules, twoHumans(), 90_000);
    for (const viewer of ['p1', 'p2']) {
      expect(headlineFor(drawn, viewer)).toBe('Time!');
      expect(outcomeFor(drawn, viewer)).toBe('It’s a draw.');
    }
    expect(outcomeFor(twoHumans(), 'p1')).toBe('');
  });

  it('results list every seat, humans and AI alike', () => {
    const end = advance(fencingRules, twoHumans(), 90_000);
    expect(
      fencingRules
        .results(end)
        .map((r) => r.playerId)
        .sort(),
    ).toEqual(['p1', 'p2']);
    const withAi = advance(fencingRules, start(ready([ai, p1]), 'p1'), 90_000);
    expect(
      fencingRules
        .results(withAi)
        .map((r) => r.playerId)
        .sort(),
    ).toEqual(['ai-1', 'p1']);
  });
});

describe('fencing: the sides of the strip per viewer', () => {
  it('puts the viewer’s own fencer on the left, labelled You, whichever seat they hold', () => {
    const s = twoHumans();
    const forP1 = sidesFor(s, 'p1');
    expect([forP1.near.player.id, forP1.nearLabel, forP1.farLabel, forP1.fencing]).toEqual([
      'p1',
      'You',
      'Ben',
      true,
    ]);
    const forP2 = sidesFor(s, 'p2');
    expect([forP2.near.player.id, forP2.nearLabel, forP2.farLabel, forP2.fencing]).toEqual([
      'p2',
      'You',
      'Ana',
      true,
    ]);
  });

  it('a spectator sees the seats in order, with their names', () => {
    const sides = sidesFor(twoHumans(), 'spectator');
    expect([sides.nearLabel, sides.farLabel, sides.fencing]).toEqual(['Ana', 'Ben', false]);
  });

  it('an opponent whose own name is You reads as Opponent', () => {
    const other: GamePlayer = { id: 'p9', name: 'You', avatar: 'You', isAI: false };
    const sides = sidesFor(start(ready([p1, other]), 'p1'), 'p1');
    expect([sides.nearLabel, sides.farLabel]).toEqual(['You', 'Opponent']);
  });
});
