// Where the Chromium used by the browser tests and the bench lives. Override with CHROME_PATH.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findBrowser() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

export const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const INSTALL_HINT =
  'No Chromium found. Install it with: apt-get update && apt-get install -y chromium ' +
  '(or set CHROME_PATH to a Chromium/Chrome binary).';
