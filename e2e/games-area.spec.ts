// The games area in a real browser: lobby, tabs, dialogs, clamps, invite codes, the session flow and a
// full Swimming race to the leaderboard (time fast-forwarded with Playwright's clock, no test switches).
// Axe checks of the lobby and its dialogs are in a11y.spec.ts.
import type { Locator } from '@playwright/test';
import { generateRooms, SITE_ROOM_SEED } from '../shared/rooms/generateRooms';
import { findMiniGame } from '../shared/games/catalog';
import { timingLabel } from '../shared/games/timing';
import { expect, test } from './support/fixtures';
import {
  expectPlacesByScore,
  gameCard,
  openSinglePlayer,
  passCountdown,
  startCall,
} from './support/games';
import { fitsViewport } from './support/layout';
import {
  createButton,
  createDialog,
  createPrivateGame,
  publicGames,
  shareDialog,
} from './support/lobby';

const siteRooms = generateRooms(SITE_ROOM_SEED);

test.describe('lobby', () => {
  test('shows the player banner, the tabs and the public games @mobile', async ({ page }) => {
    await page.goto('/games');
    await expect(page.getByRole('heading', { level: 1, name: 'Play Games' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Your player profile' });
    await expect(banner.getByTestId('player-name')).toHaveText('You');
    await expect(banner).toContainText('India');
    for (const label of ['Gold', 'Silver', 'Bronze', 'Played', 'Wins']) {
      await expect(banner.getByText(label)).toBeVisible();
    }
    await expect(banner).toContainText('Level 1');

    await expect(page.getByRole('tab', { name: 'Multiplayer' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'Single Player' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    await expect(page.getByRole('heading', { name: 'Join a Private Game' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Invite code' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join', exact: true })).toBeVisible();
    await expect(createButton(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Public Games' })).toBeVisible();
    const filter = page.getByRole('combobox', { name: 'Sport' });
    await expect(filter.locator('option')).toHaveText([
      'All Sports',
      'Swimming',
      'Sprint Race',
      'Archery',
      'Basketball',
      'Fencing',
      'Weightlifting',
      'Alpine Skiing',
    ]);

    const expected = siteRooms.filter((room) => room.type === 'public');
    await expect(publicGames(page)).toHaveCount(expected.length);
    for (const [index, room] of expected.entries()) {
      const card = publicGames(page).nth(index);
      await expect(card.getByRole('heading')).toHaveText(room.name);
      await expect(card.getByTestId('room-players')).toHaveText(
        `${room.currentPlayers.length}/${room.maxPlayers}`,
      );
      await expect(card.getByTestId('room-duration')).toHaveText(
        timingLabel(findMiniGame(room.sport)!, room.settings.duration),
      );
      await expect(card).toContainText('public');
      const full = room.currentPlayers.length >= room.maxPlayers;
      const button = card.getByRole('button', { name: full ? 'Room Full' : 'Join Game' });
      await expect(button).toBeVisible();
      if (full) await expect(button).toBeDisabled();
      else await expect(button).toBeEnabled();
    }

    // Nothing overflows sideways, even on a 375 px phone.
    expect(await fitsViewport(page)).toBe(true);
  });

  test('a corrupt saved profile falls back to the defaults', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('csg:profile:v1', '{"player":{"gamesPlayed":7,"level":"max"');
    });
    await page.goto('/games');
    const banner = page.getByRole('region', { name: 'Your player profile' });
    await expect(banner.getByTestId('player-name')).toHaveText('You');
    await expect(banner).toContainText('Level 1');
    await expect(banner.getByText('Played').locator('xpath=..')).toContainText('0');
  });

  test('colours each difficulty badge and spells the word', async ({ page }) => {
    await page.goto('/games');
    const hues = { easy: 'green', medium: 'yellow', hard: 'red' } as const;
    for (const [word, hue] of Object.entries(hues)) {
      const badge = page.locator(`[data-difficulty="${word}"]`).first();
      await expect(badge).toHaveText(word);
      // Paint the computed colour (Tailwind 4 uses oklch) on a canvas to read it back as sRGB.
      const seen = await badge.evaluate((el) => {
        const ctx = document.createElement('canvas').getContext('2d');
        if (!ctx) return 'no canvas';
        ctx.fillStyle = getComputedStyle(el).backgroundColor;
        ctx.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0] = ctx.getImageData(0, 0, 1, 1).data;
        if (g > r && g > b) return 'green';
        if (r > b && g > b && Math.abs(r - g) < 16) return 'yellow';
        if (r > g && r > b) return 'red';
        return `rgb(${r},${g},${b})`;
      });
      expect(seen).toBe(hue);
    }
  });

  test('filters by sport and shows the empty state', async ({ page }) => {
    await page.goto('/games');
    const filter = page.getByRole('combobox', { name: 'Sport' });
    await filter.selectOption({ label: 'Swimming' });
    const swimming = siteRooms.filter((r) => r.type === 'public' && r.sport === 'swimming');
    await expect(publicGames(page)).toHaveCount(swimming.length);
    const sports = [
      'swimming',
      'athletics',
      'archery',
      'basketball',
      'fencing',
      'weightlifting',
      'alpine-skiing',
    ];
    const empty = sports.find(
      (sport) => !siteRooms.some((r) => r.type === 'public' && r.sport === sport),
    );
    expect(empty, 'the site seed leaves one sport without a public room').toBeTruthy();
    await filter.selectOption(empty ?? '');
    await expect(page.getByText('No public games available')).toBeVisible();
    await expect(page.getByText('Try creating your own game!')).toBeVisible();
  });

  test('tabs work with the arrow keys; Single Player lists the seven games', async ({ page }) => {
    await page.goto('/games');
    await page.getByRole('tab', { name: 'Multiplayer' }).focus();
    await page.keyboard.press('ArrowRight');
    const single = page.getByRole('tab', { name: 'Single Player' });
    await expect(single).toHaveAttribute('aria-selected', 'true');
    await expect(single).toBeFocused();
    const panel = page.getByRole('tabpanel', { name: 'Single Player' });
    await expect(panel.getByTestId('game-card')).toHaveCount(7);
    await expect(panel.getByRole('button', { name: 'Play vs AI' })).toHaveCount(7);
    for (const name of ['Fencing', 'Weightlifting', 'Alpine Skiing']) {
      await expect(gameCard(panel, name)).toContainText('NEW!');
    }
    for (const name of ['Swimming', 'Sprint Race', 'Archery', 'Basketball']) {
      await expect(gameCard(panel, name)).not.toContainText('NEW!');
    }
    await expect(gameCard(panel, 'Swimming')).toContainText('Up to 8');
    // Each card shows what a practice plays: 90 s (SPEC §9), and no clock for a timed ski run.
    await expect(gameCard(panel, 'Swimming')).toContainText('90s');
    await expect(gameCard(panel, 'Swimming')).not.toContainText('60s');
    await expect(gameCard(panel, 'Swimming')).toContainText('medium');
    await expect(gameCard(panel, 'Archery')).toContainText('90s');
    await expect(gameCard(panel, 'Fencing')).toContainText('First to 5 · 90s');
    await expect(gameCard(panel, 'Alpine Skiing')).toContainText('20 gates');
    await expect(gameCard(panel, 'Alpine Skiing')).not.toContainText(/\d+s\b/);
    await expect(gameCard(panel, 'Archery')).toContainText('hard');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Multiplayer' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('keeps lobby buttons at least 44 px on a phone @mobile-only', async ({ page }) => {
    await page.goto('/games');
    // Measured once the app has taken over the painted page: its lobby, the banner's name button and the server line.
    await expect(page.getByRole('tab', { name: 'Multiplayer' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Set a name|Change name/ })).toBeVisible();
    await expect(page.getByTestId('server-status')).toBeVisible();
    for (const button of await page.getByRole('main').getByRole('button').all()) {
      const box = await button.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe('Create Game dialog', () => {
  test('opens with the defaults, keeps focus inside, closes on Escape and returns focus', async ({
    page,
  }) => {
    await page.goto('/games');
    await createButton(page).click();
    const dialog = createDialog(page);
    await expect(dialog).toBeVisible();
    const sport = dialog.getByRole('combobox', { name: 'Sport' });
    await expect(sport).toBeFocused();
    await expect(sport.locator('option:checked')).toHaveText('Swimming');
    await expect(dialog.getByRole('button', { name: 'Public' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(dialog.getByRole('spinbutton', { name: 'Max Players' })).toHaveValue('4');
    await expect(dialog.getByRole('spinbutton', { name: 'Duration (sec)' })).toHaveValue('60');
    await expect(dialog.getByRole('button', { name: 'medium' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();

    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () =>
          document.activeElement?.closest('dialog') !== null ||
          document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(createButton(page)).toBeFocused();
  });

  test('clamps garbage numbers and re-clamps when the sport changes @mobile', async ({ page }) => {
    await page.goto('/games');
    await createButton(page).click();
    const dialog = createDialog(page);
    const players = dialog.getByRole('spinbutton', { name: 'Max Players' });
    const duration = dialog.getByRole('spinbutton', { name: 'Duration (sec)' });
    const cases: [Locator, string, string][] = [
      [players, '1e9', '8'],
      [players, '-5', '2'],
      [players, '3.6', '4'],
      [players, '', '4'],
      [duration, '1e9', '600'],
      [duration, '-10', '30'],
      [duration, '50', '45'],
      [duration, '', '60'],
    ];
    for (const [field, typed, shown] of cases) {
      await field.fill(typed);
      await field.blur();
      await expect(field).toHaveValue(shown);
    }
    await players.fill('8');
    await dialog.getByRole('combobox', { name: 'Sport' }).selectOption({ label: 'Archery' });
    await expect(players).toHaveValue('4');
    await dialog.getByRole('combobox', { name: 'Sport' }).selectOption({ label: 'Weightlifting' });
    await expect(players).toHaveValue('2');
    await duration.fill('100000');
    await dialog.getByRole('button', { name: 'hard' }).click();
    await expect(dialog.getByRole('button', { name: 'hard' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await dialog.getByRole('button', { name: 'Create Game' }).click();
    // The host is taken into the room; Back shows it at the top of the list, as the host's.
    await expect(
      page.getByText('Weightlifting Custom Game · 2 players · 3 attempts · 600s'),
    ).toBeVisible();
    await page.goBack();
    const top = publicGames(page).first();
    await expect(top.getByRole('heading')).toHaveText('Weightlifting Custom Game');
    await expect(top.getByTestId('your-room')).toHaveText('Your room');
    await expect(top.getByTestId('room-players')).toHaveText('1/2');
    await expect(top.getByTestId('room-duration')).toHaveText('3 attempts · 600s');
    await expect(top).toContainText('hard');
  });

  test('a double click on Create Game makes one room', async ({ page }) => {
    await page.goto('/games');
    await expect(publicGames(page).first()).toBeVisible();
    const before = await publicGames(page).count();
    await createButton(page).click();
    await createDialog(page).getByRole('button', { name: 'Create Game' }).dblclick();
    await expect(createDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/games\?view=game$/);
    await expect(page.getByRole('button', { name: 'Start Swimming!' })).toBeVisible();
    await page.goBack();
    await expect(publicGames(page)).toHaveCount(before + 1);
    await expect(publicGames(page).first().getByRole('heading')).toHaveText('Swimming Custom Game');
  });
});

test('a room started alone seats AI opponents at its difficulty', async ({ page }) => {
  await page.goto('/games');
  await expect(publicGames(page).first()).toBeVisible();
  await createButton(page).click();
  const dialog = createDialog(page);
  await dialog.getByRole('combobox', { name: 'Sport' }).selectOption({ label: 'Sprint Race' });
  await dialog.getByRole('button', { name: 'hard' }).click();
  await dialog.getByRole('button', { name: 'Create Game' }).click();
  // The host goes straight into the room they made.
  await expect(page.getByRole('button', { name: 'Start Sprint!' })).toBeVisible();
  // The host and the 3 AI opponents of a practice, in a 4-seat room.
  await expect(page.getByText('Sprint Race Custom Game · 4 players · 60s')).toBeVisible();
});

test.describe('private games', () => {
  test('share dialog: code, Copy -> Copied! for 2 s, invite link, Escape takes the host in', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await page.goto('/games');
    const code = await createPrivateGame(page);
    const dialog = shareDialog(page);
    await expect(dialog).toContainText(
      'Share this code with your friends to invite them to the game.',
    );
    await expect(dialog.getByRole('button', { name: 'Copy', exact: true })).toBeFocused();
    await expect(dialog.getByText(code, { exact: true })).toHaveCount(1);
    // Private rooms stay off the public list (the host finds them under 'Your Private Games').
    await expect(publicGames(page).getByText(code, { exact: true })).toHaveCount(0);
    await expect(publicGames(page).first().getByRole('heading')).not.toHaveText(
      'Swimming Custom Game',
    );

    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await page.clock.runFor(1500);
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await page.clock.runFor(600);
    await expect(dialog.getByRole('button', { name: 'Copy', exact: true })).toBeVisible();

    await dialog.getByRole('button', { name: 'Copy invite link' }).click();
    await expect(dialog.getByRole('button', { name: 'Link copied!' })).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(link).pathname + new URL(link).search).toBe(`/games?code=${code}`);

    // However the dialog closes, the host goes into the room, where the code stays in sight.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/games\?view=game$/);
    await expect(
      page.getByText(new RegExp(`Swimming Custom Game · .* · Invite code ${code}$`)),
    ).toBeVisible();
  });

  test('without a clipboard the code is selected with a hint, no error', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    });
    await page.goto('/games');
    const code = await createPrivateGame(page);
    await shareDialog(page).getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(shareDialog(page).getByRole('status')).toHaveText(
      'Press Ctrl+C (or long-press) to copy',
    );
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(code);
  });

  test('joins by code in any case; unknown codes alert @mobile', async ({ page }) => {
    await page.goto('/games');
    const code = await createPrivateGame(page);
    await shareDialog(page).getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/games\?view=game$/);
    // Back to the lobby (the host keeps their seat) to join by code.
    await page.goBack();

    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const input = page.getByRole('textbox', { name: 'Invite code' });
    await input.fill('   ');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await input.fill('ZZZZ22');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect.poll(() => alerts).toEqual(['Private game not found!']);
    await expect(page).toHaveURL(/\/games$/);

    await input.fill(`  ${code.toLowerCase()} `);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect(page).toHaveURL(/\/games\?view=game$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Swimming' })).toBeVisible();
    expect(alerts).toEqual(['Private game not found!']);
  });

  test('an invite link joins the room and drops the code from the URL', async ({ page }) => {
    const joinable = siteRooms.find(
      (r) => r.type === 'private' && r.currentPlayers.length < r.maxPlayers,
    );
    expect(joinable?.inviteCode).toBeTruthy();
    await page.goto(`/games?code=${joinable?.inviteCode?.toLowerCase()}`);
    await expect(page).toHaveURL(/\/games\?view=game$/);
    const names = { archery: 'Archery', 'alpine-skiing': 'Alpine Skiing' } as Record<
      string,
      string
    >;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(names[joinable!.sport] ?? /./);
    await expect(page.getByText(joinable!.name)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/games$/);
  });

  test('an unknown invite link alerts and leaves the lobby clean', async ({ page }) => {
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.goto('/games?code=NOPE22');
    await expect.poll(() => alerts).toEqual(['Private game not found!']);
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByRole('tab', { name: 'Multiplayer' })).toBeVisible();
  });
});

test.describe('session', () => {
  test('Play vs AI reaches the game screen; Leave game returns to the lobby @mobile', async ({
    page,
  }) => {
    await page.goto('/games');
    const panel = await openSinglePlayer(page);
    await gameCard(panel, 'Swimming').getByRole('button', { name: 'Play vs AI' }).click();
    await expect(page).toHaveURL(/\/games\?view=game$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Swimming' })).toBeVisible();
    await expect(page.getByText('Swimming Practice · 4 players · 90s')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Swimming!' })).toBeVisible();
    // The view lives in the URL: Back shows the lobby, Forward the same game again.
    await page.goBack();
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByRole('tab', { name: 'Single Player' })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('button', { name: 'Start Swimming!' })).toBeVisible();
    await page.getByRole('button', { name: 'Leave game' }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByRole('tab', { name: 'Single Player' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test("joining a room starts its game; a reload says 'Error: No active game.'", async ({
    page,
  }) => {
    await page.goto('/games');
    const joinable = siteRooms.find(
      (r) => r.type === 'public' && r.currentPlayers.length < r.maxPlayers,
    );
    const card = publicGames(page).filter({
      has: page.getByRole('heading', { name: joinable?.name }),
    });
    await card.getByRole('button', { name: 'Join Game' }).click();
    await expect(page).toHaveURL(/\/games\?view=game$/);
    await expect(
      page.getByText(`${joinable?.name} · ${(joinable?.currentPlayers.length ?? 0) + 1} players`),
    ).toBeVisible();

    await page.reload();
    await expect(page.getByText('Error: No active game.', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Lobby' }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.getByRole('tab', { name: 'Multiplayer' })).toBeVisible();
  });

  test('a full Swimming race ends on the leaderboard; Play Again and Back to Lobby; the profile lasts', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/games');
    const panel = await openSinglePlayer(page);
    await gameCard(panel, 'Swimming').getByRole('button', { name: 'Play vs AI' }).click();
    await page.getByRole('button', { name: 'Start Swimming!' }).click();
    await passCountdown(page);
    const stroke = page.getByRole('button', { name: /STROKE/ });
    for (let i = 0; i < 5; i++) await stroke.click();
    await page.clock.runFor(91_000);

    await expect(page).toHaveURL(/\/games\?view=results$/);
    await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
    const rows = page.getByTestId('leaderboard-row');
    await expect(rows).toHaveCount(4);
    const scores = (await rows.locator('td:nth-child(3) > span:first-child').allTextContents()).map(
      (text) => Number(text.replace(/,/g, '')),
    );
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    await expect(rows.nth(0).getByRole('img', { name: 'Gold' })).toBeVisible();
    // Gold, silver and bronze by place (equal scores share one, 'Tied'); no medal below the podium.
    await expectPlacesByScore(rows);
    const mine = rows.filter({ hasText: 'Your result' });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByTestId('score-breakdown')).toContainText('Time bonus');
    await expect(page.getByTestId('personal-best')).toContainText('First score on record');

    // Play Again restarts at once: no ready screen to pass, straight into the countdown.
    await page.getByRole('button', { name: 'Play Again' }).click();
    await expect(page).toHaveURL(/\/games\?view=game$/);
    await expect(page.getByRole('button', { name: /STROKE/ })).toBeVisible();
    await expect(startCall(page)).toHaveText('3');
    await expect(page.getByRole('button', { name: 'Start Swimming!' })).toHaveCount(0);
    // The 3 s countdown, then the 90 s race.
    await page.clock.runFor(94_000);
    await expect(page.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Lobby' }).click();
    await expect(page).toHaveURL(/\/games$/);
    const played = page.getByRole('region', { name: 'Your player profile' });
    await expect(played.getByText('Played').locator('xpath=..')).toContainText('2');

    await page.reload();
    await expect(played.getByText('Played').locator('xpath=..')).toContainText('2');
    await openSinglePlayer(page);
    await expect(gameCard(page.getByRole('tabpanel'), 'Swimming')).toContainText('Best');
  });
});
