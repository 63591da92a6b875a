// Lighthouse 12 (its CLI, one fresh Chromium per run) on each page with the mobile (default) and desktop
// presets, several runs each, interleaved so a burst of machine load hits every page alike; the floor page is
// run beside ours in every round. Keeps each run's JSON in bench-results/ and returns the medians.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { summarizeRuns } from './report.mjs';

export const PRESETS = ['mobile', 'desktop'];

/** 'floor', 'home', 'schedule', 'games' … from a route. */
export const pageName = (path) =>
  path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^\w-]+/g, '_');

/**
 * @param {{ lighthouseBin: string, chromePath: string, chromeFlags: string, outDir: string, runs: number,
 *   pages: { label: string, name: string, url: string }[], log?: (line: string) => void }} options
 * @returns {Record<string, { label: string, name: string, summary: ReturnType<typeof summarizeRuns> }[]>}
 *   per preset, the pages in the order given
 */
export function runLighthouse({
  lighthouseBin,
  chromePath,
  chromeFlags,
  outDir,
  runs,
  pages,
  log,
}) {
  /** @type {Map<string, object[]>} */
  const results = new Map();
  for (let run = 1; run <= runs; run++) {
    for (const preset of PRESETS) {
      for (const page of pages) {
        const reportPath = `${outDir}/${preset}-${page.name}-${run}.report.json`;
        const child = spawnSync(
          lighthouseBin,
          [
            page.url,
            '--quiet',
            ...(preset === 'desktop' ? ['--preset=desktop'] : []),
            '--only-categories=performance,accessibility,best-practices,seo',
            '--output=json',
            `--output-path=${reportPath}`,
            `--chrome-flags=${chromeFlags}`,
          ],
          { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'pipe'] },
        );
        if (child.status !== 0) {
          throw new Error(
            `Lighthouse failed on ${page.url} (${preset}, exit ${child.status}): ${child.stderr}`,
          );
        }
        const lhr = JSON.parse(readFileSync(reportPath, 'utf8'));
        const key = `${preset} ${page.name}`;
        results.set(key, [...(results.get(key) ?? []), lhr]);
        const perf = Math.round((lhr.categories.performance?.score ?? 0) * 100);
        const lcp = Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0);
        log?.(
          `  run ${run}/${runs} ${preset.padEnd(7)} ${page.label.padEnd(12)} perf ${perf} LCP ${lcp} ms`,
        );
      }
    }
  }
  return Object.fromEntries(
    PRESETS.map((preset) => [
      preset,
      pages.map(({ label, name }) => ({
        label,
        name,
        summary: summarizeRuns(results.get(`${preset} ${name}`) ?? []),
      })),
    ]),
  );
}
