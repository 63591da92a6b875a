import { findBrowser, INSTALL_HINT } from './browser-path.mjs';

const path = findBrowser();
if (!path) {
  console.error(INSTALL_HINT);
  process.exit(1);
}
console.log(`Browser tests use ${path}`);
