import { advance, initGame, perform } from '../../../shared/games/core/runner';
import type { GamePlayer } from '../../../shared/games/core/types';
import {
  announcementFor,
  HOLD_TO_SHOOT,
  SHOT_LONG,
  SHOT_LONG_NO_BAND,
  SHOT_MADE,
  SHOT_SHORT,
  SHOT_SHORT_NO_BAND,
  missText,
  shotMessageFor,
} from './messages';
import {
  basketballRules,
  type BasketballInput,
  type BasketballState,
} from '../../../shared/games/basketball/rules';

const p1: GamePlayer = { id: 'p1', name: 'Ana', avatar: 'Ana', isAI: false };
const p2: GamePlayer = { id: 'p2', name: 'Ben', avatar: 'Ben', isAI: false };
const bot: GamePlayer = { id: 'ai-1', name: 'Mei', avatar: 'Mei', isAI: true };
const settings = { duration: 90, difficulty: 'medium' as const, rounds: 1 };

const act = (s: BasketballState, id: string, input: BasketballInput) =>
  perform(basketballRules, s, id, input);
const begin = () =>
  act(initGame(basketballRules, [p1, bot, p2], settings, 3), 'p1', { type: 'start' });
/** Holds for holdMs and lets go, then lets `afterMs` pass. */
const shot = (s: BasketballState, id: string, holdMs: number, afterMs: number) =>
  advance(
    basketballRules,
    act(advance(basketballRules, act(s, id, { type: 'press' }), holdMs), id, { type: 'release' }),
    afterMs,
  );

describe('basketball: texts for each viewer', () => {
  it('says nothing before the first shot, and is ready for each seat', () => {
    const s = begin();
    for (const id of ['p1', 'p2']) {
      expect(shotMessageFor(s, id)).toBe('');
      expect(announcementFor(s, id)).toBe('Ready to shoot.');
    }
    expect(shotMessageFor(s, 'ghost')).toBe('');
    expect(announcementFor(s, 'ghost')).toBe('');
  });

  it('each viewer sees their own shot: p1’s basket, p2’s miss, a tap for p1', () => {
    let s = shot(begin(), 'p1', 700, 0); // 45° at 70: in
    s = shot(s, 'p2', 500, 1000); // 50: short; p1's has dropped in by now
    expect(shotMessageFor(s, 'p1')).toBe(SHOT_MADE);
    expect(announcementFor(s, 'p1')).toBe('Basket! You have 2 points.');
    expect(shotMessageFor(s, 'p2')).toBe('');
    s = advance(basketballRules, s, 1000);
    expect(shotMessageFor(s, 'p2')).toBe(SHOT_SHORT);
    expect(announcementFor(s, 'p2')).toBe(`${SHOT_SHORT}.`);
    expect(shotMessageFor(s, 'p1')).toBe(SHOT_MADE);

    s = advance(basketballRules, s, 3000); // both idle again
    s = shot(s, 'p1', 100, 0); // too short
    expect(shotMessageFor(s, 'p1')).toBe(HOLD_TO_SHOOT);
    expect(announcementFor(s, 'p1')).toBe(`${HOLD_TO_SHOOT}.`);
    expect(shotMessageFor(s, 'p2')).toBe(SHOT_SHORT);
    expect(announcementFor(s, 'p2')).toBe('Ready to shoot.');
  });

  it('a long shot says so, and the next press clears it', () => {
    let s = shot(begin(), 'p1', 950, 3000); // 95 at 45°: off the board
    expect(shotMessageFor(s, 'p1')).toBe(SHOT_LONG);
    s = act(s, 'p1', { type: 'press' });
    expect(shotMessageFor(s, 'p1')).toBe('');
  });

  it('from an angle where no power scores, the advice is the angle', () => {
    expect(missText('short', 30)).toBe(SHOT_SHORT_NO_BAND);
    expect(missText('long', 75)).toBe(SHOT_LONG_NO_BAND);
    expect(missText('short', 45)).toBe(SHOT_SHORT);
    expect(missText('long', 45)).toBe(SHOT_LONG);
  });
});
