// Per game, during scripted plays at 4x CPU throttling (CDP Emulation.setCPUThrottlingRate): scripting time
// per animation frame from a trace (the rAF callbacks alone, from FireAnimationFrame events, and all the
// page's scripting between one rAF and the next, which includes React's render of the new state) and dropped
// frames from a traced play; long animation frames (the long-animation-frame observer) and INP (Event Timing)
// from a second, untraced play. The main control is pressed about 20 times a second in both. Each game is
// played so three times (BENCH_FRAME_RUNS) and its row shows the medians (playsMedian.mjs). Prints figures; not
// a gate (timings on a shared machine are noisy).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { BROWSER_ARGS, findBrowser, INSTALL_HINT } from '../browser-path.mjs';
import { GAME_PLAYS } from './gamePlays.mjs';
import { FLOOR_NAME, FLOOR_PLAY } from './floorPlay.mjs';
import { frameStats, interactionToNextPaint, percentile } from './frameStats.mjs';
import { medianRow, playsCount, playsLine, playsOver } from './playsMedian.mjs';

/** The rate the targets are set for. */
export const TARGET_CPU_THROTTLING = 4;

/**
 * BENCH_CPU_THROTTLING=1 measures the frames unthrottled: the page's own work per frame, without Chromium's
 * throttler (which slows the main thread by spinning it in slices of up to 3 ms, whatever runs). No verdicts
 * then: the targets are set for 4x.
 */
export function throttlingRate(text) {
  return benchSetting('BENCH_CPU_THROTTLING', text, {
    fallback: TARGET_CPU_THROTTLING,
    min: 1,
    max: 20,
  });
}

/**
 * A number a BENCH_ variable sets: `fallback` when unset or empty; otherwise a number from `min` to `max`
 * (a whole one if `whole`), or an error naming the variable.
 */
function benchSetting(name, text, { fallback, min, max, whole = false }) {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  const fits = whole ? Number.isInteger(value) : Number.isFinite(value);
  if (!fits || value < min || value > max) {
    const kind = whole ? 'a whole number' : 'a number';
    throw new Error(`${name} must be ${kind} from ${min} to ${max}, not '${text}'`);
  }
  return value;
}

export const CPU_THROTTLING = throttlingRate(process.env.BENCH_CPU_THROTTLING);

/** How many times each game is played (traced and untraced) by default; its figures are their medians. */
export const DEFAULT_FRAME_RUNS = 3;

/** BENCH_FRAME_RUNS: how many plays of each game the table's medians are of (1 to 9). */
export function frameRuns(text) {
  return benchSetting('BENCH_FRAME_RUNS', text, {
    fallback: DEFAULT_FRAME_RUNS,
    min: 1,
    max: 9,
    whole: true,
  });
}

export const FRAME_RUNS = frameRuns(process.env.BENCH_FRAME_RUNS);
export const PLAY_MS = 6_000;
export const FRAME_TARGETS = { p95Ms: 2, longFrames: 0, inpMs: 50 };
/** A replay's one interaction is the seek to the end of the run, whose target is its own (issue 23). */
export const SEEK_TARGET_MS = 100;

// What the figures need (FireAnimationFrame, FunctionCall, EventDispatch, TimerFire: devtools.timeline;
// RunMicrotasks: v8.execute) and no more: heavier categories slow the frames they measure.
// BENCH_TRACE_SAMPLES=1 adds V8's sampling profiler (to see where a frame's time goes; it slows the frames).
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'v8.execute',
  ...(process.env.BENCH_TRACE_SAMPLES ? ['disabled-by-default-v8.cpu_profiler'] : []),
].join(',');

async function traceEvents(cdp, run) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
  try {
    await run();
  } finally {
    await cdp.send('Tracing.end');
    await done;
  }
  return events;
}

/** Runs in the page before its scripts: collects long animation frames and interactions from the start. */
function installObservers() {
  const store = { since: 0, loaf: [], events: [] };
  Object.defineProperty(window, '__frameBench', { value: store });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      store.loaf.push({
        start: e.startTime,
        duration: e.duration,
        blockingDuration: e.blockingDuration,
        renderStart: e.renderStart,
        styleAndLayoutStart: e.styleAndLayoutStart,
        // Where the frame's time went: the scripts that ran in it (what invoked them, from which file).
        scripts: (e.scripts ?? []).map((script) => ({
          invoker: script.invoker,
          invokerType: script.invokerType,
          sourceURL: script.sourceURL,
          sourceFunctionName: script.sourceFunctionName,
          start: script.startTime,
          duration: script.duration,
          forcedStyleAndLayoutDuration: script.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) {
        store.events.push({
          start: e.startTime,
          interactionId: e.interactionId,
          duration: e.duration,
        });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * Starts counting: only what happens from here on is the play's. Called once tracing runs and the play has
 * found its controls, two frames on, so neither the trace's start nor Playwright's queries for the controls
 * (long frames of no script of the page's) count as the game's.
 */
const markStart = () =>
  new Promise((resolve) => {
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const store = window.__frameBench;
        store.since = performance.now();
        store.interactionsBefore = performance.interactionCount ?? 0;
        resolve(undefined);
      }),
    );
  });

const readStore = () => {
  const { since, loaf, events, interactionsBefore, playedUntil } = window.__frameBench;
  return {
    since,
    playedUntil: playedUntil ?? null,
    loaf: loaf.filter((e) => e.start >= since),
    events: events.filter((e) => e.start >= since),
    interactions: (performance.interactionCount ?? 0) - interactionsBefore,
  };
};

/**
 * One scripted play of `play` in a fresh page at 4x throttling: the long animation frames and interactions
 * the page observed, and when traced the trace's events (`traceEvents`). The two are separate plays because
 * tracing itself slows the page's main thread: in a traced play the observers saw long frames (~40 ms before
 * rendering, no script) that an untraced play of the same build does not have.
 */
async function playOnce(browser, baseUrl, play, playMs, traced) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(installObservers);
    await play.open(page, baseUrl);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    const measuredPlay = async () => {
      const run = await play.prepare(page);
      await page.evaluate(markStart);
      await run(playMs);
    };
    const traceEventsOfPlay = traced
      ? await traceEvents(cdp, measuredPlay)
      : (await measuredPlay(), []);
    const stillPlaying = await play.control(page).isVisible();
    const observed = await page.evaluate(readStore);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { ...observed, traceEvents: traceEventsOfPlay, stillPlaying };
  } finally {
    await context.close();
  }
}

/**
 * One traced and one untraced play of `play` (the `run`th), as one row of figures: the frames from the trace,
 * the long animation frames and INP from the untraced play.
 */
async function measurePlay(browser, baseUrl, play, playMs, origin, run) {
  const traced = await playOnce(browser, baseUrl, play, playMs, true);
  const observed = await playOnce(browser, baseUrl, play, playMs, false);
  const stats = frameStats(traced.traceEvents, origin);
  // BENCH_TRACE_DIR=dir keeps each traced play's events (dir/<game>.json, then dir/<game>-2.json…), to read in
  // DevTools' Performance panel.
  if (process.env.BENCH_TRACE_DIR) {
    const name = `${play.name.replace(/\W+/g, '-')}${run > 1 ? `-${run}` : ''}`;
    writeFileSync(
      join(process.env.BENCH_TRACE_DIR, `${name}.json`),
      JSON.stringify({ traceEvents: traced.traceEvents }),
    );
  }
  // A replay's play ends with a seek (replayPlays.mjs): its long frames are the seek's, not the playback's.
  const until = observed.playedUntil ?? Infinity;
  const playLoaf = observed.loaf.filter((e) => e.start < until);
  const seekLoaf = observed.loaf.filter((e) => e.start >= until);
  return {
    game: play.name,
    frames: stats.frames,
    rafMedianMs: percentile(stats.rafMs, 50),
    rafP95Ms: percentile(stats.rafMs, 95),
    scriptMedianMs: percentile(stats.scriptMs, 50),
    scriptP95Ms: percentile(stats.scriptMs, 95),
    dropped: stats.dropped,
    longFrames: playLoaf.length,
    longestFrameMs: playLoaf.reduce((max, e) => Math.max(max, e.duration), 0),
    ...(observed.playedUntil === null
      ? {}
      : {
          seekLongFrames: seekLoaf.length,
          seekLongestFrameMs: seekLoaf.reduce((max, e) => Math.max(max, e.duration), 0),
        }),
    longFrameDetails: observed.loaf.map((e) => describeLongFrame(e, observed.since)),
    interactions: observed.interactions,
    inpMs: interactionToNextPaint(observed.events, observed.interactions),
    stillPlaying: traced.stillPlaying && observed.stillPlaying,
  };
}

/**
 * @param {string} baseUrl
 * @param {{ playMs?: number, games?: string[], extraPlays?: object[], runs?: number }} [options] games: only
 *   these plays (all when empty); extraPlays: more plays of the same shape (the replays, replayPlays.mjs);
 *   runs: how many times each is played, traced and untraced (a row's figures are their medians). The floor
 *   (floorPlay.mjs) is measured first in every run, named or not: the games' figures are read against it.
 */
export async function measureFrames(
  baseUrl,
  { playMs = PLAY_MS, games = [], extraPlays = [], runs = FRAME_RUNS } = {},
) {
  const executablePath = findBrowser();
  if (!executablePath) throw new Error(INSTALL_HINT);
  const origin = new URL(baseUrl).origin;
  const browser = await chromium.launch({ executablePath, args: BROWSER_ARGS });
  const all = [FLOOR_PLAY, ...GAME_PLAYS, ...extraPlays];
  const unknown = games.filter((name) => !all.some((play) => play.name === name));
  if (unknown.length > 0) {
    throw new Error(
      `no play for ${unknown.join(', ')} (games: ${all.map((p) => p.name).join(', ')})`,
    );
  }
  const chosen = games.length > 0 ? all.filter((play) => games.includes(play.name)) : all;
  const plays = [FLOOR_PLAY, ...chosen.filter((play) => play !== FLOOR_PLAY)];
  const rows = [];
  try {
    for (const play of plays) {
      const measured = [];
      for (let run = 1; run <= runs; run++) {
        measured.push(await measurePlay(browser, baseUrl, play, playMs, origin, run));
      }
      rows.push(medianRow(measured));
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * One long animation frame as a line: when in the play it started, how long it took and where (its rendering
 * part, and its longest scripts with what invoked them).
 */
export function describeLongFrame(e, since) {
  const render = e.renderStart ? e.start + e.duration - e.renderStart : 0;
  const scripts = [...e.scripts]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 3)
    .map((s) => {
      const file = String(s.sourceURL ?? '')
        .split('/')
        .pop();
      const where = [s.sourceFunctionName, file].filter(Boolean).join(' in ');
      return `${s.invokerType} ${s.invoker} ${s.duration.toFixed(0)} ms${where ? ` (${where})` : ''}`;
    });
  return (
    `+${((e.start - since) / 1000).toFixed(2)} s: ${e.duration.toFixed(0)} ms, rendering ${render.toFixed(0)} ms` +
    (scripts.length > 0 ? `; ${scripts.join('; ')}` : '')
  );
}

const fixed = (value, width, digits = 2) => value.toFixed(digits).padStart(width);

/**
 * Each play's rAF p95 less the floor's in the same run, for information: the page's own share of its slowest
 * frames, which moves less with the machine's minute than the p95 itself (docs/performance.md). Empty without
 * a floor row.
 */
export function overTheFloor(rows) {
  const floor = rows.find((r) => r.game === FLOOR_NAME);
  if (!floor) return '';
  const sign = (ms) => `${ms < 0 ? '-' : '+'}${Math.abs(ms).toFixed(2)}`;
  return rows
    .filter((r) => r !== floor)
    .map((r) => `${r.game} ${sign(r.rafP95Ms - floor.rafP95Ms)}`)
    .join(', ');
}

export function printFrames(rows) {
  const t = FRAME_TARGETS;
  const runs = playsCount(rows);
  const ofPlays = runs > 1 ? `median of ${runs} plays` : 'one play';
  console.log(
    `\nGame frames at ${CPU_THROTTLING}x CPU throttling, ${PLAY_MS / 1000} s of play each, ${ofPlays} ` +
      `(targets: p95 <= ${t.p95Ms} ms, ${t.longFrames} long animation frames, INP <= ${t.inpMs} ms)`,
  );
  console.log(
    "  rAF = the rAF callbacks (FireAnimationFrame), which the p95 target reads; script = all the page's scripting per frame (rAF + render + input), for information",
  );
  console.log(
    'game           frames  rAF med  rAF p95  script med  script p95  dropped  LoAF  interactions  INP ms',
  );
  for (const r of rows) {
    const inp = r.inpMs === null ? '<16' : r.inpMs.toFixed(0);
    const note =
      r.game === FLOOR_NAME
        ? '  (the yardstick: an empty rAF loop and a one-word click, no targets)'
        : r.seekLongFrames !== undefined
          ? `  (LoAF while it plays; the seek to the end, whose INP this is: ${r.seekLongFrames} long frame${r.seekLongFrames === 1 ? '' : 's'}${r.seekLongFrames ? `, max ${r.seekLongestFrameMs.toFixed(0)} ms` : ''})`
          : r.stillPlaying
            ? ''
            : '  (the game ended during the play)';
    const loaf = r.longFrames ? `${r.longFrames} (max ${r.longestFrameMs.toFixed(0)} ms)` : '0';
    console.log(
      [
        r.game.padEnd(14),
        String(r.frames).padStart(6),
        fixed(r.rafMedianMs, 7),
        fixed(r.rafP95Ms, 8),
        fixed(r.scriptMedianMs, 11),
        fixed(r.scriptP95Ms, 11),
        String(r.dropped).padStart(8),
        loaf.padStart(5),
        String(r.interactions).padStart(13),
        inp.padStart(7),
        note,
      ].join(' '),
    );
  }
  const over = overTheFloor(rows);
  if (over) console.log(`  rAF p95 over the floor's, ms (for information, no target): ${over}`);
  if (runs > 1) {
    console.log('  each play, in order:');
    for (const r of rows) console.log(`    ${r.game.padEnd(15)} ${playsLine(r)}`);
  }
  if (process.env.BENCH_LOAF) {
    for (const r of rows) {
      for (const line of r.longFrameDetails ?? []) console.log(`  ${r.game} long frame ${line}`);
    }
  }
  if (CPU_THROTTLING !== TARGET_CPU_THROTTLING) {
    console.log(`  no verdicts: the targets are set for ${TARGET_CPU_THROTTLING}x`);
    return;
  }
  const games = rows.filter((r) => r.game !== FLOOR_NAME);
  // The verdict reads the medians; the plays over the limit are named beside it, so one bad play shows.
  const verdict = (list, pick, limit) => {
    const missed = list.filter((r) => (pick(r) ?? 0) > limit).map((r) => r.game);
    const over = list
      .map((r) => ({ game: r.game, count: playsOver(r, pick, limit) }))
      .filter(({ count }) => count > 0)
      .map(({ game, count }) => `${game} ${count} of ${runs}`);
    const text = missed.length === 0 ? 'met' : `missed by ${missed.join(', ')}`;
    return runs > 1 ? `${text} (plays over it: ${over.length ? over.join(', ') : 'none'})` : text;
  };
  const plays = games.filter((r) => r.seekLongFrames === undefined);
  const seeks = games.filter((r) => r.seekLongFrames !== undefined);
  console.log(`  target rAF p95 <= ${t.p95Ms} ms: ${verdict(games, (r) => r.rafP95Ms, t.p95Ms)}`);
  console.log(`  target no long animation frames: ${verdict(games, (r) => r.longFrames, 0)}`);
  console.log(`  target INP <= ${t.inpMs} ms: ${verdict(plays, (r) => r.inpMs, t.inpMs)}`);
  if (seeks.length > 0) {
    console.log(
      `  target a replay's seek to the end <= ${SEEK_TARGET_MS} ms (its INP): ${verdict(seeks, (r) => r.inpMs, SEEK_TARGET_MS)}`,
    );
  }
}
