import { describe, expect, it } from 'vitest';
import { formatReport } from './report.mjs';

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
