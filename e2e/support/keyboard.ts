import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (only the keyboard) until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 60, backwards = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${max} presses of Tab`).toBeFocused({ timeout: 1 });
}
