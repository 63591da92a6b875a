import { act as actNow, render } from '@testing-library/react';
import type { GameRules, RulesState } from './types';
import { useGameClock } from './useGameClock';
import { differOnlyIn } from './sameView';

interface TickState extends RulesState {
  carryMs: number;
  ticks: number;
  bonus: number;
}

// Moves on in 100 ms ticks; between ticks only the carried time changes. Over after 5 ticks.
const tickRules: GameRules<TickState, 'bonus'> = {
  init: () => ({ carryMs: 0, ticks: 0, bonus: 0 }),
  step: (state, dtMs) => {
    const carried = state.carryMs + dtMs;
    const ticks = Math.floor(carried / 100);
    return { ...state, carryMs: carried - ticks * 100, ticks: state.ticks + ticks };
  },
  act: (state) => ({ ...state, bonus: state.bonus + 1 }),
  isOver: (state) => state.ticks >= 5,
  results: () => [],
};

const sameView = differOnlyIn<TickState>('carryMs');

let frames: FrameRequestCallback[] = [];
let now = 0;
/** Runs the animation frames queued so far, `ms` apart. */
function runFrames(count: number, ms = 20) {
  for (let i = 0; i < count; i++) {
    now += ms;
    const due = frames;
    frames = [];
    actNow(() => due.forEach((callback) => callback(now)));
  }
}

beforeEach(() => {
  frames = [];
  now = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

function renderClock(withSameView: boolean) {
  const shown: TickState[] = [];
  let handle: ReturnType<typeof useGameClock<TickState, 'bonus'>> | undefined;
  const createState = () => ({
    ...tickRules.init([], { duration: 1, difficulty: 'easy', rounds: 1 }, null as never),
    rng: 1,
  });
  function Probe() {
    handle = useGameClock(tickRules, createState, withSameView ? sameView : undefined);
    shown.push(handle.state);
    return null;
  }
  render(<Probe />);
  return {
    shown,
    act: (input: 'bonus') => actNow(() => handle!.act(input)),
    latest: () => handle!.state,
  };
}

describe('useGameClock', () => {
  it('renders every frame that changes the state, without sameView', () => {
    const { shown } = renderClock(false);
    runFrames(6); // the first frame only starts the clock; then 5 × 20 ms
    expect(shown.length).toBe(1 + 5);
  });

  it('with sameView, renders only the frames whose state shows differently, each action, and the end', () => {
    const { shown, act } = renderClock(true);
    runFrames(6); // 100 ms: one tick
    expect(shown.map((s) => s.ticks)).toEqual([0, 1]);
    act('bonus'); // a move renders at once, with the time carried so far
    expect(shown.at(-1)).toMatchObject({ ticks: 1, bonus: 1 });
    runFrames(25); // 500 ms more: ticks 2, 3, 4, then 5 ends the game and the clock stops
    expect(shown.map((s) => s.ticks)).toEqual([0, 1, 1, 2, 3, 4, 5]);
    expect(shown.at(-1)).toMatchObject({ ticks: 5, bonus: 1 });
    expect(frames).toHaveLength(0);
  });
});
