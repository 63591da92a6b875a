// The frames bench's yardstick: what the same measurement reads on this machine and browser when the page does
// next to nothing. On the site's Sports page (no game), a requestAnimationFrame loop whose callback only asks
// for the next frame, and a button whose click changes one word, clicked about 20 times a second as the games'
// main controls are. Its rAF p95 is the floor of the games' (the tracing of each callback and of its request
// for the next frame, the throttling's time slices), its INP the floor of theirs (the frame an interaction
// waits for and the compositor's work on a busy 2-core machine). Printed above the games; it has no targets.

/** The name of the floor's row in the frames table. */
export const FLOOR_NAME = 'floor';

const CLICK_INTERVAL_MS = 50;

/** Runs in the page: the empty loop and the button (built with the DOM, which the site's CSP lets through). */
function addLoopAndButton() {
  const tick = () => requestAnimationFrame(tick);
  requestAnimationFrame(tick);
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Floor 0';
  button.style.cssText = 'position:fixed;left:16px;top:120px;z-index:99;padding:24px 48px';
  let clicks = 0;
  button.addEventListener('click', () => {
    clicks += 1;
    button.textContent = `Floor ${clicks}`;
  });
  document.body.append(button);
}

export const FLOOR_PLAY = {
  name: FLOOR_NAME,
  async open(page, baseUrl) {
    await page.goto(`${baseUrl}/sports`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The page's own first renders are over before the floor starts.
    await page.waitForTimeout(1000);
    await page.evaluate(addLoopAndButton);
  },
  control: (page) => page.getByRole('button', { name: /^Floor \d+$/ }),
  async prepare(page) {
    const button = page.getByRole('button', { name: /^Floor \d+$/ });
    const box = await button.boundingBox();
    if (!box) throw new Error('floor button not visible');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    return async (ms) => {
      for (const end = Date.now() + ms; Date.now() < end;) {
        await page.mouse.click(x, y);
        await page.waitForTimeout(CLICK_INTERVAL_MS);
      }
    };
  },
};
