// Bundle figures of a build: the first page's JavaScript exactly as the size gate reads it (this runs
// scripts/check-size.mjs itself, so the two can never disagree), then every other JavaScript chunk (the lazy
// ones) gzip'd the same way (zlib's default level, 1 KB = 1000 bytes) and the CSS.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const FIRST_PAGE_BUDGET_BYTES = 90_000;

/** Reads check-size's lines '  /assets/x.js  12.34 KB gzip' and 'First page JavaScript: 88.20 KB gzip …'. */
export function parseSizeCheck(output) {
  const files = [...output.matchAll(/^\s+(\/\S+\.js)\s+([\d.]+) KB gzip$/gm)].map((m) => ({
    file: m[1],
    gzipBytes: Math.round(Number(m[2]) * 1000),
  }));
  const total = /First page JavaScript: ([\d.]+) KB gzip/.exec(output);
  return { files, totalBytes: total ? Math.round(Number(total[1]) * 1000) : null };
}

/** @param {string} distDir */
export function measureBundle(distDir) {
  const checkSize = new URL('../check-size.mjs', import.meta.url).pathname;
  const check = spawnSync(process.execPath, [checkSize], {
    env: { ...process.env, DIST_DIR: distDir },
    encoding: 'utf8',
  });
  const firstPage = parseSizeCheck(check.stdout);
  if (firstPage.totalBytes === null) {
    throw new Error(`check-size printed no total: ${check.stdout}${check.stderr}`);
  }
  const first = new Set(firstPage.files.map((f) => f.file));
  const assets = join(distDir, 'assets');
  const sizes = readdirSync(assets)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => {
      const body = readFileSync(join(assets, name));
      return { file: `/assets/${name}`, bytes: body.length, gzipBytes: gzipSync(body).length };
    });
  const lazy = sizes
    .filter((s) => s.file.endsWith('.js') && !first.has(s.file))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const css = sizes.filter((s) => s.file.endsWith('.css'));
  return {
    firstPage: {
      ...firstPage,
      budgetBytes: FIRST_PAGE_BUDGET_BYTES,
      withinBudget: check.status === 0,
    },
    lazy,
    css,
  };
}

const kb = (bytes) => `${(bytes / 1000).toFixed(2)} KB`;

export function printBundle({ firstPage, lazy, css }) {
  console.log('\nBundle (gzip, zlib default level, 1 KB = 1000 bytes)');
  const verdict = firstPage.withinBudget ? 'within' : 'OVER';
  console.log(
    `  first page JavaScript ${kb(firstPage.totalBytes)} (${verdict} the ${kb(firstPage.budgetBytes)} budget):`,
  );
  for (const { file, gzipBytes } of firstPage.files) console.log(`    ${file}  ${kb(gzipBytes)}`);
  console.log('  lazy chunks:');
  for (const { file, gzipBytes } of lazy) console.log(`    ${file}  ${kb(gzipBytes)}`);
  for (const { file, gzipBytes } of css) console.log(`  CSS ${file}  ${kb(gzipBytes)}`);
}
