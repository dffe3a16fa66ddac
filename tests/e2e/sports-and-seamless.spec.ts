import fs from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { generateCatalogue } from '@whitelabel/reference-platform/db/seed-games';
import { admin, brandUrl, expect, quietPopups, signIn, test } from './fixtures';

/** Decision 008: FB Sports on /fbsports (guests watch, members bet), seamless vendors on /seamless. */
// Nothing here is about motion: the site around the book and the games stands still.
test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });

const SHOTS = '/tmp/shots-launch';
const evoGames = generateCatalogue()
  .filter((g) => g.vendorCode === 'EVO')
  .sort((a, b) => a.sort - b.sort);
/** Not the vendor's lobby game (the card opens that one and spins it): a launch right after a spin would be #734. */
const evoGame = evoGames[1]!;

async function fillLogin(page: Page, username: string, password: string) {
  // The address changes before the page does (its messages may still be on the way): a player types into
  // the login page once it shows, not into the header's quick login of the page before.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
/** The header's balance as a number (the header hides it until asked), on the home page (`here`: the page is on it). */
async function headerBalance(page: Page, here = false): Promise<number> {
  if (here) await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  else await page.goto(brandUrl('demo-a'));
  const balance = page.getByTestId('balance');
  await balance.click();
  await expect(balance).toContainText(/\d/);
  return Number((await balance.textContent())!.replace(/[^\d.]/g, ''));
}

test('screenshots of /seamless and /fbsports, desktop and phone, light and dark', async ({ browser }) => {
  test.setTimeout(120_000); // twelve pages in eight browser contexts
  fs.mkdirSync(SHOTS, { recursive: true });
  const login = await browser.newContext();
  await login.addInitScript(quietPopups);
  await signIn(await login.newPage(), 'demo-a', 'vipwhale', 'Whale12345');
  const signedIn = await login.storageState();
  await login.close();
  const open = async (b: Browser, mode: 'light' | 'dark', viewport: { width: number; height: number }, member: boolean) => {
    const context = await b.newContext({ viewport, storageState: member ? signedIn : undefined });
    await context.addInitScript(quietPopups);
    await context.addCookies([{ name: 'mode', value: encodeURIComponent(btoa(JSON.stringify(mode))), domain: 'demo-a.localhost', path: '/' }]);
    return context;
  };
  for (const mode of ['light', 'dark'] as const) {
    for (const [size, viewport] of [
      ['desktop', { width: 1440, height: 900 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      const member = await open(browser, mode, viewport, true);
      const page = await member.newPage();
      await page.goto(brandUrl('demo-a', `/game?vendor=EVO&nodeId=${evoGame.nodeId}`));
      await expect(page).toHaveURL(/\/seamless\?/);
      await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
      await expect(page.frameLocator('[data-testid="seamless-frame"]').getByRole('button', { name: 'Spin' })).toBeVisible();
      await expect(page.getByTestId('seamless-balance')).toContainText(/\d/);
      await page.screenshot({ path: `${SHOTS}/seamless-${mode}-${size}.png` });
      await page.goto(brandUrl('demo-a', '/fbsports'));
      await expect(page.frameLocator('[data-testid="sports-frame"]').getByText('My bets')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/fbsports-member-${mode}-${size}.png` });
      await member.close();

      const guest = await open(browser, mode, viewport, false);
      const guestPage = await guest.newPage();
      await guestPage.goto(brandUrl('demo-a', '/fbsports'));
      await expect(guestPage.frameLocator('[data-testid="sports-frame"]').getByText('Guest mode')).toBeVisible();
      await guestPage.screenshot({ path: `${SHOTS}/fbsports-guest-${mode}-${size}.png` });
      await guest.close();
    }
  }
});

test('a guest watches FB Sports in guest mode, logs in from the banner and comes back as a member', async ({ page }) => {
  await page.goto(brandUrl('demo-a', '/fbsports'));
  const book = page.frameLocator('[data-testid="sports-frame"]');
  await expect(book.getByText('Log in on the site to bet').first()).toBeVisible();
  // Odds are there to look at; a pick only says how to bet.
  await book.locator('button.odd:not([disabled])').first().click();
  await expect(book.locator('#slip')).toContainText('Log in on the site to bet');
  await expect(book.getByRole('button', { name: 'Place bet' })).toHaveCount(0);
  // The header stays; the book fills the width and the rest of the viewport below it.
  await expect(page.locator('header').first()).toBeVisible();
  const frame = page.getByTestId('sports-frame');
  await expect.poll(async () => (await frame.boundingBox())!.width).toBeGreaterThanOrEqual(1440 - 20);
  await expect.poll(async () => Math.round((await frame.boundingBox())!.y + (await frame.boundingBox())!.height)).toBe(900);

  const banner = page.getByTestId('sports-guest-banner');
  await expect(banner).toContainText("You're watching as a guest");
  await banner.getByRole('link', { name: 'Log in to bet' }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Ffbsports$/);
  await fillLogin(page, 'player1', 'Player123');
  await expect(page).toHaveURL(/\/fbsports$/);
  await expect(book.getByText('Lucky Lin')).toBeVisible();
  await expect(book.getByText('My bets')).toBeVisible();
  await expect(page.getByTestId('sports-guest-banner')).toHaveCount(0);
});

test('a member bets in the book: the stake leaves the wallet the site header shows', async ({ page }) => {
  // Signed in straight onto the home page, whose header is read first.
  await signIn(page, 'demo-a', 'player1', 'Player123');
  const before = await headerBalance(page, true);
  await page.goto(brandUrl('demo-a', '/fbsports'));
  const book = page.frameLocator('[data-testid="sports-frame"]');
  const pick = book.locator('button.odd:not([disabled])').first();
  await pick.click();
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  await book.getByRole('button', { name: '50', exact: true }).click();
  await book.getByRole('button', { name: 'Place bet' }).click();
  await expect(book.getByText('Bet placed')).toBeVisible();
  await expect(book.locator('#balance')).toHaveText(`₱${(before - 50).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  await expect(book.locator('#bets li')).toHaveCount(1);
  await expect(book.locator('#bets li').first()).toContainText('₱50.00');
  expect(await headerBalance(page)).toBeCloseTo(before - 50, 2);
  // The bet is still there when the book opens again.
  await page.goto(brandUrl('demo-a', '/fbsports'));
  await expect(book.locator('#bets li')).toHaveCount(1);
});

test('a seamless vendor fills the window with a slim bar: brand, vendor, balance, and an Exit to its category', async ({ page }) => {
  await signIn(page, 'demo-a', 'player1', 'Player123', '/live');
  await page
    .getByTestId('vendor-cards')
    .getByRole('link', { name: /Evolution/ })
    .click();
  await expect(page).toHaveURL(/\/seamless\?vendor=EVO$/);
  // No site header, footer or side bar: the game and the bar only.
  await expect(page.getByTestId('balance')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
  await expect(page.getByTestId('seamless-vendor')).toHaveText('Evolution');
  const chip = page.getByTestId('seamless-balance');
  await expect(chip).toContainText(/₱ [\d,]+\.\d{2}/);
  const frame = (await page.getByTestId('seamless-frame').boundingBox())!;
  expect(frame).toMatchObject({ x: 0, width: 1440 });
  expect(frame.y).toBeLessThanOrEqual(56);
  expect(frame.y + frame.height).toBeCloseTo(900, 0);

  const game = page.frameLocator('[data-testid="seamless-frame"]');
  const before = await chip.textContent();
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 10_000 });
  await chip.click();
  await expect(chip).not.toHaveText(before!);

  await page.getByTestId('seamless-exit').click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(page.getByTestId('balance')).toBeVisible();
});

// The FB tile's redirect to /fbsports is a status and an address: pages-without-browser.test.ts.
test('game tiles of seamless vendors land on their pages, through the login when needed', async ({ page }) => {
  const tile = `/game?vendor=EVO&nodeId=${evoGame.nodeId}`;
  await page.goto(brandUrl('demo-a', tile));
  await expect(page).toHaveURL(
    new RegExp(`/login\\?redirectTo=${encodeURIComponent(`/seamless?vendor=EVO&nodeId=${evoGame.nodeId}`).replace(/[?]/g, '\\?')}$`),
  );
  await fillLogin(page, 'player1', 'Player123');
  await expect(page).toHaveURL(new RegExp(`/seamless\\?vendor=EVO&nodeId=${evoGame.nodeId}$`));
  await expect(page.frameLocator('[data-testid="seamless-frame"]').getByRole('heading', { name: evoGame.nameEn })).toBeVisible();
});

test('FB Sports under maintenance says so with its window, and comes back', async ({ page }) => {
  admin('vendor', 'demoa01', 'FB', 'maintenance', '30');
  try {
    await page.goto(brandUrl('demo-a', '/fbsports'));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("The game couldn't open");
    await expect(alert).toContainText(/under maintenance from \d{4}-\d{2}-\d{2} \d{2}:\d{2} to \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(page.getByTestId('sports-frame')).toHaveCount(0);
    await expect(alert.getByRole('link', { name: 'Back to games' })).toHaveAttribute('href', '/sports');
  } finally {
    admin('vendor', 'demoa01', 'FB', 'normal');
  }
  await page.reload();
  await expect(page.getByTestId('sports-frame')).toBeVisible();
});
