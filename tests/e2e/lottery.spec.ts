import type { Page } from '@playwright/test';
import { brandUrl, expect, signIn, test } from './fixtures';

test.use({ viewport: { width: 1366, height: 900 } });

async function logIn(page: Page, username: string, password: string, redirectTo = '/lottery') {
  await page.goto(brandUrl('demo-a', `/login?redirectTo=${encodeURIComponent(redirectTo)}`));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(redirectTo.replace('?', '\\?')));
}

test('the lottery needs a login, then opens the lobby and a game', async ({ page }) => {
  await page.goto(brandUrl('demo-a', '/lottery'));
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Flottery/);
  await logIn(page, 'player1', 'Player123');
  await expect(page.getByTestId('lottery-frame')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Lottery games' });
  const first = nav.locator('li a').first();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/gameCode=/);
  await expect(nav.locator('a[aria-current="page"]').last()).toContainText(name.slice(0, 6));
  await expect(page.getByTestId('lottery-frame')).toBeVisible();
});

/** For tests whose subject comes after signing in: the fixture's form POST, straight to the lottery lobby. */
async function signInToLottery(page: Page, username: string, password: string) {
  await signIn(page, 'demo-a', username, password, '/lottery');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('lottery favourites are kept per player', async ({ page }) => {
  await signInToLottery(page, 'player1', 'Player123');
  const nav = page.getByRole('navigation', { name: 'Lottery games' });
  const star = nav.getByRole('button', { name: /^Favourite / }).nth(1);
  const label = (await star.getAttribute('aria-label'))!;
  await star.click();
  await expect(page.getByTestId('lottery-favourites').getByRole('button', { name: label })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('lottery-favourites').getByRole('button', { name: label })).toBeVisible();

  // Another player on the same browser has their own list.
  await page.context().clearCookies();
  await signInToLottery(page, 'vipwhale', 'Whale12345');
  await expect(page.getByTestId('lottery-frame')).toBeVisible();
  await expect(page.getByTestId('lottery-favourites')).toHaveCount(0);
});

test('a play type in the link reaches the game, which then shows among the recently played', async ({ page }) => {
  await signInToLottery(page, 'vipwhale', 'Whale12345');
  const nav = page.getByRole('navigation', { name: 'Lottery games' });
  const game = nav.locator('li a').nth(2);
  const href = (await game.getAttribute('href'))!;
  const name = (await game.textContent())!.trim();
  await page.goto(brandUrl('demo-a', `${href}&playType=LO2`));
  const frame = page.frameLocator('[data-testid="lottery-frame"]');
  await expect(frame.locator('h1')).toContainText('· LO2');

  await page.goto(brandUrl('demo-a', '/lottery'));
  await expect(page.getByTestId('lottery-recent').locator('li a').first()).toContainText(name.slice(0, 6));
  // A malformed play type never reaches the platform: the page falls back to the lobby.
  await page.goto(brandUrl('demo-a', `${href}&playType=${encodeURIComponent('<x>')}`));
  await expect(page).toHaveURL(/\/lottery$/);
});

test('/vnlottery shows the games by region and the latest hundred draws', async ({ page }) => {
  await page.goto(brandUrl('demo-b', '/vnlottery'));
  await expect(page.getByTestId('lottery-results').locator('tbody tr')).toHaveCount(100);
  const special = page.getByTestId('lottery-results').locator('tbody tr').first().locator('td').nth(3);
  await expect(special).toHaveText(/^\d{2,6}$/);
});
