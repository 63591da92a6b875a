// The lobby's Multiplayer tab and its two dialogs.
import { expect, type Page } from '@playwright/test';

export const publicGames = (page: Page) =>
  page.getByRole('region', { name: 'Public Games' }).getByTestId('room-card');
export const createButton = (page: Page) =>
  page.getByRole('tabpanel').getByRole('button', { name: 'Create Game' });
export const createDialog = (page: Page) => page.getByRole('dialog', { name: 'Create Game' });
export const shareDialog = (page: Page) =>
  page.getByRole('dialog', { name: 'Private Game Created!' });
export const inviteCodeInput = (page: Page) => page.getByRole('textbox', { name: 'Invite code' });
export const joinButton = (page: Page) => page.getByRole('button', { name: 'Join', exact: true });

/** Creates a private room from the Create Game dialog; returns the code the share dialog shows. */
export async function createPrivateGame(page: Page): Promise<string> {
  await createButton(page).click();
  await createDialog(page).getByRole('button', { name: 'Private' }).click();
  await createDialog(page).getByRole('button', { name: 'Create Game' }).click();
  const code = (await shareDialog(page).getByTestId('invite-code').textContent()) ?? '';
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  return code;
}
