// A swimming practice played against a real game server, in real time (the server checks game time against
// its own clock, so no fake clock here), to its results screen; and the places a verified result is read back.
import { expect, type Page } from '@playwright/test';
import { expectGoCall, gameCard, leaderboardHeading, openSinglePlayer } from './games';

export async function swimPracticeInRealTime(page: Page) {
  const panel = await openSinglePlayer(page);
  await gameCard(panel, 'Swimming').getByRole('button', { name: 'Play vs AI' }).click();
  await page.getByRole('button', { name: 'Start Swimming!' }).click();
  await expectGoCall(page);
  // A steady human rate (well under the 15-a-second ceiling), until the leaderboard.
  while (!(await leaderboardHeading(page).isVisible())) {
    await page.keyboard.press('Space');
    await page.waitForTimeout(90);
  }
}

/** Waits for the results screen's 'Verified'; the score the verdict gives as the world record's. */
export async function expectVerified(page: Page, name: string): Promise<string> {
  const verdict = page.getByTestId('verdict');
  await expect(verdict).toContainText('Verified', { timeout: 20_000 });
  await expect(verdict).not.toContainText('Not verified');
  const pattern = new RegExp(`World record ([\\d,]+) by ${name}`);
  await expect(verdict).toContainText(pattern);
  return (await verdict.textContent())?.match(pattern)?.[1] ?? '';
}

export const worldRecords = (page: Page) => page.getByRole('dialog', { name: 'World records' });
export const boardRows = (page: Page) => worldRecords(page).getByTestId('board-row');

interface BoardAnswer {
  total: number;
  rows: { name: string; score: number; place: number }[];
}

/** The all-time swimming board as the server at `origin` answers GET /api/boards/swimming. */
export async function readSwimmingBoard(page: Page, origin: string): Promise<BoardAnswer> {
  const answer = await page.request.get(`${origin}/api/boards/swimming?period=all`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as BoardAnswer;
}

/** '1,882' → 1882. */
export const scoreNumber = (text: string) => Number(text.replace(/,/g, ''));
