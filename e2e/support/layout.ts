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

/** The space between two cells of a table row, in px: the left one's text end to the right one's text start. */
export async function textGap(left: Locator, right: Locator): Promise<number> {
  const textBox = (cell: Locator) =>
    cell.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const box = range.getBoundingClientRect();
      return { left: box.left, right: box.right };
    });
  return (await textBox(right)).left - (await textBox(left)).right;
}
