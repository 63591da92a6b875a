// A stored run plays back in a game's own view through the source seam: the view shows the replay's state at the
// playback's time, this device's presses change nothing, and the playback pauses, plays at 0.5×/1×/2×, seeks,
// restarts and stands still while the tab is hidden.
import { fireEvent, render, screen } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import SwimmingGame from '../swimming/SwimmingGame';
import { controlAnimationFrames } from '../../test/animationFrames';
import { GameSourceContext } from './gameSource';
import { ReplayPlayback, replayGames, runTimeline } from './replayGameSource';
import { STEADY_SWIMMING, steadySwimmingLog } from '../../test/steadySwimmingLog';
import { replayRun } from '../../../shared/runs/replayRun';
import { createReplayer } from '../../../shared/runs/replayer';
import { swimmingRules, type SwimmingState } from '../../../shared/games/swimming/rules';
import { HUMAN_PLAYER_ID } from '../../../shared/games/core/players';
import { inNextTask } from '../../lib/inNextTask';

const { players, settings, seed } = STEADY_SWIMMING;
const log = steadySwimmingLog();
const reference = createReplayer(swimmingRules, players, log);
/** Your strokes at `ms` of the playback (which starts at the Start input, step 100). */
const strokesAt = (ms: number) =>
  (reference.stateAt(100 + ms / 10) as SwimmingState).swimmers.find(
    (swimmer) => swimmer.player.id === HUMAN_PLAYER_ID,
  )!.strokes;

describe('a replay’s playback', () => {
  afterEach(() => vi.useRealTimers());

  it('runs from the Start to the end of the run, at its speed, and stops there', () => {
    vi.useFakeTimers();
    const playback = new ReplayPlayback(runTimeline(log, players));
    /** The snapshot once the controls heard of the frame's move (a task after it). */
    const heard = () => {
      vi.runOnlyPendingTimers();
      return playback.getSnapshot();
    };
    playback.bind(swimmingRules);
    expect(playback.durationMs).toBe((log.endStep - 100) * 10);
    playback.view(1000);
    playback.view(2000);
    expect(heard()).toMatchObject({ positionMs: 1000, playing: true, speed: 1 });
    playback.setSpeed(2);
    playback.view(2500);
    expect(heard().positionMs).toBe(2000);
    playback.setSpeed(0.5);
    playback.view(3500);
    expect(heard().positionMs).toBe(2500);
    playback.pause();
    playback.view(9000);
    expect(heard()).toMatchObject({ positionMs: 2500, playing: false });
    playback.play();
    playback.setSpeed(1);
    playback.hold();
    playback.view(60_000);
    expect(heard().positionMs).toBe(2500);
    playback.view(60_000 + playback.durationMs);
    expect(heard()).toMatchObject({
      positionMs: playback.durationMs,
      playing: false,
    });
    expect(playback.viewStopped).toBe(true);
    // Play at the end plays again from the start.
    playback.play();
    expect(heard()).toMatchObject({ positionMs: 0, playing: true });
    expect(swimmingRules.isOver(playback.latest() as SwimmingState)).toBe(false);
  });

  it('tells its controls when it moves, at most every 100 ms of the timeline, after the frame', () => {
    vi.useFakeTimers();
    const playback = new ReplayPlayback(runTimeline(log, players));
    playback.bind(swimmingRules);
    const changes = vi.fn();
    playback.subscribe(changes);
    playback.view(0);
    playback.view(50);
    expect(changes).not.toHaveBeenCalled();
    playback.view(120);
    // Not in the frame that moved it: in a task of its own, once however many frames moved it meanwhile.
    expect(changes).not.toHaveBeenCalled();
    playback.view(240);
    vi.runOnlyPendingTimers();
    expect(changes).toHaveBeenCalledTimes(1);
    expect(playback.getSnapshot().positionMs).toBe(240);
    playback.seek(3000);
    expect(playback.getSnapshot().positionMs).toBe(3000);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('works out the steps it is about to show in a task after the frame, so its frames run no game', async () => {
    const timeline = runTimeline(log, players);
    let stateAt: MockInstance | undefined;
    const playback = new ReplayPlayback({
      ...timeline,
      replayerFor: (rules) => {
        const replayer = timeline.replayerFor(rules);
        stateAt = vi.spyOn(replayer, 'stateAt');
        return replayer;
      },
    });
    playback.bind(swimmingRules);
    /** The replayer's runs while a frame shows the playback at `nowMs`. */
    const runsInFrame = (nowMs: number) => {
      const before = stateAt!.mock.calls.length;
      playback.view(nowMs);
      return stateAt!.mock.calls.length - before;
    };
    expect(runsInFrame(0)).toBe(1);
    expect(runsInFrame(16)).toBe(1);
    // The task after that frame works out 250 ms ahead (a wait queued after it, in the same queue, comes after it).
    await new Promise<void>((done) => inNextTask(done));
    for (let nowMs = 33; nowMs <= 203; nowMs += 17) expect(runsInFrame(nowMs)).toBe(0);
    expect(playback.latest()).toEqual(reference.stateAt(100 + 20));
    // A seek is run at once, in its frame; paused, nothing is worked out ahead.
    playback.pause();
    playback.seek(5000);
    expect(runsInFrame(300)).toBe(1);
    await new Promise<void>((done) => inNextTask(done));
    expect(runsInFrame(400)).toBe(0);
    expect(stateAt!.mock.calls.length).toBeLessThan(60);
    expect(playback.latest()).toEqual(reference.stateAt(100 + 500));
  });
});

describe('a ghost race’s playback', () => {
  /** The ghost: the same seed, its Start at step 300 and a stroke every 400 ms from step 700. */
  const ghostLog = (() => {
    const inputs = [{ step: 300, input: { type: 'start' } as unknown }];
    for (let step = 700; step < 12_000; step += 40)
      inputs.push({ step, input: { type: 'stroke' } });
    const draft = { ...log, endStep: 12_000, inputs };
    const over = replayRun(swimmingRules, players, draft).overStep!;
    return { ...draft, aiSeats: 3, endStep: over, inputs: inputs.filter((i) => i.step <= over) };
  })();
  const ghostReference = createReplayer(swimmingRules, players, ghostLog);
  const ghostStrokesAt = (step: number) =>
    (ghostReference.stateAt(step) as SwimmingState).swimmers.find(
      (swimmer) => swimmer.player.id === HUMAN_PLAYER_ID,
    )!.strokes;
  const strokesOf = (state: SwimmingState | undefined) =>
    state?.swimmers.find((swimmer) => swimmer.player.id === HUMAN_PLAYER_ID)?.strokes;

  it('shows the ghost from its own Start at the run’s Start, step for step, also after a seek', () => {
    const playback = new ReplayPlayback(
      runTimeline(log, players, { name: 'Bruno', log: ghostLog }),
    );
    const source = playback.bind(swimmingRules);
    source.view(0);
    source.view(6000);
    const ghost = source.ghost?.();
    expect(ghost).toMatchObject({ name: 'Bruno', playerId: HUMAN_PLAYER_ID });
    // 6 s after the run's Start is 600 steps after the ghost's (step 300).
    expect(ghostStrokesAt(900)).toBeGreaterThan(0);
    expect(strokesOf(ghost?.state)).toBe(ghostStrokesAt(900));
    expect(strokesOf(source.view(6000) ?? undefined)).toBe(strokesAt(6000));
    // The same ghost while the playback stands still: the clock repaints it only when it moves.
    expect(source.ghost?.()).toBe(ghost);
    expect(playback.durationMs).toBeGreaterThan(7000);
    playback.seek(7000);
    source.view(6000);
    expect(strokesOf(source.ghost?.()?.state)).toBe(ghostStrokesAt(1000));
    // At the run's end the ghost is where it was when the run ended.
    playback.seek(playback.durationMs);
    expect(strokesOf(source.ghost?.()?.state)).toBe(ghostStrokesAt(300 + playback.durationMs / 10));
    playback.seek(1000);
    expect(strokesOf(source.ghost?.()?.state)).toBe(ghostStrokesAt(400));
  });

  it('gives no ghost for a run that raced none', () => {
    const source = new ReplayPlayback(runTimeline(log, players)).bind(swimmingRules);
    source.view(0);
    source.view(6000);
    expect(source.ghost?.() ?? null).toBeNull();
  });
});

describe('a game view on a replay', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the run as it was played, ignores presses, and follows pause, speed and seeks', () => {
    const frames = controlAnimationFrames();
    const playback = new ReplayPlayback(runTimeline(log, players));
    const onFinish = vi.fn();
    render(
      <GameSourceContext.Provider value={replayGames(playback)}>
        <SwimmingGame players={players} settings={settings} seed={seed} onFinish={onFinish} />
      </GameSourceContext.Provider>,
    );
    frames.run(1, 16);
    frames.run(400, 10); // 4 s: past GO (3 s) and the first strokes
    const stroke = screen.getByRole('button', { name: /STROKE/ });
    expect(strokesAt(4000)).toBeGreaterThan(0);
    expect(stroke).toHaveTextContent(`STROKE ${strokesAt(4000)}`);
    fireEvent.click(stroke);
    expect(stroke).toHaveTextContent(`STROKE ${strokesAt(4000)}`);
    // The view binds no keys on a replay: Space is left to the page's controls (a stroke would prevent it).
    expect(fireEvent.keyDown(window, { key: ' ' })).toBe(true);

    playback.pause();
    frames.run(100, 10);
    expect(stroke).toHaveTextContent(`STROKE ${strokesAt(4000)}`);
    playback.play();
    playback.setSpeed(2);
    frames.run(100, 10); // 1 s at 2×
    expect(stroke).toHaveTextContent(`STROKE ${strokesAt(6000)}`);

    playback.seek(2000);
    frames.run(1, 10);
    expect(playback.getSnapshot().positionMs).toBe(2000);
    expect(stroke).not.toHaveTextContent(`STROKE ${strokesAt(6000)}`);

    playback.seek(playback.durationMs);
    frames.run(2, 10);
    expect(onFinish).toHaveBeenCalledTimes(1);
    const you = (onFinish.mock.calls[0]![0] as { playerId: string; score: number }[]).find(
      (entry) => entry.playerId === HUMAN_PLAYER_ID,
    );
    expect(you?.score).toBe(
      swimmingRules
        .results(replayRun(swimmingRules, players, log).state)
        .find((entry) => entry.playerId === HUMAN_PLAYER_ID)?.score,
    );
  });
});
