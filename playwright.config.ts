import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { BROWSER_ARGS, findBrowser, INSTALL_HINT } from './scripts/browser-path.mjs';

const executablePath = findBrowser();
if (!executablePath) throw new Error(INSTALL_HINT);

// The site and its game server run on a free port chosen when the tests start (E2E_PORT pins one). The
// choice goes into the environment, so the test workers, which load this file again, use the same port.
process.env.E2E_PORT ??= freePort();
const PORT = Number(process.env.E2E_PORT);
// The server's results database lives in a fresh temporary folder for each run (not ./data), so one run's
// results never show on the next run's boards. The environment carries it to the workers, like the port.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'csg-e2e-data-'));

function freePort(): string {
  return execFileSync(
    process.execPath,
    [
      '-e',
      "const s=require('net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})",
    ],
    { encoding: 'utf8' },
  ).trim();
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: { executablePath, args: BROWSER_ARGS },
    trace: 'off',
  },
  webServer: {
    // Every test's browser reaches this server from 127.0.0.1: one address's budget of rooms, joins, codes and
    // board reads would be spent by the whole suite at once (two workers make more than 10 rooms a minute).
    // The limits themselves are tested against servers of their own (server-limits.spec.ts).
    command: [
      `PORT=${PORT} DATA_DIR=${process.env.E2E_DATA_DIR}`,
      'LIMIT_ROOMS_PER_MINUTE=10000 LIMIT_JOINS_PER_MINUTE=10000 LIMIT_CODES_PER_MINUTE=10000',
      // Quick match's AI players come after 8 s here rather than 15 (e2e/quick-match.spec.ts waits for them).
      'LIMIT_BOARD_READS_PER_MINUTE=100000 QUICK_MATCH_AI_SECONDS=8 node scripts/serve.mjs',
    ].join(' '),
    url: `http://localhost:${PORT}`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@mobile-only/,
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
      grep: /@mobile/,
    },
  ],
});
