import { expect, test } from './support/fixtures';

test('the site boots with the top bar @mobile', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
