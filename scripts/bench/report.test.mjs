import { describe, expect, it } from 'vitest';
import {
  formatLighthouseTable,
  formatReport,
  median,
  ratio,
  summarizeRuns,
  targetLines,
} from './report.mjs';

const category = (score, auditRefs = []) => ({ score, auditRefs });

describe('formatReport', () => {
  it('prints the four scores and the metrics', () => {
    const text = formatReport('/sports', {
      categories: {
        performance: category(1),
        accessibility: category(1),
        'best-practices': category(1),
        seo: category(1),
      },
      audits: { 'largest-contentful-paint': { title: 'LCP', score: 1, displayValue: '1.1 s' } },
    });
    expect(text).toContain(
      '/sports  performance 100 · accessibility 100 · best-practices 100 · seo 100',
    );
    expect(text).toContain('LCP 1.1 s');
    expect(text).toContain('TBT n/a');
    expect(text).not.toContain('  - ');
  });

  it('names each weighted audit that cost points, and skips unweighted ones', () => {
    const text = formatReport('/', {
      categories: {
        performance: category(0.97, [
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'render-blocking-resources', weight: 0 },
        ]),
        accessibility: category(0.93, [{ id: 'color-contrast', weight: 7 }]),
        'best-practices': category(1),
        seo: category(null),
      },
      audits: {
        'largest-contentful-paint': {
          title: 'Largest Contentful Paint',
          score: 0.88,
          displayValue: '2.6 s',
        },
        'render-blocking-resources': { title: 'Render blocking', score: 0 },
        'color-contrast': { title: 'Contrast', score: 0 },
      },
    });
    expect(text).toContain('performance 97 · accessibility 93 · best-practices 100 · seo n/a');
    expect(text).toContain(
      '- performance: largest-contentful-paint scored 88 (2.6 s): Largest Contentful Paint',
    );
    expect(text).toContain('- accessibility: color-contrast scored 0: Contrast');
    expect(text).not.toContain('render-blocking-resources');
  });
});

const lhr = ({ perf = 1, fcp = 1000, lcp = 1200, tbt = 0, cls = 0 } = {}) => ({
  categories: {
    performance: category(perf),
    accessibility: category(1),
    'best-practices': category(1),
    seo: category(1),
  },
  audits: {
    'first-contentful-paint': { numericValue: fcp },
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: tbt },
    'cumulative-layout-shift': { numericValue: cls },
  },
});

describe('median', () => {
  it('takes the middle value, or the mean of the middle two, skipping missing ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([undefined, 5, null])).toBe(5);
    expect(median([])).toBeNull();
  });
});

describe('summarizeRuns', () => {
  it('takes each score and metric median separately and keeps the median-scoring run', () => {
    const runs = [lhr({ perf: 0.97, lcp: 1600 }), lhr({ perf: 1, lcp: 1400 }), lhr({ perf: 0.99 })];
    const summary = summarizeRuns(runs);
    expect(summary.runs).toBe(3);
    expect(summary.scores.performance).toBe(99);
    expect(summary.scores.seo).toBe(100);
    expect(summary.metrics['largest-contentful-paint']).toBe(1400);
    expect(summary.medianRun).toBe(runs[2]);
  });
});

describe('formatLighthouseTable', () => {
  it('prints the floor first, then each page with its ratios to the floor', () => {
    const floor = { label: 'floor', summary: summarizeRuns([lhr({ fcp: 1000, lcp: 1000 })]) };
    const home = {
      label: '/',
      summary: summarizeRuns([lhr({ perf: 0.98, fcp: 1500, lcp: 2000, tbt: 70, cls: 0.01 })]),
    };
    const lines = formatLighthouseTable('mobile', floor, [home]).split('\n');
    expect(lines[2]).toMatch(/^page +perf +a11y +bp +seo +FCP ms +LCP ms +TBT ms +CLS +FCP× +LCP×/);
    expect(lines[3]).toMatch(/^floor +100 +100 +100 +100 +1000 +1000 +0 +0\.000$/);
    expect(lines[4]).toMatch(/^\/ +98 +100 +100 +100 +1500 +2000 +70 +0\.010 +1\.50 +2\.00 +— +—$/);
  });

  it('says which pages miss a target', () => {
    const pages = [
      { label: '/', summary: summarizeRuns([lhr({ lcp: 1400 })]) },
      { label: '/games', summary: summarizeRuns([lhr({ perf: 0.97, lcp: 1900, tbt: 80 })]) },
    ];
    const lines = targetLines('mobile', pages);
    expect(lines).toEqual([
      '  target performance 100: missed by /games 97',
      '  target LCP <= 1500 ms: missed by /games 1900',
      '  target TBT <= 65 ms: missed by /games 80',
      '  target CLS <= 0.04: met',
    ]);
    expect(targetLines('desktop', pages)).toEqual([
      '  target performance 100: missed by /games 97',
    ]);
  });
});

describe('ratio', () => {
  it('divides, or shows a dash when the floor is zero', () => {
    expect(ratio(150, 100)).toBe('1.50');
    expect(ratio(20, 0)).toBe('—');
    expect(ratio(null, 10)).toBe('—');
  });
});
