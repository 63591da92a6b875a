import { defineConfig, devices } from '@playwright/test';
import { BROWSER_ARGS, findBrowser, INSTALL_HINT } from './scripts/browser-path.mjs';

const executablePath = findBrowser();
if (!executablePath) throw new Error(INSTALL_HINT);

// E2E_PORT and DIST_DIR let several checkouts or builds be tested side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);

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
    command: `PORT=${PORT} node scripts/serve.mjs`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
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
