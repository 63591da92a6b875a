// Per game, during a scripted play at 4x CPU throttling: scripting time per animation frame (from a trace's
// FireAnimationFrame events), dropped frames, long animation frames and INP for the main control clicked about
// 20 times a second. Prints figures; not a gate (timings on a shared 2-core machine are noisy).
import { chromium } from '@playwright/test';
import { BROWSER_ARGS, findBrowser, INSTALL_HINT } from '../browser-path.mjs';
import { GAME_PLAYS } from './gamePlays.mjs';

const CPU_THROTTLING = 4;
const PLAY_MS = 6_000;
const FRAME_MS = 1000 / 60;

const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function traceEvents(cdp, run) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline.frame',
    transferMode: 'ReportEvents',
  });
  await run();
  await cdp.send('Tracing.end');
  await done;
  return events;
}

function installObservers() {
  const store = { loaf: [], interactions: [] };
  Object.defineProperty(window, '__frameBench', { value: store });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) store.loaf.push(entry.duration);
  }).observe({ type: 'long-animation-frame', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) store.interactions.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

export async function measureFrames(baseUrl) {
  const executablePath = findBrowser();
  if (!executablePath) throw new Error(INSTALL_HINT);
  const browser = await chromium.launch({ executablePath, args: BROWSER_ARGS });
  const rows = [];
  try {
    for (const play of GAME_PLAYS) {
      const page = await browser.newPage({
        viewport: { width: 412, height: 915 },
        hasTouch: false,
      });
      await page.addInitScript(installObservers);
      await play.open(page, baseUrl);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
      const events = await traceEvents(cdp, () => play.play(page, PLAY_MS));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const frames = events.filter((e) => e.name === 'FireAnimationFrame' && e.ph === 'X');
      const scripting = frames.map((e) => e.dur / 1000);
      const starts = frames.map((e) => e.ts / 1000).sort((a, b) => a - b);
      let dropped = 0;
      for (let i = 1; i < starts.length; i++) {
        dropped += Math.max(0, Math.round((starts[i] - starts[i - 1]) / FRAME_MS) - 1);
      }
      const { loaf, interactions } = await page.evaluate(() => window.__frameBench);
      rows.push({
        game: play.name,
        frames: frames.length,
        medianMs: percentile(scripting, 50),
        p95Ms: percentile(scripting, 95),
        dropped,
        longFrames: loaf.length,
        inpMs: interactions.length ? Math.max(...interactions) : null,
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function printFrames(rows) {
  console.log(
    `\nGame frames at ${CPU_THROTTLING}x CPU throttling (targets: p95 <= 2 ms, 0 long frames, INP <= 50 ms)`,
  );
  console.log('game            frames  median ms  p95 ms  dropped  LoAF  INP ms');
  for (const r of rows) {
    const inp = r.inpMs === null ? '<16' : r.inpMs.toFixed(0);
    console.log(
      `${r.game.padEnd(15)} ${String(r.frames).padStart(6)}  ${r.medianMs.toFixed(2).padStart(9)}  ${r.p95Ms
        .toFixed(2)
        .padStart(
          6,
        )}  ${String(r.dropped).padStart(7)}  ${String(r.longFrames).padStart(4)}  ${inp.padStart(6)}`,
    );
  }
}
