// The games' sound in real Chromium, with a spy on the Web Audio API: no AudioContext before the
// visitor's first gesture, sound once they press something, and the Sound toggle stops it and is remembered.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { gameCard, openSinglePlayer } from './support/games';

interface SoundSpy {
  made: number;
  started: number;
  states(): string[];
}

declare global {
  interface Window {
    __sound: SoundSpy;
  }
}

interface FirstLoadReport {
  made: number;
  started: number;
  activated: boolean;
}

/**
 * Counts the AudioContexts made and the sources started (every cue starts at least one). On the tab's first
 * load the same script also plays into a sprint up to its RUN! button by script clicks, which are no user
 * gesture, and reports what it saw through `report`: any Playwright evaluation or locator check would
 * itself count as a gesture in Chromium, so the test does not touch the page until then.
 */
async function installSpy(page: Page, report: (seen: FirstLoadReport) => void) {
  await page.exposeFunction('__reportFirstLoad', report);
  await page.addInitScript(() => {
    const contexts: AudioContext[] = [];
    const spy = { made: 0, started: 0, states: () => contexts.map((context) => context.state) };
    window.__sound = spy;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(options?: AudioContextOptions) {
        super(options);
        spy.made++;
        contexts.push(this);
      }
    };
    const start = AudioScheduledSourceNode.prototype.start;
    AudioScheduledSourceNode.prototype.start = function (...args: [number?]) {
      spy.started++;
      return start.apply(this, args);
    };

    if (sessionStorage.getItem('sound-spec-drove')) return;
    sessionStorage.setItem('sound-spec-drove', '1');
    const button = (text: string, scope: ParentNode = document) =>
      [...scope.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
    const clicked = new Set<string>();
    const once = (key: string, element: HTMLElement | undefined) => {
      if (!element || clicked.has(key)) return;
      clicked.add(key);
      element.click();
    };
    const timer = setInterval(() => {
      once(
        'tab',
        [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) =>
          tab.textContent?.includes('Single Player'),
        ),
      );
      const card = [...document.querySelectorAll('[data-testid="game-card"]')].find((element) =>
        element.textContent?.includes('Sprint Race'),
      );
      if (card) once('play', button('Play vs AI', card));
      once('start', button('Start Sprint!'));
      const run = button('RUN!');
      if (run && !run.disabled) {
        clearInterval(timer);
        const report = (window as unknown as { __reportFirstLoad(seen: FirstLoadReport): void })
          .__reportFirstLoad;
        report({
          made: spy.made,
          started: spy.started,
          activated: navigator.userActivation.hasBeenActive,
        });
      }
    }, 100);
  });
}

const spy = (page: Page) =>
  page.evaluate(() => ({
    made: window.__sound.made,
    started: window.__sound.started,
    states: window.__sound.states(),
  }));

const soundToggle = (page: Page) => page.getByRole('button', { name: 'Sound', exact: true });
const run = (page: Page) => page.getByRole('button', { name: 'RUN!' });

/** From /games to a sprint that has passed GO, by real clicks. */
async function startSprint(page: Page) {
  const panel = await openSinglePlayer(page);
  await gameCard(panel, 'Sprint Race').getByRole('button', { name: 'Play vs AI' }).click();
  await page.getByRole('button', { name: 'Start Sprint!' }).click();
  await expect(run(page)).toBeEnabled({ timeout: 6_000 });
}

test.describe('Sound', () => {
  test('no AudioContext before the first gesture; sound after one; the toggle stops it and is remembered', async ({
    page,
  }) => {
    let firstLoad: FirstLoadReport | undefined;
    await installSpy(page, (seen) => {
      firstLoad = seen;
    });
    // Into a sprint past its countdown with no gesture: its beeps and GO are played by the game, and none
    // may make an AudioContext.
    await page.goto('/games');
    await expect.poll(() => firstLoad, { timeout: 15_000 }).toBeDefined();
    expect(firstLoad).toEqual({ made: 0, started: 0, activated: false });

    // The first real press: a step is heard.
    await expect(soundToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await run(page).click();
    await expect.poll(async () => (await spy(page)).made).toBe(1);
    await expect.poll(async () => (await spy(page)).started).toBeGreaterThan(0);

    // Sound off: what plays stops and no press makes a sound.
    await soundToggle(page).click();
    await expect(soundToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(async () => (await spy(page)).states).toEqual(['suspended']);
    const { started } = await spy(page);
    for (let i = 0; i < 3; i++) await run(page).click();
    expect((await spy(page)).started).toBe(started);

    // Remembered after a reload: the toggle still says off and no AudioContext is made at all.
    await page.reload();
    // After a reload the game itself is gone ('Error: No active game.'), the setting is not.
    await page.getByRole('button', { name: 'Back to Lobby' }).click();
    await startSprint(page);
    await expect(soundToggle(page)).toHaveAttribute('aria-pressed', 'false');
    for (let i = 0; i < 3; i++) await run(page).click();
    expect(await spy(page)).toEqual({ made: 0, started: 0, states: [] });

    // By keyboard, sound on again: the next press is heard.
    await soundToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(soundToggle(page)).toHaveAttribute('aria-pressed', 'true');
    // A beat after the last press, so the rules' ceiling of 15 presses a second takes this one.
    await page.waitForTimeout(150);
    await run(page).click();
    await expect.poll(async () => (await spy(page)).made).toBe(1);
    await expect.poll(async () => (await spy(page)).started).toBeGreaterThan(0);
  });
});
