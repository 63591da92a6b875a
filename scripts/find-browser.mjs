import { execFileSync } from 'node:child_process';
import { findBrowser, INSTALL_HINT } from './browser-path.mjs';

const path = findBrowser();
if (!path) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
console.log(`Browser tests use ${path}`);

// Real phones draw emoji: without a colour emoji font the game headers and lanes are shorter here than on
// a phone, and the layout tests would pass for a page that scrolls for users.
const EMOJI_FONT_HINT =
  'No colour emoji font found. Install it with: apt-get update && apt-get install -y fonts-noto-color-emoji ' +
  '(or set SKIP_EMOJI_FONT_CHECK=1 to run the browser tests without it).';
if (!process.env.SKIP_EMOJI_FONT_CHECK) {
  let fonts = '';
  try {
    fonts = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' });
  } catch {
    // No fontconfig: Chromium could not find the font either.
  }
  if (!/emoji/i.test(fonts)) {
    console.error(EMOJI_FONT_HINT);
    process.exit(1);
  }
  console.log('Emoji font found');
}
