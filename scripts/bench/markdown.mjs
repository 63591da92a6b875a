// Prints the figures of one bench run (bench-results/summary.json, written by `npm run bench`) as Markdown
// tables, for docs/performance.md:  node scripts/bench/markdown.mjs [path/to/summary.json]
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CATEGORIES, ratio } from './report.mjs';
import { playsCount } from './playsMedian.mjs';

const ms = (v) => (typeof v === 'number' ? String(Math.round(v)) : 'n/a');
const fixed = (v, d = 2) => (typeof v === 'number' ? v.toFixed(d) : 'n/a');
const kb = (bytes) => `${(bytes / 1000).toFixed(2)} KB`;
const row = (cells) => `| ${cells.join(' | ')} |`;
/** ', median of 3 plays' when the rows are medians of several plays. */
const playsOf = (rows) => {
  const count = playsCount(rows);
  return count > 1 ? `, median of ${count} plays` : '';
};
const table = (head, rows) => [row(head), row(head.map(() => '---')), ...rows.map(row)].join('\n');

/** @param {ReturnType<typeof JSON.parse>} summary */
export function toMarkdown(summary) {
  const out = [];
  const { machine } = summary;
  out.push(
    table(
      ['date', 'CPUs', 'memory', 'browser', 'Node', 'load average at start', 'at end'],
      [
        [
          machine.date,
          String(machine.cpus),
          `${machine.memoryGb} GB`,
          machine.chromium,
          machine.node,
          machine.loadAtStart,
          machine.loadAtEnd ?? 'n/a',
        ],
      ],
    ),
  );
  for (const [preset, pages] of Object.entries(summary.lighthouse ?? {})) {
    const floor = pages.find((p) => p.label === 'floor');
    out.push(`\n**Lighthouse ${preset}** (median of the runs)\n`);
    out.push(
      table(
        [
          'page',
          'perf',
          'a11y',
          'best pr.',
          'SEO',
          'FCP ms',
          'LCP ms',
          'TBT ms',
          'CLS',
          'FCP ×floor',
          'LCP ×floor',
          'TBT ×floor',
        ],
        pages.map((p) => [
          p.label === 'floor' ? 'floor (React + router hello world)' : `\`${p.label}\``,
          ...CATEGORIES.map((id) => String(p.scores[id] ?? 'n/a')),
          ms(p.metrics['first-contentful-paint']),
          ms(p.metrics['largest-contentful-paint']),
          ms(p.metrics['total-blocking-time']),
          fixed(p.metrics['cumulative-layout-shift'], 3),
          ...['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'].map(
            (id) => (p === floor ? '' : ratio(p.metrics[id], floor?.metrics[id])),
          ),
        ]),
      ),
    );
  }
  if (summary.frames) {
    out.push(
      `\n**Game frames** (${summary.framesCpuThrottling ?? 4}× CPU throttling, scripted play${playsOf(summary.frames)})\n`,
    );
    out.push(
      table(
        [
          'game',
          'frames',
          'rAF median ms',
          'rAF p95 ms',
          'script/frame median ms',
          'script/frame p95 ms',
          'dropped',
          'long anim. frames',
          'interactions',
          'INP ms',
        ],
        summary.frames.map((r) => [
          r.stillPlaying ? r.game : `${r.game} (race over within the play)`,
          String(r.frames),
          fixed(r.rafMedianMs),
          fixed(r.rafP95Ms),
          fixed(r.scriptMedianMs),
          fixed(r.scriptP95Ms),
          String(r.dropped),
          r.longFrames ? `${r.longFrames} (max ${ms(r.longestFrameMs)} ms)` : '0',
          String(r.interactions),
          r.inpMs === null ? '< 16' : ms(r.inpMs),
        ]),
      ),
    );
  }
  if (summary.rules) {
    out.push('\n**Rules cost in Node** (60 s simulated, AI on every seat)\n');
    out.push(
      table(
        ['game', 'µs per simulated second'],
        summary.rules.map((r) => [r.name, r.usPerSimulatedSecond.toFixed(0)]),
      ),
    );
  }
  if (summary.bundle) {
    const { firstPage, lazy, css } = summary.bundle;
    out.push('\n**Bundle** (gzip, zlib default level, 1 KB = 1000 bytes)\n');
    out.push(
      table(
        ['file', 'gzip'],
        [
          [
            `**first page JavaScript** (budget ${kb(firstPage.budgetBytes)})`,
            `**${kb(firstPage.totalBytes)}**`,
          ],
          ...firstPage.files.map((f) => [`\`${f.file}\` (first page)`, kb(f.gzipBytes)]),
          ...lazy.map((f) => [`\`${f.file}\` (lazy)`, kb(f.gzipBytes)]),
          ...css.map((f) => [`\`${f.file}\` (CSS)`, kb(f.gzipBytes)]),
        ],
      ),
    );
  }
  return out.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const path =
    process.argv[2] ?? fileURLToPath(new URL('../../bench-results/summary.json', import.meta.url));
  console.log(toMarkdown(JSON.parse(readFileSync(path, 'utf8'))));
}
