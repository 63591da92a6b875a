import {
  COUNTDOWN_MS,
  GO_DISPLAY_MS,
  countdownNumber,
  startCall,
  startCountdown,
  stepCountdown,
} from '../../../shared/games/core/countdown';
import { countdownCues } from './countdownCues';

type Phase = 'ready' | 'countdown' | 'live' | 'finished';
interface Toy {
  phase: Phase;
  countdownMs: number;
  /** Time the toy game has been given since GO. */
  playedMs: number;
}

const ready: Toy = { phase: 'ready', countdownMs: COUNTDOWN_MS, playedMs: 0 };
const play = (state: Toy, dtMs: number): Toy => ({ ...state, playedMs: state.playedMs + dtMs });

describe('the shared countdown', () => {
  it('is the spec’s 3 s, called 3, 2, 1', () => {
    expect(COUNTDOWN_MS).toBe(3000);
    expect([3000, 2001, 2000, 1001, 1000, 1].map(countdownNumber)).toEqual([3, 3, 2, 2, 1, 1]);
  });

  it('start begins it from a ready state only', () => {
    expect(startCountdown(ready)).toEqual({ ...ready, phase: 'countdown' });
    const counting: Toy = { phase: 'countdown', countdownMs: 1200, playedMs: 0 };
    expect(startCountdown(counting)).toBe(counting);
    const live: Toy = { phase: 'live', countdownMs: 0, playedMs: 5 };
    expect(startCountdown(live)).toBe(live);
  });

  it('runs down without playing, goes live at 0, and hands the time past GO to the game', () => {
    const counting = startCountdown(ready);
    expect(stepCountdown(counting, 2999, 'live', play)).toEqual({
      phase: 'countdown',
      countdownMs: 1,
      playedMs: 0,
    });
    expect(stepCountdown(counting, 3000, 'live', play)).toEqual({
      phase: 'live',
      countdownMs: 0,
      playedMs: 0,
    });
    expect(stepCountdown(counting, 3250, 'live', play)).toEqual({
      phase: 'live',
      countdownMs: 0,
      playedMs: 250,
    });
  });

  it('calls 3, 2, 1, then GO! for the first second of play, then nothing', () => {
    const at = (countdownMs: number): Toy => ({ phase: 'countdown', countdownMs, playedMs: 0 });
    expect([at(3000), at(2000), at(1), at(0.5)].map((s) => startCall(s, null))).toEqual([
      '3',
      '2',
      '1',
      '1',
    ]);
    const live: Toy = { phase: 'live', countdownMs: 0, playedMs: 0 };
    expect(startCall(live, 0)).toBe('GO!');
    expect(startCall(live, GO_DISPLAY_MS - 1)).toBe('GO!');
    expect(startCall(live, GO_DISPLAY_MS)).toBe('');
    expect(startCall(ready, null)).toBe('');
    expect(startCall({ ...live, phase: 'finished' }, null)).toBe('');
  });

  it('beeps once for each of 3, 2, 1 and sounds GO once', () => {
    let state = ready;
    const heard: string[] = [];
    const next = (to: Toy) => {
      heard.push(...countdownCues(state, to, 'live'));
      state = to;
    };
    next(startCountdown(state));
    for (let t = 0; t < 3500; t += 50) {
      next(state.phase === 'countdown' ? stepCountdown(state, 50, 'live', play) : play(state, 50));
    }
    expect(heard).toEqual(['beep', 'beep', 'beep', 'go']);
  });
});
