// Fails when the JavaScript of the first page load (Home) passes the gzip budget, and prints the figures.
// Measured the way Vite's build report does (zlib's default level, 1 KB = 1000 bytes): the strictest reading.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 90_000;
const dist = process.env.DIST_DIR
  ? new URL(`file://${process.env.DIST_DIR.replace(/\/?$/, '/')}`)
  : new URL('../dist/', import.meta.url);
const html = readFileSync(new URL('index.html', dist), 'utf8');
const scripts = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((m) => m[1]);

let total = 0;
for (const src of new Set(scripts)) {
  const size = gzipSync(readFileSync(new URL(`.${src}`, dist))).length;
  total += size;
  console.log(`  ${src}  ${(size / 1000).toFixed(2)} KB gzip`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `First page JavaScript: ${(total / 1000).toFixed(2)} KB gzip (${verdict} the ${BUDGET_BYTES / 1000} KB budget)`,
);
if (total > BUDGET_BYTES) process.exit(1);
