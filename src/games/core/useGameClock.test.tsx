import { useCallback, useRef } from 'react';
import { act as actNow, render, screen } from '@testing-library/react';
import type { GameRules, RulesState } from '../../../shared/games/core/types';
import { useGameClock } from './useGameClock';
import { differOnlyIn } from './sameView';
import { paintText } from './paint';
import { GameSourceContext, type GameSourceBinder, type GameSource } from './gameSource';

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
  isInput: (value): value is 'bonus' => value === 'bonus',
  results: () => [],
};

const sameView = differOnlyIn<TickState>('carryMs');

/** The animation frames requested and not cancelled, by their id. */
let frames = new Map<number, FrameRequestCallback>();
let lastFrameId = 0;
let now = 0;
/** Runs the animation frames queued so far, `ms` apart. */
function runFrames(count: number, ms = 20) {
  for (let i = 0; i < count; i++) {
    now += ms;
    const due = [...frames.values()];
    frames = new Map();
    actNow(() => due.forEach((callback) => callback(now)));
  }
}

beforeEach(() => {
  frames = new Map();
  lastFrameId = 0;
  now = 0;
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(++lastFrameId, callback);
    return lastFrameId;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => frames.delete(id));
});
afterEach(() => vi.restoreAllMocks());

function renderClock(
  withSameView: boolean,
  paint?: (state: TickState) => void,
  view: (shown: TickState, next: TickState) => boolean = sameView,
  hear?: (previous: TickState, next: TickState) => void,
) {
  const shown: TickState[] = [];
  let handle: ReturnType<typeof useGameClock<TickState, 'bonus'>> | undefined;
  const createState = () => ({
    ...tickRules.init([], { duration: 1, difficulty: 'easy', rounds: 1 }, null as never),
    rng: 1,
  });
  function Probe() {
    handle = useGameClock(tickRules, createState, withSameView ? view : undefined, paint, hear);
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
    expect(frames.size).toBe(0);
  });

  it('hears every newest state with the one before it, each frame and each action, rendered or not', () => {
    const heard: [TickState, TickState][] = [];
    const { shown, act, latest } = renderClock(
      true,
      () => {},
      sameView,
      (previous, next) => heard.push([previous, next]),
    );
    runFrames(3); // the first frame starts the clock; two frames carry 40 ms, rendering nothing
    act('bonus');
    runFrames(1);
    expect(heard.map(([, next]) => [next.carryMs, next.bonus])).toEqual([
      [20, 0],
      [40, 0],
      [40, 1],
      [60, 1],
    ]);
    // Each pair follows on from the one before: no state is skipped or heard twice.
    for (let i = 1; i < heard.length; i++) expect(heard[i]![0]).toBe(heard[i - 1]![1]);
    // Heard, though not every one rendered: the frames that only carried time rendered nothing.
    expect(shown.length).toBeLessThan(heard.length);
    expect(latest().bonus).toBe(1);
  });

  it('with paint, paints every frame with the newest state and after each action', () => {
    const painted: TickState[] = [];
    const { shown, act, latest } = renderClock(true, (state) => painted.push(state));
    expect(painted.at(-1)).toBe(latest()); // after the first render is committed
    runFrames(5); // 80 ms: only the carried time moves, the view does not render
    expect(shown).toHaveLength(1);
    expect(painted.map((s) => s.carryMs).slice(-4)).toEqual([20, 40, 60, 80]);
    act('bonus');
    expect(painted.at(-1)).toMatchObject({ carryMs: 80, bonus: 1 });
    runFrames(1); // the tick renders, and the frame and the commit paint the newest state
    expect(shown.at(-1)).toMatchObject({ ticks: 1, carryMs: 0, bonus: 1 });
    expect(painted.at(-1)).toBe(shown.at(-1));
  });

  it('with paint, paints an action that changes only what is painted, without rendering', () => {
    const painted: TickState[] = [];
    const bonusPainted = differOnlyIn<TickState>('carryMs', 'bonus');
    const { shown, act, latest } = renderClock(true, (state) => painted.push(state), bonusPainted);
    runFrames(2);
    act('bonus');
    expect(shown).toHaveLength(1);
    expect(painted.at(-1)).toMatchObject({ bonus: 1, carryMs: 20 });
    runFrames(4); // the tick renders the newest state, bonus and all
    expect(shown.at(-1)).toMatchObject({ ticks: 1, bonus: 1 });
    expect(latest()).toBe(shown.at(-1));
  });

  it('keeps a painted element current between renders and after them', () => {
    const shown: TickState[] = [];
    const createState = () => ({
      ...tickRules.init([], { duration: 1, difficulty: 'easy', rounds: 1 }, null as never),
      rng: 1,
    });
    const text = (state: TickState) => `${state.ticks} ticks + ${state.carryMs} ms`;
    function Painted() {
      const output = useRef<HTMLOutputElement>(null);
      const paint = useCallback((state: TickState) => paintText(output.current, text(state)), []);
      const { state } = useGameClock(tickRules, createState, sameView, paint);
      shown.push(state);
      return <output ref={output}>{text(state)}</output>;
    }
    render(<Painted />);
    const output = screen.getByRole('status');
    runFrames(1);
    expect(output).toHaveTextContent('0 ticks + 0 ms');
    runFrames(3, 30);
    expect(output).toHaveTextContent('0 ticks + 90 ms');
    expect(shown).toHaveLength(1);
    runFrames(1, 30); // 120 ms: a tick, rendered by React, then 20 ms carried
    expect(output).toHaveTextContent('1 ticks + 20 ms');
    runFrames(2, 30);
    expect(output).toHaveTextContent('1 ticks + 80 ms');
    expect(shown.map((s) => s.ticks)).toEqual([0, 1]);
  });

  it('keeps real time when the view passes new sameView and paint functions on every render', () => {
    const shown: TickState[] = [];
    const painted: TickState[] = [];
    const createState = () => ({
      ...tickRules.init([], { duration: 1, difficulty: 'easy', rounds: 1 }, null as never),
      rng: 1,
    });
    function Inline() {
      // New functions on every render, as a view that writes them inline would pass.
      const { state } = useGameClock(
        tickRules,
        createState,
        (a, b) => sameView(a, b),
        (s) => painted.push(s),
      );
      shown.push(state);
      return null;
    }
    render(<Inline />);
    runFrames(1); // starts the clock
    runFrames(10); // 200 ms: two ticks, each rendered, and no frame's time dropped
    expect(shown.at(-1)).toMatchObject({ ticks: 2, carryMs: 0 });
    runFrames(15); // 300 ms more: the fifth tick ends the game
    expect(shown.at(-1)).toMatchObject({ ticks: 5 });
    expect(painted.at(-1)).toBe(shown.at(-1));
    expect(frames.size).toBe(0);
  });

  it('inside a GameSourceProvider shows the remote game and sends the actions there', () => {
    const sent: unknown[] = [];
    let remoteState: TickState = { carryMs: 0, ticks: 2, bonus: 0, rng: 1 };
    const listeners = new Set<() => void>();
    const remote: GameSource<TickState> = {
      me: 'seat-7',
      view: () => remoteState,
      latest: () => remoteState,
      pause: () => {},
      send: (input) => {
        sent.push(input);
        remoteState = { ...remoteState, bonus: remoteState.bonus + 1 };
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    const binder: GameSourceBinder = {
      me: 'seat-7',
      bind: <S,>() => remote as unknown as GameSource<S>,
    };
    let handle: ReturnType<typeof useGameClock<TickState, 'bonus'>> | undefined;
    const createState = vi.fn(() => ({ carryMs: 0, ticks: 0, bonus: 0, rng: 1 }));
    function Probe() {
      handle = useGameClock(tickRules, createState);
      return null;
    }
    render(
      <GameSourceContext.Provider value={binder}>
        <Probe />
      </GameSourceContext.Provider>,
    );
    expect(createState).not.toHaveBeenCalled();
    expect(handle?.state.ticks).toBe(2);
    expect(handle?.me).toBe('seat-7');
    actNow(() => handle!.act('bonus'));
    expect(sent).toEqual(['bonus']);
    expect(handle?.state.bonus).toBe(1);
    remoteState = { ...remoteState, ticks: 3 };
    runFrames(2);
    expect(handle?.state.ticks).toBe(3);
  });
});
