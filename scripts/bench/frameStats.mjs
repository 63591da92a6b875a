// Pure arithmetic on a Chromium trace and the page's observer entries, kept apart from the browser driving
// so it can be unit tested (on made-up events; no timings are asserted anywhere).

export const FRAME_MS = 1000 / 60;

/** Trace events that DevTools counts as Scripting; only the outermost one of a nest is summed. */
const SCRIPT_EVENTS = new Set([
  'FireAnimationFrame',
  'FunctionCall',
  'EventDispatch',
  'TimerFire',
  'RunMicrotasks',
  'EvaluateScript',
  'v8.evaluateModule',
  'MinorGC',
  'MajorGC',
]);

/** The value at percentile p (nearest rank) of the numbers given; 0 for none. */
export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/**
 * The message of the console.timeStamp a play leaves in its trace where its measured part ends (a replay's
 * playback, before the seek to its end: replayPlays.mjs). Frames from there on are not the play's.
 */
export const PLAYED_UNTIL_STAMP = 'frameBench: played until';

/**
 * From the trace of a play: per animation frame, the rAF callbacks' time (FireAnimationFrame) and all the
 * page's scripting attributed to that frame (everything from one rAF to the next: the rules' tick, React's
 * render and commit, input handlers, microtasks), plus the rAF ticks that were skipped (dropped frames).
 * Events of scripts from another origin (the harness's own evaluations) are left out, and so is everything from
 * a PLAYED_UNTIL_STAMP on.
 * @param {{ name: string, ph: string, ts: number, dur?: number, pid: number, tid: number,
 *   args?: { data?: { url?: string } } }[]} events
 * @param {string} origin e.g. 'http://localhost:4190'
 */
export function frameStats(events, origin) {
  const stamp = events.find(
    (e) => e.name === 'TimeStamp' && e.args?.data?.message === PLAYED_UNTIL_STAMP,
  );
  const until = stamp?.ts ?? Infinity;
  const callbacks = events
    .filter((e) => e.name === 'FireAnimationFrame' && e.ph === 'X' && e.ts < until)
    .sort((a, b) => a.ts - b.ts);
  if (callbacks.length === 0) {
    return { frames: 0, rafMs: [], scriptMs: [], dropped: 0 };
  }
  // One frame may run several rAF callbacks back to back: they make one frame.
  const rafs = [];
  for (const e of callbacks) {
    const last = rafs[rafs.length - 1];
    if (last && e.ts - last.ts < (FRAME_MS / 2) * 1000) last.dur += e.dur ?? 0;
    else rafs.push({ ts: e.ts, dur: e.dur ?? 0 });
  }
  const { pid, tid } = callbacks[0];
  // The harness's own scripts (Playwright's evaluations and listeners) have no URL of the page's origin.
  const foreign = (e) =>
    (e.name === 'FunctionCall' || e.name === 'EvaluateScript') &&
    !String(e.args?.data?.url ?? '').startsWith(origin);
  const scripts = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && SCRIPT_EVENTS.has(e.name))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));

  // Outermost events only (a FunctionCall inside an EventDispatch is the same time, counted once), less the
  // harness's listeners nested in them.
  const outermost = [];
  let outer = null;
  let foreignUntil = -Infinity;
  for (const e of scripts) {
    const end = e.ts + (e.dur ?? 0);
    if (outer && e.ts < outer.end) {
      if (outer.kept && foreign(e) && e.ts >= foreignUntil) {
        outer.ms -= (e.dur ?? 0) / 1000;
        foreignUntil = end;
      }
      continue;
    }
    outer = { ts: e.ts, end, ms: (e.dur ?? 0) / 1000, kept: !foreign(e) };
    if (outer.kept) outermost.push(outer);
  }

  // Frame i runs from rAF i to rAF i+1; the last frame ends a frame interval after its rAF.
  const scriptMs = rafs.map(() => 0);
  let frame = 0;
  const lastEnd = Math.min(rafs[rafs.length - 1].ts + FRAME_MS * 1000, until);
  for (const e of outermost) {
    if (e.ts < rafs[0].ts || e.ts >= lastEnd) continue;
    while (frame + 1 < rafs.length && rafs[frame + 1].ts <= e.ts) frame++;
    scriptMs[frame] += e.ms;
  }

  let dropped = 0;
  for (let i = 1; i < rafs.length; i++) {
    const gapMs = (rafs[i].ts - rafs[i - 1].ts) / 1000;
    dropped += Math.max(0, Math.round(gapMs / FRAME_MS) - 1);
  }
  return {
    frames: rafs.length,
    rafMs: rafs.map((e) => e.dur / 1000),
    scriptMs,
    dropped,
  };
}

/**
 * Interaction to Next Paint from Event Timing entries: each interaction's longest event, then the highest
 * one ignoring one outlier per 50 interactions (as web-vitals computes it). null when no entry passed the
 * observer's 16 ms threshold (every interaction took less).
 * @param {{ interactionId: number, duration: number }[]} entries
 * @param {number} [interactionCount] all interactions, also those under the threshold
 *   (performance.interactionCount); defaults to the ones seen in the entries
 */
export function interactionToNextPaint(entries, interactionCount) {
  const longest = new Map();
  for (const { interactionId, duration } of entries) {
    if (!interactionId) continue;
    longest.set(interactionId, Math.max(longest.get(interactionId) ?? 0, duration));
  }
  if (longest.size === 0) return null;
  const sorted = [...longest.values()].sort((a, b) => b - a);
  const count = Math.max(interactionCount ?? 0, sorted.length);
  const skip = Math.floor(count / 50);
  // Interactions under the threshold are shorter than every entry here: skipping past the list means INP < 16.
  return skip < sorted.length ? sorted[skip] : null;
}
