// Turns one Lighthouse result (LHR) into a few printable lines: the four scores, the timing metrics,
// and every weighted audit that did not pass, so a score under 100 says why.

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];

/** @param {number | null | undefined} score 0..1 */
const percent = (score) => (typeof score === 'number' ? String(Math.round(score * 100)) : 'n/a');

/**
 * @param {string} path the audited route
 * @param {{ categories: Record<string, { score: number | null, auditRefs: { id: string, weight: number }[] }>,
 *   audits: Record<string, { title: string, score: number | null, displayValue?: string }> }} lhr
 */
export function formatReport(path, lhr) {
  const scores = CATEGORIES.map((id) => `${id} ${percent(lhr.categories[id]?.score)}`).join(' · ');
  const metrics = METRICS.map(([id, label]) => `${label} ${lhr.audits[id]?.displayValue ?? 'n/a'}`);
  const lines = [`\n${path}  ${scores}`, `  ${metrics.join(' · ')}`];
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
  return lines.join('\n');
}
