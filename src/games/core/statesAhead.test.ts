// The states a replay works out ahead are the replayer's own, in any order of looks and work ahead, and a look at a
// step worked out ahead runs no game.
import fc from 'fast-check';
import { StatesAhead } from './statesAhead';
import { inNextTask } from '../../lib/inNextTask';
import { STEADY_SWIMMING, steadySwimmingLog } from '../../test/steadySwimmingLog';
import { createReplayer } from '../../../shared/runs/replayer';
import { swimmingRules, type SwimmingState } from '../../../shared/games/swimming/rules';

const { players } = STEADY_SWIMMING;
const log = steadySwimmingLog();
const reference = createReplayer(swimmingRules, players, log);

describe('the states a replay works out ahead', () => {
  it('are the states after each step, and a look at one of them runs no game', () => {
    const replayer = createReplayer(swimmingRules, players, log);
    const ahead = new StatesAhead(replayer);
    expect(ahead.lastStep).toBe(-1);
    expect(log.endStep).toBeGreaterThan(550);
    expect(ahead.at(400)).toEqual(reference.stateAt(400));
    ahead.runTo(450);
    expect(ahead.lastStep).toBe(450);
    const stateAt = vi.spyOn(replayer, 'stateAt');
    for (let step = 401; step <= 450; step += 7) {
      expect(ahead.at(step)).toEqual(reference.stateAt(step));
    }
    expect(stateAt).not.toHaveBeenCalled();
    // A step not worked out yet is run at once: after the last one, and before the first one kept.
    expect(ahead.at(500)).toEqual(reference.stateAt(500));
    expect(ahead.at(420)).toEqual(reference.stateAt(420));
    expect(stateAt).toHaveBeenCalledTimes(2);
  });

  it('are worked out in the task after the first frame that asks, then by a timer while frames keep asking', async () => {
    // The timer is faked; the task after the frame (a message) and the wait for it (queued after it) are real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const ahead = new StatesAhead(createReplayer(swimmingRules, players, log));
      const nextTask = () => new Promise<void>((done) => inNextTask(done));
      ahead.at(400);
      ahead.keepAhead(20);
      expect(ahead.lastStep).toBe(400);
      await nextTask();
      expect(ahead.lastStep).toBe(420);
      expect(vi.getTimerCount()).toBe(1);
      // The frames that follow only note that they ask: no task, no second timer.
      ahead.at(405);
      ahead.keepAhead(20);
      ahead.at(410);
      ahead.keepAhead(20);
      await nextTask();
      expect(ahead.lastStep).toBe(420);
      expect(vi.getTimerCount()).toBe(1);
      vi.advanceTimersByTime(50);
      expect(ahead.lastStep).toBe(430);
      // No frame asked since (paused, or gone): the timer stops.
      vi.advanceTimersByTime(50);
      expect(vi.getTimerCount()).toBe(0);
      expect(ahead.lastStep).toBe(430);
      // A frame that asks again starts it again.
      ahead.at(415);
      ahead.keepAhead(40);
      await nextTask();
      expect(ahead.lastStep).toBe(455);
      expect(vi.getTimerCount()).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stop at the end of the run', () => {
    const ahead = new StatesAhead(createReplayer(swimmingRules, players, log));
    ahead.at(log.endStep - 5);
    ahead.runTo(log.endStep + 500);
    expect(ahead.lastStep).toBe(log.endStep);
    expect(swimmingRules.isOver(ahead.at(log.endStep + 10) as SwimmingState)).toBe(true);
  });

  it('match the replayer whatever the order of looks, seeks and work ahead', () => {
    const step = fc.integer({ min: 0, max: log.endStep + 20 });
    const move = fc.oneof(
      fc.record({ look: step }),
      fc.record({ lookOn: fc.integer({ min: 0, max: 40 }) }),
      fc.record({ workAhead: fc.integer({ min: 0, max: 80 }) }),
    );
    fc.assert(
      fc.property(fc.array(move, { minLength: 1, maxLength: 25 }), (moves) => {
        const ahead = new StatesAhead(createReplayer(swimmingRules, players, log));
        let shown = 0;
        for (const next of moves) {
          if ('workAhead' in next) {
            ahead.runTo(shown + next.workAhead);
            continue;
          }
          shown = 'look' in next ? next.look : shown + next.lookOn;
          expect(ahead.at(shown)).toEqual(reference.stateAt(shown));
        }
      }),
      { numRuns: 60 },
    );
  });
});
