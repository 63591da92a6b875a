// `node scripts/bench/firstVisit.mjs` (after `npm run build`): Home's first visit against the floor, a bare
// React 19 + React Router 7 page (floor.mjs), both served by the built server with the same headers. In a fresh
// Chromium, it counts the bytes each script response took on the wire (brotli, headers included) until the
// network is idle, and prints them, the totals and the ratio (the goal is ≤ 1.10). A script written inline in
// the HTML travels inside the page's response, so its size is printed beside the totals, uncompressed.
//   CHROME_PATH=/path/to/chromium   another browser (scripts/browser-path.mjs)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { BROWSER_ARGS, findBrowser, INSTALL_HINT } from '../browser-path.mjs';
import { buildFloor } from './floor.mjs';
import { startServerProcess } from './scale/children.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SETTLE_MS = 1500;

/** The bytes of every response of a first visit to `url`, with its address and whether it is a script. */
async function firstVisit(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const responses = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    responses.set(requestId, { url: response.url, type, bytes: 0 }),
  );
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const response = responses.get(requestId);
    if (response) response.bytes = encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // boot.ts fetches the app once the page has loaded and painted: wait past it.
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  const inlineScriptChars = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].reduce(
      (sum, script) => sum + (script.textContent ?? '').length,
      0,
    ),
  );
  await context.close();
  const all = [...responses.values()];
  const scripts = all.filter((r) => r.type === 'Script' || /\.m?js(\?|$)/.test(r.url));
  return { all, scripts, inlineScriptChars };
}

const sum = (responses) => responses.reduce((total, r) => total + r.bytes, 0);
const kb = (bytes) => (bytes / 1024).toFixed(2);
/** Rounded up: a figure printed here is never better than measured. */
const ratioUp = (a, b) => (Math.ceil((a / b) * 1000) / 1000).toFixed(3);

function print(label, visit) {
  console.log(`${label}:`);
  for (const r of visit.scripts) console.log(`  ${String(r.bytes).padStart(7)} B  ${r.url}`);
  console.log(
    `  scripts ${sum(visit.scripts)} B (${kb(sum(visit.scripts))} KB), every response ${sum(visit.all)} B, ` +
      `inline script in the HTML ${visit.inlineScriptChars} characters`,
  );
}

const executablePath = findBrowser();
if (!executablePath) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
const entry = join(root, 'dist-server/main.js');
const dataDir = mkdtempSync(join(tmpdir(), 'csg-first-visit-'));
const floorDir = await buildFloor();
const site = await startServerProcess(entry, { DIST_DIR: join(root, 'dist'), DATA_DIR: dataDir });
const floor = await startServerProcess(entry, {
  DIST_DIR: floorDir,
  DATA_DIR: join(dataDir, 'floor'),
});
const browser = await chromium.launch({ executablePath, args: BROWSER_ARGS });
try {
  const home = await firstVisit(browser, `${site.url}/`);
  const bare = await firstVisit(browser, `${floor.url}/`);
  print("Home's first visit", home);
  print('Floor (React + React Router hello world)', bare);
  console.log(
    `Home / floor, script bytes on the wire: ${sum(home.scripts)} / ${sum(bare.scripts)} B = ` +
      `${ratioUp(sum(home.scripts), sum(bare.scripts))}× (rounded up; goal ≤ 1.10×)`,
  );
} finally {
  await browser.close();
  await Promise.all([site.stop(), floor.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(floorDir, { recursive: true, force: true });
}
