// Fails when the JavaScript of the first page load (Home) passes the gzip budget, or comes in more than one
// file (the entry chunk; see extraFirstPageFiles), and prints the figures.
// Measured the way Vite's build report does (zlib's default level, 1 KB = 1000 bytes): the strictest reading.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { extraFirstPageFiles, firstPageChunks } from './firstPageChunks.mjs';

const BUDGET_BYTES = 90_000;
const dist = process.env.DIST_DIR
  ? new URL(`file://${process.env.DIST_DIR.replace(/\/?$/, '/')}`)
  : new URL('../dist/', import.meta.url);
// Vite's manifest names every chunk the first page load runs (the app's entry and its imports); the page's
// first script (src/boot.ts) is written inline in the HTML and counted as if it were a file of its own.
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const files = firstPageChunks(manifest);
const scripts = files.map((file) => `/${file}`);
const html = readFileSync(new URL('index.html', dist), 'utf8');
const inline = [...html.matchAll(/<script\b[^>]*>([^]*?)<\/script>/g)]
  .map((match) => match[1])
  .filter((code) => code.trim() !== '');

let total = 0;
for (const src of scripts) {
  const size = gzipSync(readFileSync(new URL(`.${src}`, dist))).length;
  total += size;
  console.log(`  ${src}  ${(size / 1000).toFixed(2)} KB gzip`);
}
for (const code of inline) {
  const size = gzipSync(code).length;
  total += size;
  console.log(`  inline script in index.html  ${(size / 1000).toFixed(2)} KB gzip`);
}
const verdict = total <= BUDGET_BYTES ? 'within' : 'OVER';
console.log(
  `First page JavaScript: ${(total / 1000).toFixed(2)} KB gzip (${verdict} the ${BUDGET_BYTES / 1000} KB budget)`,
);
const extra = extraFirstPageFiles(files);
if (extra) console.error(`Too many first-page files: ${extra}`);
if (total > BUDGET_BYTES || extra) process.exit(1);
