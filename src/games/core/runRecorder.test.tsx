import { act as actNow, render } from '@testing-library/react';
import {
  swimmingRules,
  type SwimmingInput,
  type SwimmingState,
} from '../../../shared/games/swimming/rules';
import { archeryRules } from '../../../shared/games/archery/rules';
import { initGame } from '../../../shared/games/core/runner';
import { practicePlayers, replayRun } from '../../../shared/runs/replayRun';
import {
  createRunRecorder,
  type RunLogHeader,
  type RunRecorder,
} from '../../../shared/runs/runRecorder';
import { GameSourceContext } from './gameSource';
import { recordedLocalGames } from './localGameSource';
import { encodeRunLog } from '../../../shared/runs/runLog';
import { decodeRunLog } from '../../../shared/runs/runLogDecode';
import { useGameClock, type GameHandle } from './useGameClock';

let frames = new Map<number, FrameRequestCallback>();
let lastFrameId = 0;
let now = 0;
let hidden = false;

/** Runs the queued animation frames, each `ms` after the last. */
function runFrame(ms: number) {
  now += ms;
  const due = [...frames.values()];
  frames = new Map();
  actNow(() => due.forEach((callback) => callback(now)));
}

function setHidden(value: boolean) {
  hidden = value;
  actNow(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  frames = new Map();
  lastFrameId = 0;
  now = 1000;
  hidden = false;
  vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.set(++lastFrameId, callback);
    return lastFrameId;
  });
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => frames.delete(id));
});
afterEach(() => vi.restoreAllMocks());

const SEED = 4242;
const settings = { duration: 30, difficulty: 'medium', rounds: 1 } as const;
const header: RunLogHeader = {
  ticketId: 'ticket-1',
  game: 'swimming',
  rulesVersion: 1,
  settings,
  seed: SEED,
  aiSeats: 3,
  startedAtMs: 1_700_000_000_000,
};

function playSwimming(recorder: RunRecorder | null) {
  let handle: GameHandle<SwimmingState, SwimmingInput> | undefined;
  const players = practicePlayers(SEED, 3);
  function Swim() {
    handle = useGameClock(swimmingRules, () => initGame(swimmingRules, players, settings, SEED));
    return null;
  }
  render(
    <GameSourceContext value={recorder ? recordedLocalGames(recorder) : null}>
      <Swim />
    </GameSourceContext>,
  );
  return {
    act: (input: SwimmingInput) => actNow(() => handle!.act(input)),
    state: () => handle!.state,
  };
}

describe('the run recorder in the game clock', () => {
  it('records a local play that re-plays to the very state it reached', () => {
    const recorder = createRunRecorder(header);
    const game = playSwimming(recorder);
    runFrame(16);
    runFrame(17);
    game.act({ type: 'start' });
    // Uneven frames (16–17 ms and a few long ones), a stroke every 7th frame or so, a hidden tab for 1.5 s.
    let frame = 0;
    while (!swimmingRules.isOver(game.state()) && frame < 5000) {
      frame++;
      runFrame(frame % 97 === 0 ? 120 : 16 + (frame % 3 === 0 ? 1 : 0));
      if (frame % 12 === 0) game.act({ type: 'stroke' });
      if (frame === 250) {
        setHidden(true);
        now += 1500;
        setHidden(false);
      }
    }
    expect(swimmingRules.isOver(game.state())).toBe(true);
    const log = recorder.finish(header.startedAtMs + 40_000);
    expect(log.inputs.length).toBeGreaterThan(8);
    expect(log.pauses).toHaveLength(1);
    // The pause runs from the last frame before the tab was hidden to the first after it came back.
    expect(log.pauses[0]!.ms).toBe(1500 + 16);

    const decoded = decodeRunLog(encodeRunLog(log));
    if (!decoded.ok) throw new Error(decoded.reason);
    const replayed = replayRun(swimmingRules, practicePlayers(SEED, 3), decoded.log);
    expect(replayed.refused).toBeNull();
    expect(replayed.overStep).not.toBeNull();
    expect(replayed.state).toEqual(game.state());
    expect(swimmingRules.results(replayed.state)).toEqual(swimmingRules.results(game.state()));
  });

  it('records only inputs that changed the state, and no steps for a game without a recorder', () => {
    const recorder = createRunRecorder(header);
    const game = playSwimming(recorder);
    runFrame(16);
    game.act({ type: 'stroke' }); // on the ready screen: refused, not recorded
    game.act({ type: 'start' });
    game.act({ type: 'start' }); // already counting down: changes nothing
    runFrame(16);
    expect(recorder.finish(0).inputs).toEqual([{ step: 0, input: { type: 'start' } }]);
    expect(recorder.steps).toBe(1);
  });

  it('keeps one of a run of superseding inputs (a moving pointer), at the last one’s step', () => {
    const recorder = createRunRecorder({ ...header, game: 'archery' });
    recorder.input({ type: 'start' });
    recorder.stepped(3);
    recorder.input({ type: 'aim', x: 1, y: 2 });
    recorder.stepped(2);
    recorder.input({ type: 'aim', x: 3, y: 4 });
    recorder.input({ type: 'shoot' });
    recorder.input({ type: 'aim', x: 5, y: 6 });
    expect(recorder.finish(0).inputs).toEqual([
      { step: 0, input: { type: 'start' } },
      { step: 5, input: { type: 'aim', x: 3, y: 4 } },
      { step: 5, input: { type: 'shoot' } },
      { step: 5, input: { type: 'aim', x: 5, y: 6 } },
    ]);
  });

  it('re-plays archery the same whether or not the superseded pointer moves are kept', () => {
    const players = practicePlayers(9, 3);
    const inputs = [{ step: 0, input: { type: 'start' } }];
    const kept = [...inputs];
    for (let shot = 0; shot < 20; shot++) {
      const base = 10 + shot * 150;
      for (let move = 0; move < 30; move++) {
        const aim = { type: 'aim', x: 100 + shot * 3 + move, y: 160 - move / 4 };
        inputs.push({ step: base + move * 2, input: aim });
      }
      kept.push(inputs.at(-1)!);
      const shoot = { step: base + 80, input: { type: 'shoot' } };
      inputs.push(shoot);
      kept.push(shoot);
    }
    const log = { game: 'archery' as const, settings, seed: 9, endStep: 4000 };
    const all = replayRun(archeryRules, players, { ...log, inputs });
    const fewer = replayRun(archeryRules, players, { ...log, inputs: kept });
    expect(all.overStep).toBe(3000);
    expect(archeryRules.results(fewer.state)).toEqual(archeryRules.results(all.state));
    expect(fewer.state.archers[0]!.score).toBeGreaterThan(0);
  });
});
