// The sample data a page shows, computed in the test: the site seeds its generators with SITE_SEED and the
// moment of the visit, so a test fixes that moment with Playwright's clock and generates the same data here.
import type { Page } from '@playwright/test';
import { generateSampleData, SITE_SEED } from '../../src/data/sampleData';

/** A local time (no zone suffix), so the dates match the browser's, which runs in the same zone. */
export const VISIT_TIME = new Date('2026-06-15T07:20:00');

export const siteData = generateSampleData(SITE_SEED, VISIT_TIME);

/** Opens a path with the clock fixed at VISIT_TIME (timers keep running). */
export async function visit(page: Page, path: string) {
  await page.clock.setFixedTime(VISIT_TIME);
  await page.goto(path);
}
