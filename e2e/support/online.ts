// Moves of the multiplayer tests: make, find and join rooms on the real game server, and play them.
import { expect, type Page } from '@playwright/test';
import {
  createButton,
  createDialog,
  inviteCodeInput,
  joinButton,
  shareDialog,
  publicGames,
} from './lobby';

export const waitingRoom = (page: Page) => page.getByTestId('waiting-room');
export const roomMembers = (page: Page) => page.getByTestId('room-member');
export const leaderboardRows = (page: Page) => page.getByTestId('leaderboard-row');

/** Opens the lobby and waits for the game server's rooms (not the offline line). */
export async function openOnlineLobby(page: Page) {
  await page.goto('/games');
  await expect(page.locator('[data-server="online"]')).toBeVisible();
  await expect(publicGames(page).first()).toBeVisible();
}

export interface NewRoom {
  sport?: string;
  type?: 'Public' | 'Private';
  duration?: number;
  maxPlayers?: number;
}

/**
 * Creates a room from the dialog; the host is taken into it (a private room after its share dialog's Done)
 * and waits there. Returns the invite code of a private one ('' for public).
 */
export async function createRoom(
  page: Page,
  { sport, type = 'Public', duration, maxPlayers }: NewRoom = {},
) {
  await createButton(page).click();
  const dialog = createDialog(page);
  if (sport) await dialog.getByRole('combobox', { name: 'Sport' }).selectOption({ label: sport });
  if (maxPlayers)
    await dialog.getByRole('spinbutton', { name: 'Max Players' }).fill(String(maxPlayers));
  if (duration)
    await dialog.getByRole('spinbutton', { name: 'Duration (sec)' }).fill(String(duration));
  await dialog.getByRole('button', { name: type }).click();
  await dialog.getByRole('button', { name: 'Create Game' }).click();
  let code = '';
  if (type === 'Private') {
    code = (await shareDialog(page).getByTestId('invite-code').textContent()) ?? '';
    await shareDialog(page).getByRole('button', { name: 'Done' }).click();
  }
  await expect(waitingRoom(page)).toBeVisible();
  return code;
}

/** The leaderboard rows as text, 'You' standing for this device's row. */
export async function rowsAsText(page: Page) {
  await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible({ timeout: 60_000 });
  return (await leaderboardRows(page).allInnerTexts()).map((row) =>
    row.replace(/\s+/g, ' ').trim(),
  );
}

/** Sets the name other players see, from the player banner. */
export async function setName(page: Page, name: string) {
  await page.getByRole('button', { name: /Set a name|Change name/ }).click();
  await page.getByRole('textbox', { name: 'Name other players see' }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('display-name')).toHaveText(`Others see you as ${name}`);
}

/** The same leaderboard on both devices: each sees its own row as 'You' and the other's under its name. */
export async function expectSameLeaderboard(host: Page, guest: Page) {
  const [hostRows, guestRows] = await Promise.all([rowsAsText(host), rowsAsText(guest)]);
  expect(hostRows).toHaveLength(guestRows.length);
  const named = (rows: string[], me: string) =>
    rows.map((row) => row.replace('YouYour result', me).replace(/^(\d+) ?(🥇|🥈|🥉)? ?/, '$1 '));
  expect(named(hostRows, 'Asha')).toEqual(named(guestRows, 'Ben'));
  expect(hostRows.join(' ')).toContain('Ben');
  expect(guestRows.join(' ')).toContain('Asha');
}

/**
 * The host (named `hostName`) makes a private room of `sport` and waits in it; the guest (`guestName`) joins
 * by its code, typed with spaces and in lower case. Returns the code.
 */
export async function twoInPrivateRoom(
  host: Page,
  guest: Page,
  sport: string,
  duration = 30,
  { hostName = 'Asha', guestName = 'Ben' } = {},
) {
  await openOnlineLobby(host);
  await setName(host, hostName);
  const code = await createRoom(host, { sport, type: 'Private', duration });
  await openOnlineLobby(guest);
  await setName(guest, guestName);
  await inviteCodeInput(guest).fill(`  ${code.toLowerCase()} `);
  await joinButton(guest).click();
  await expect(waitingRoom(guest)).toBeVisible();
  await expect(roomMembers(host)).toHaveCount(2);
  return code;
}
