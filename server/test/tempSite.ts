// A tiny built site in a temporary folder, for the tests of the static files: pages, an asset and its
// precompressed copies, the SPA fallback.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const INDEX_HTML = `<!doctype html><title>Site</title><p>${'index '.repeat(40)}</p>`;
export const APP_JS = `console.log(${JSON.stringify('app '.repeat(100))});`;

export function makeTempSite(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'csg-site-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, '200.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'app.js'), APP_JS);
  writeFileSync(join(dir, 'assets', 'app.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dir, 'assets', 'app.js.gz'), gzipSync(APP_JS));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
