import { describe, expect, it } from 'vitest';
import {
  frameStats,
  interactionToNextPaint,
  percentile,
  PLAYED_UNTIL_STAMP,
} from './frameStats.mjs';

const ORIGIN = 'http://localhost:4190';
/** A complete trace event on the page's main thread; ts and dur in ms here, µs in the trace. */
const ev = (name, ts, dur, url) => ({
  name,
  ph: 'X',
  ts: ts * 1000,
  dur: dur * 1000,
  pid: 1,
  tid: 7,
  ...(url === undefined ? {} : { args: { data: { url } } }),
});
const app = `${ORIGIN}/assets/index.js`;

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([3], 95)).toBe(3);
    expect(percentile([], 50)).toBe(0);
  });
});

describe('frameStats', () => {
  it('gives each frame its rAF time and all scripting up to the next rAF, nested events once', () => {
    const events = [
      ev('FireAnimationFrame', 0, 1),
      ev('FunctionCall', 0.1, 0.8, app), // inside the rAF: not counted again
      ev('FunctionCall', 5, 2, app), // React's render task
      ev('RunMicrotasks', 8, 0.5),
      ev('FireAnimationFrame', 16.7, 0.5),
      ev('EventDispatch', 20, 3),
      ev('FunctionCall', 20.5, 2, app),
      ev('Layout', 24, 4), // not scripting
      { ...ev('FunctionCall', 25, 9, app), tid: 99 }, // another thread
    ];
    const stats = frameStats(events, ORIGIN);
    expect(stats.frames).toBe(2);
    expect(stats.rafMs).toEqual([1, 0.5]);
    expect(stats.scriptMs).toEqual([3.5, 3.5]);
    expect(stats.dropped).toBe(0);
  });

  it('leaves out the harness’s scripts and counts skipped frames', () => {
    const events = [
      ev('FireAnimationFrame', 0, 1),
      ev('EvaluateScript', 2, 5), // a Playwright evaluation: no URL of the page
      ev('EventDispatch', 8, 3),
      ev('FunctionCall', 8.5, 1, ''), // a Playwright listener inside the event
      ev('FunctionCall', 9.5, 1, app),
      ev('FireAnimationFrame', 50, 1), // two frames skipped
    ];
    const stats = frameStats(events, ORIGIN);
    expect(stats.scriptMs).toEqual([3, 1]);
    expect(stats.dropped).toBe(2);
  });

  it('makes one frame of rAF callbacks run back to back', () => {
    const stats = frameStats(
      [ev('FireAnimationFrame', 0, 1), ev('FireAnimationFrame', 1.2, 1)],
      ORIGIN,
    );
    expect(stats.frames).toBe(1);
    expect(stats.rafMs).toEqual([2]);
  });

  it('leaves out the frames and scripts from the played-until stamp on (a replay’s seek)', () => {
    const stamp = (ts, message) => ({
      name: 'TimeStamp',
      ph: 'I',
      ts: ts * 1000,
      pid: 1,
      tid: 7,
      args: { data: { message } },
    });
    const events = [
      ev('FireAnimationFrame', 0, 1),
      ev('FireAnimationFrame', 16.7, 0.5),
      stamp(20, 'another stamp'),
      ev('FunctionCall', 21, 2, app), // before the stamp: the last frame's
      stamp(24, PLAYED_UNTIL_STAMP),
      ev('EventDispatch', 25, 4), // the seek's key press
      ev('FireAnimationFrame', 33.3, 30), // the seek's frame
    ];
    const stats = frameStats(events, ORIGIN);
    expect(stats.frames).toBe(2);
    expect(stats.rafMs).toEqual([1, 0.5]);
    expect(stats.scriptMs).toEqual([1, 2.5]);
  });

  it('reports nothing without animation frames', () => {
    expect(frameStats([ev('FunctionCall', 0, 1, app)], ORIGIN)).toEqual({
      frames: 0,
      rafMs: [],
      scriptMs: [],
      dropped: 0,
    });
  });
});

describe('interactionToNextPaint', () => {
  it('takes each interaction’s longest event and the worst interaction under 50', () => {
    const entries = [
      { interactionId: 1, duration: 24 },
      { interactionId: 1, duration: 40 },
      { interactionId: 2, duration: 32 },
      { interactionId: 0, duration: 200 }, // not an interaction
    ];
    expect(interactionToNextPaint(entries)).toBe(40);
  });

  it('ignores one outlier per 50 interactions, counting those under the threshold too', () => {
    const entries = [
      { interactionId: 1, duration: 120 },
      { interactionId: 2, duration: 48 },
    ];
    expect(interactionToNextPaint(entries, 49)).toBe(120);
    expect(interactionToNextPaint(entries, 60)).toBe(48);
    expect(interactionToNextPaint(entries, 120)).toBeNull();
    expect(interactionToNextPaint([], 80)).toBeNull();
  });
});
