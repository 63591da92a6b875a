import type { Locator, Page } from '@playwright/test';

/** True when nothing on the page is wider than the viewport (no sideways scrolling). */
export async function fitsViewport(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
}

/**
 * On a phone, the one line with every player's score that a game with a score list below its controls keeps
 * on screen (archery, basketball). Hidden from screen readers, which read the full list instead.
 */
export const phoneScores = (page: Page): Locator => page.getByTestId('phone-scores');
