import type { Page } from '@playwright/test';
import { navigateInPage } from './client-nav';
import { brandUrl, expect, signIn, test } from './fixtures';

test.use({ viewport: { width: 1366, height: 900 } });

// A guest at /lottery is sent to sign in and comes back, and a malformed play type falls back to the lobby: where the
// server sends the player, asked over HTTP in lobby-server-answers.test.ts, with /vnlottery's served draws table.

test('the lottery opens the lobby and a game', async ({ page }) => {
  await signInToLottery(page, 'player1', 'Player123');
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
  // By a link of the site (client-side): the loader reads the play type either way.
  await navigateInPage(page, `${href}&playType=LO2`);
  const frame = page.frameLocator('[data-testid="lottery-frame"]');
  await expect(frame.locator('h1')).toContainText('· LO2');

  // Opened afresh: within the site the side menu's recent list may lag a few seconds (it is kept per session).
  await page.goto(brandUrl('demo-a', '/lottery'));
  await expect(page.getByTestId('lottery-recent').locator('li a').first()).toContainText(name.slice(0, 6));
});
