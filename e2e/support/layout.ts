import type { Page } from '@playwright/test';

/** True when nothing on the page is wider than the viewport (no sideways scrolling). */
export async function fitsViewport(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
}
