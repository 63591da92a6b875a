// Turns Lighthouse results (LHRs) into printable figures: the median of several runs of one page (each
// category score and metric taken separately), a side-by-side table of our pages against the floor page
// with our/floor ratios, and, per page, every weighted audit that did not pass, so a score under 100 says why.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CATEGORY_LABELS = ['perf', 'a11y', 'bp', 'seo'];
export const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

/** @param {number | null | undefined} score 0..1 */
const percent = (score) => (typeof score === 'number' ? String(Math.round(score * 100)) : 'n/a');

/** The median of the numbers given (the mean of the middle two for an even count); null when none. */
export function median(values) {
  const numbers = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
  if (numbers.length === 0) return null;
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The median of several runs of one page: each category score (0..100) and each metric (ms; CLS unitless)
 * separately, plus the run whose performance score is the median one (for its failing audits).
 * @param {{ categories: Record<string, { score: number | null }>, audits: Record<string, { numericValue?: number }> }[]} lhrs
 */
export function summarizeRuns(lhrs) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const m = median(lhrs.map((lhr) => lhr.categories[id]?.score));
      return [id, m === null ? null : Math.round(m * 100)];
    }),
  );
  const metrics = Object.fromEntries(
    METRICS.map(([id]) => [id, median(lhrs.map((lhr) => lhr.audits[id]?.numericValue))]),
  );
  const byScore = [...lhrs].sort(
    (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
  );
  return { runs: lhrs.length, scores, metrics, medianRun: byScore[Math.floor(byScore.length / 2)] };
}

/** ours / floor, or '—' when the floor's figure is 0 or missing (TBT and CLS of a bare page often are). */
export function ratio(ours, floor) {
  if (typeof ours !== 'number' || typeof floor !== 'number' || floor === 0) return '—';
  return (ours / floor).toFixed(2);
}

const ms = (value) => (typeof value === 'number' ? String(Math.round(value)) : 'n/a');
const cls = (value) => (typeof value === 'number' ? value.toFixed(3) : 'n/a');

/**
 * One preset's table: a row per page (the floor first) with the four median scores, FCP/LCP/TBT in ms and
 * CLS, then ours/floor for each metric.
 * @param {string} title
 * @param {{ label: string, summary: ReturnType<typeof summarizeRuns> }} floor
 * @param {{ label: string, summary: ReturnType<typeof summarizeRuns> }[]} pages
 */
export function formatLighthouseTable(title, floor, pages) {
  const head = [
    'page'.padEnd(12),
    ...CATEGORY_LABELS.map((l) => l.padStart(4)),
    'FCP ms'.padStart(7),
    'LCP ms'.padStart(7),
    'TBT ms'.padStart(7),
    'CLS'.padStart(6),
    'FCP×'.padStart(6),
    'LCP×'.padStart(6),
    'TBT×'.padStart(6),
    'CLS×'.padStart(6),
  ].join(' ');
  const row = ({ label, summary }, withRatios) => {
    const { scores, metrics } = summary;
    const cells = [
      label.padEnd(12),
      ...CATEGORIES.map((id) => String(scores[id] ?? 'n/a').padStart(4)),
      ms(metrics['first-contentful-paint']).padStart(7),
      ms(metrics['largest-contentful-paint']).padStart(7),
      ms(metrics['total-blocking-time']).padStart(7),
      cls(metrics['cumulative-layout-shift']).padStart(6),
    ];
    if (withRatios) {
      for (const [id] of METRICS.slice(0, 4)) {
        cells.push(ratio(metrics[id], floor.summary.metrics[id]).padStart(6));
      }
    }
    return cells.join(' ');
  };
  return [`\n${title}`, head, row(floor, false), ...pages.map((page) => row(page, true))].join(
    '\n',
  );
}

/** The issue's targets: performance 100 on both presets; on mobile also LCP, TBT and CLS under these. */
export const TARGETS = { performance: 100, mobileLcpMs: 1500, mobileTbtMs: 65, mobileCls: 0.04 };

/**
 * One line per target saying which pages meet it ('met' or the pages that miss, with their figure).
 * @param {'mobile' | 'desktop'} preset
 * @param {{ label: string, summary: ReturnType<typeof summarizeRuns> }[]} pages
 */
export function targetLines(preset, pages) {
  const checks = [
    ['performance 100', (s) => s.scores.performance, (v) => v >= TARGETS.performance, String],
  ];
  if (preset === 'mobile') {
    checks.push(
      [
        `LCP <= ${TARGETS.mobileLcpMs} ms`,
        (s) => s.metrics['largest-contentful-paint'],
        (v) => v <= TARGETS.mobileLcpMs,
        ms,
      ],
      [
        `TBT <= ${TARGETS.mobileTbtMs} ms`,
        (s) => s.metrics['total-blocking-time'],
        (v) => v <= TARGETS.mobileTbtMs,
        ms,
      ],
      [
        `CLS <= ${TARGETS.mobileCls}`,
        (s) => s.metrics['cumulative-layout-shift'],
        (v) => v <= TARGETS.mobileCls,
        cls,
      ],
    );
  }
  return checks.map(([name, read, ok, show]) => {
    const misses = pages
      .filter(({ summary }) => {
        const value = read(summary);
        return typeof value !== 'number' || !ok(value);
      })
      .map(({ label, summary }) => `${label} ${show(read(summary))}`);
    return `  target ${name}: ${misses.length === 0 ? 'met' : `missed by ${misses.join(', ')}`}`;
  });
}

/**
 * The scores and metrics of one Lighthouse run, and every weighted audit that cost points.
 * @param {string} path the audited route
 * @param {{ categories: Record<string, { score: number | null, auditRefs: { id: string, weight: number }[] }>,
 *   audits: Record<string, { title: string, score: number | null, displayValue?: string }> }} lhr
 */
export function formatReport(path, lhr) {
  const scores = CATEGORIES.map((id) => `${id} ${percent(lhr.categories[id]?.score)}`).join(' · ');
  const metrics = METRICS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? 'n/a'}`);
  const lines = [`\n${path}  ${scores}`, `  ${metrics.join(' · ')}`];
  lines.push(...failingAudits(lhr));
  return lines.join('\n');
}

/** '  - category: audit scored N (value): title' for every weighted audit under 100. */
export function failingAudits(lhr) {
  const lines = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score === 1) continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || !audit || audit.score === null || audit.score === 1) continue;
      const detail = audit.displayValue ? ` (${audit.displayValue})` : '';
      lines.push(`  - ${id}: ${ref.id} scored ${percent(audit.score)}${detail}: ${audit.title}`);
    }
  }
  return lines;
}
