// Each page's first paint is in its HTML (scripts/prerender.mjs): heading and title arrive before any script,
// the painted copy is inert, and the app's first render takes its place without moving anything.
import { createHash } from 'node:crypto';
import { expect, test } from './support/fixtures';

const APP_CODE = /\/assets\/index-[^/]+\.js$/;

const PAGES = [
  { path: '/', heading: 'World Peace Games', title: 'World Peace Games · Conflict Solution Games' },
  { path: '/sports', heading: 'Sports', title: 'Sports · World Peace Games' },
  { path: '/schedule', heading: 'Event Schedule', title: 'Schedule · World Peace Games' },
  { path: '/games', heading: 'Play Games', title: 'Play Games · World Peace Games' },
];

for (const { path, heading, title } of PAGES) {
  test(`${path} arrives painted: its heading and title are in the HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toMatch(/<div id="root"><div inert>/);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    // The page's only script is the small one, inline, that fetches the app's code once the page has painted.
    expect(html).toMatch(
      /<script type="module" data-app="\/assets\/index-[^"]+\.js">[^<]+<\/script>/,
    );
    expect(html).not.toMatch(/<script[^>]+src=/);
  });
}

test('the CSP allows the inline first script by its hash, and no other inline script', async ({
  request,
}) => {
  const response = await request.get('/');
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>([^]*?)<\/script>/g)].map((m) => m[1]!);
  expect(scripts).toHaveLength(1);
  const hash = createHash('sha256').update(scripts[0]!).digest('base64');
  const policy = response.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src '));
  expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
});

test('any other address gets the app shell with its loading spinner', async ({ request }) => {
  const html = await (await request.get('/live?from=somewhere')).text();
  expect(html).toMatch(/<div id="root"><div inert>/);
  expect(html).toContain('role="status"');
  expect(html).not.toMatch(/<h1/);
});

test('the app takes over the painted page with no layout shift, on every page @mobile', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Each shift with what moved: the element (tag, id, class) and its box before and after.
    const shifts: string[] = [];
    Object.defineProperty(window, '__layoutShifts', { value: shifts });
    const box = (rect: DOMRectReadOnly) => `${rect.x},${rect.y} ${rect.width}x${rect.height}`;
    const named = (node: Node | null) =>
      node instanceof Element
        ? `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} class="${node.className}"> "${(node.textContent ?? '').slice(0, 40)}"`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: {
          node: Node | null;
          previousRect: DOMRectReadOnly;
          currentRect: DOMRectReadOnly;
        }[];
      })[]) {
        const moved = entry.sources.map(
          (source) =>
            `${named(source.node)} ${box(source.previousRect)} -> ${box(source.currentRect)}`,
        );
        shifts.push(
          `${entry.value.toFixed(4)} at ${entry.startTime.toFixed(0)} ms: ${moved.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of [...PAGES.map((p) => p.path), '/live', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[inert]')).toHaveCount(0);
    // The live page's heading receives clicks (the painted copy could not).
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('inert');
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(
      () => (window as unknown as { __layoutShifts: string[] }).__layoutShifts,
    );
    expect(shifts, `layout shifts on ${path}`).toEqual([]);
  }
});

test("the app's code is fetched only after the page has loaded, at low priority", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('[inert]')).toHaveCount(0);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const app = performance
      .getEntriesByType('resource')
      .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name));
    const hero = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (entry) => entry.name.includes('hero'),
    );
    return {
      loaded: navigation.loadEventEnd,
      appRequested: app?.startTime,
      heroDone: hero?.responseEnd,
      preload: document.querySelector<HTMLLinkElement>(
        'link[rel="modulepreload"][href*="/assets/index-"]',
      )?.fetchPriority,
    };
  });
  // src/boot.ts starts the app after the load event, or 2 s after it ran if the page is still loading then.
  const LOAD_WAIT_MS = 2000;
  expect(timing.appRequested).toBeGreaterThanOrEqual(Math.min(timing.loaded, LOAD_WAIT_MS));
  expect(timing.appRequested).toBeGreaterThan(Math.min(timing.heroDone ?? Infinity, LOAD_WAIT_MS));
  expect(timing.preload).toBe('low');
});

test("when the app's code cannot be fetched, the page says so and offers a reload", async ({
  page,
  problems,
}) => {
  let blocked = true;
  await page.route(APP_CODE, (route) => (blocked ? route.abort() : route.continue()));
  await page.goto('/schedule');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'The site could not load' })).toBeVisible();
  await expect(alert).toContainText('Check your connection, then reload the page.');
  await expect(page.locator('[inert]')).toHaveCount(0);
  // The browser reports the failed download itself; nothing else may have gone wrong.
  expect(problems.consoleErrors.every((text) => text.includes('net::ERR_FAILED'))).toBe(true);
  problems.consoleErrors.length = 0;

  blocked = false;
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Event Schedule' })).toBeVisible();
  await expect(page.locator('[inert]')).toHaveCount(0);
});

test("the medal tally's columns stay put whatever font draws the flags (one not ready yet moved them)", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('[inert]')).toHaveCount(0);
  const columnStarts = () =>
    page
      .getByRole('region', { name: 'Medal Tally' })
      .locator('thead th')
      .evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().x)));
  const before = await columnStarts();
  expect(before.length).toBeGreaterThan(3);
  // Two letters instead of a flag: what a page shows while the emoji font is not ready.
  await page
    .locator('th[data-flag]')
    .evaluateAll((cells) => cells.forEach((cell) => cell.setAttribute('data-flag', 'US')));
  expect(await columnStarts()).toEqual(before);
});
