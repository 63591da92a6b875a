// Writes .br and .gz beside every compressible file of dist/ so the server sends them precompressed,
// and writes dist/_headers (security headers for static hosts that read that file).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { SECURITY_HEADERS } from './security-headers.mjs';

const dist = process.env.DIST_DIR ?? new URL('../dist', import.meta.url).pathname;
const compressible = /\.(js|css|html|svg|json|txt|webmanifest|xml)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
for (const path of files(dist)) {
  if (!compressible.test(path)) continue;
  const body = readFileSync(path);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count++;
}

const headerLines = Object.entries(SECURITY_HEADERS).map(([k, v]) => `  ${k}: ${v}`);
writeFileSync(join(dist, '_headers'), `/*\n${headerLines.join('\n')}\n`);
console.log(`compressed ${count} files; wrote dist/_headers`);
