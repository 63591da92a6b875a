// Real touches (touchstart … touchend) through the DevTools protocol, for the mobile project.
import type { Locator, Page } from '@playwright/test';

/** One session holds the touch state, so a touch is started and ended through the same one. */
export async function touchscreen(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  return {
    start: (x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] }),
    end: () => cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
    detach: () => cdp.detach(),
  };
}

/** A touch at the centre of `target`, held for `holdMs` of game time (Playwright's clock, paused). */
export async function touchHold(page: Page, target: Locator, holdMs: number) {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('not visible');
  const finger = await touchscreen(page);
  await finger.start(box.x + box.width / 2, box.y + box.height / 2);
  await page.clock.runFor(holdMs);
  await finger.end();
  await finger.detach();
}
