import type { Page } from '@playwright/test';
import { fetchInPage, navigateInPage } from './client-nav';
import { admin, brandUrl, expect, signIn, signInShared, test } from './fixtures';

// Nothing here is about motion: the home page and the lobbies stand still.
test.use({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });

/** Opens a game from the home page's list, as the player clicks its tile (the home page is open and alive). */
async function openFromHome(page: Page, href: string) {
  await page.getByTestId('popular-games').locator(`a[href="${href}"]`).first().click();
}

/** A real game of the brand, as the home page links it (read from the home page the player is on, or opened). */
async function someGameHref(page: Page, vendor?: string): Promise<string> {
  if (new URL(page.url()).pathname !== '/index') await page.goto(brandUrl('demo-a'));
  const links = page.getByTestId('popular-games').getByRole('link');
  // A sign-in lands by the router: the address is the home page's a moment before its list is drawn.
  await links.first().waitFor({ state: 'attached' });
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  const href = hrefs.find((h) => (vendor ? h.includes(`vendor=${vendor}&`) : !/vendor=(TCG_|ELOTT|LOTT)/.test(h)));
  expect(href).toBeTruthy();
  return href!;
}

test('a guest who opens a game is sent to log in, then lands in the game', async ({ page }) => {
  const href = await someGameHref(page);
  await openFromHome(page, href);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fgame/);
  // The address changes before the page does: the player types once the sign-in page shows.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeEditable();
  await page.getByLabel('Username').fill('player1');
  await page.getByLabel('Password', { exact: true }).fill('Player123');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/game\?vendor=/);
  await expect(page.getByTestId('game-frame')).toBeVisible();
  // The floating shortcuts rail stays off the game frame (it would cover the game's own controls).
  await expect(page.locator('aside[aria-label="Shortcuts"]')).toHaveCount(0);
});

test('a trial account gets the real-account warning at a real-money-only vendor (free play is in free-play.spec.ts)', async ({ page }) => {
  await page.goto(brandUrl('demo-a', '/login'));
  await page.getByRole('button', { name: 'Try for free' }).click();
  await expect(page.getByText('Trial account', { exact: true })).toBeVisible();
  // The vendor's page as the server sends it to the trial session: a status and no game in it, so it is not drawn.
  const res = await fetchInPage(page, '/game?vendor=SA');
  expect(res.status).toBe(403);
  expect(res.body).not.toContain('data-testid="game-frame"');
});

test('a member plays: a spin in the game changes the balance the header shows', async ({ page }) => {
  // The sign-in form's post (the form is accounts.spec.ts's subject); a session of its own, as the spin changes the balance.
  await signIn(page, 'demo-a', 'vipwhale', 'Whale12345');
  const balance = page.getByTestId('balance');
  await balance.click();
  await expect(balance).toContainText(/\d/);
  const before = await balance.textContent();
  const href = await someGameHref(page);
  await openFromHome(page, href);
  const game = page.frameLocator('[data-testid="game-frame"]');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 10_000 });
  // Home by a link, as the player goes back.
  await navigateInPage(page, '/index');
  await page.getByTestId('balance').click();
  await expect(page.getByTestId('balance')).toContainText(/\d/);
  await expect(page.getByTestId('balance')).not.toHaveText(before!);
});

test('a vendor under maintenance says so, with its time window', async ({ page }) => {
  // Only opens a game as player1: this worker's shared session, on the home page.
  await signInShared(page, 'demo-a', 'player1', 'Player123');
  const href = await someGameHref(page);
  const vendor = new URL(href, 'http://x').searchParams.get('vendor')!;
  admin('vendor', 'demoa01', vendor, 'maintenance', '30');
  try {
    await openFromHome(page, href);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("The game couldn't open");
    await expect(alert).toContainText(/under maintenance from \d{4}-\d{2}-\d{2} \d{2}:\d{2} to \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  } finally {
    admin('vendor', 'demoa01', vendor, 'normal');
  }
});

test('card tables on /pvp: a guest is asked to log in; a player takes a seat and the game names the table', async ({ page }) => {
  await page.goto(brandUrl('demo-a', '/pvp'));
  const rooms = page.getByTestId('pvp-rooms');
  await expect(rooms.getByRole('link', { name: 'Log in to see the open tables and take a seat' })).toBeVisible();
  // Signed in by the sign-in form's post straight back to /pvp, as the login link there leads.
  await signIn(page, 'demo-a', 'player1', 'Player123', '/pvp');
  await expect(rooms.getByRole('heading', { name: 'Kingmaker' })).toBeVisible();
  const first = rooms.getByRole('listitem').first();
  await expect(first).toContainText('Beginner table');
  await expect(first).toContainText('Min. balance');
  await expect(first).toContainText('₱');
  await rooms.screenshot({ path: 'tests/.artifacts/screens/pvp-rooms-demo-a-desktop.png' });
  await first.getByRole('link', { name: /^Take a seat/ }).click();
  await expect(page).toHaveURL(/\/game\?vendor=KM&nodeId=\d+&roomId=\d+/);
  await expect(page.frameLocator('iframe').first().locator('h1')).toContainText('Beginner table');
  // Back on the page by a link, the table counts the player as seated.
  await navigateInPage(page, '/pvp');
  await expect(rooms.getByRole('listitem').first()).toContainText('Seated now: 1');
});
