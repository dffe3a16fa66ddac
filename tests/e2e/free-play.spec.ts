import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { View } from './client-nav';
import { fetchInPage, navigateInPage, openSitting, turnTo } from './client-nav';
import { brandUrl, expect, gotoHydrated, postSignIn, signIn, test } from './fixtures';

/** Free play (decision 016) as a new visitor meets it: "Try for free", a slot on play money, and real money still closed. */
// Nothing here is about motion (screenshot contexts, made by hand, still draw it).
test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

const screens = path.resolve('tests/.artifacts/screens');

/** The sign-in page's "Try for free" as a player clicks it (the first test: the way in is part of its subject). */
async function tryForFree(page: Page) {
  await gotoHydrated(page, brandUrl('demo-a', '/login'));
  await page.getByRole('button', { name: 'Try for free' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await trialMarked(page);
}

/**
 * The same button's post (`intent: 'freeplay'`) without drawing the sign-in page, for tests whose subject comes after
 * it: the trial account lands on the home page, a new document, and is alive there.
 */
async function trialSignIn(page: Page) {
  await postSignIn(page, 'demo-a', { intent: 'freeplay', redirectTo: '/index' });
  await expect(page).toHaveURL(brandUrl('demo-a', '/index'));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await trialMarked(page);
}

async function trialMarked(page: Page) {
  // The header's label folds away on a phone; the account is marked all the same.
  if ((page.viewportSize()?.width ?? 1280) > 640) await expect(page.getByText('Trial account', { exact: true })).toBeVisible();
}

/** A slot of the brand as the home page's popular list links it (read from the home page the player is on, or opened). */
async function slotHref(page: Page): Promise<string> {
  if (new URL(page.url()).pathname !== '/index') await page.goto(brandUrl('demo-a'));
  // A sign-in lands by the router: the address is the home page's a moment before its list is drawn.
  await page.getByTestId('popular-games').getByRole('link').first().waitFor({ state: 'attached' });
  const hrefs = await page
    .getByTestId('popular-games')
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => /\/game\?vendor=(PG|JL|PP|CQ9)&/.test(h));
  expect(href, 'a slot in the popular list').toBeTruthy();
  return href!;
}

async function headerBalance(page: Page): Promise<string> {
  const balance = page.getByTestId('balance');
  await balance.click();
  // A header that already showed it (reached by a link) refreshes it on the click: the figure, not "Refreshing…".
  let shown = '';
  await expect.poll(async () => (shown = (await balance.textContent()) ?? '')).toMatch(/^(?![\s\S]*Refreshing)[\s\S]*\d/);
  return shown;
}

test('"Try for free" plays a slot on trial credit: the frame says Free play, a spin moves the trial credit, the real balance stays', async ({ page }) => {
  await tryForFree(page);
  const real = await headerBalance(page);
  const href = await slotHref(page);
  await navigateInPage(page, href);

  const strip = page.getByTestId('free-play');
  await expect(strip).toContainText('Free play');
  await expect(strip.getByTestId('free-play-credit')).toHaveText('₱ 2,000.00');
  await expect(strip.getByRole('link', { name: 'Register a real account' })).toBeVisible();

  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.getByText('FREE PLAY', { exact: true })).toBeVisible();
  await expect(game.getByText('Trial credit')).toBeVisible();
  await expect(game.locator('#balance')).toHaveText('₱2,000.00');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 10_000 });
  await expect(game.locator('#balance')).not.toHaveText('₱2,000.00');
  const inGame = (await game.locator('#balance').textContent())!.replace('₱', '₱ ');

  // The strip asks the platform again when tapped (and by itself every few seconds).
  await strip.getByRole('button', { name: /Trial credit/ }).click();
  await expect(strip.getByTestId('free-play-credit')).toHaveText(inGame);

  // Back to the home page by a link, as the player goes (the header's balance is read again there).
  await navigateInPage(page, '/index');
  expect(await headerBalance(page)).toBe(real);
});

test('live casino says real money only and answers with the real-account warning; the deposit button still warns', async ({ page }) => {
  await trialSignIn(page);
  await navigateInPage(page, '/live');
  const cards = page.getByTestId('vendor-cards');
  await expect(cards.getByTestId('real-money-only').first()).toHaveText('Real money only');
  await expect(cards.getByRole('link', { name: /SA Gaming/ }).getByTestId('real-money-only')).toBeVisible();

  // The game's address, opened directly, answers 403 with the reason and no game: what the server sends, asked with the
  // tab's own session (the drawn error page is the error page's own test).
  const game = await fetchInPage(page, '/game?vendor=SA');
  expect(game.status).toBe(403);
  expect(/<h1\b[^>]*>([^<]*)<\/h1>/.exec(game.body)?.[1]).toBe('A real account is needed');
  expect(game.body).not.toContain('data-testid="game-frame"');

  await navigateInPage(page, '/index');
  await page.getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'A real account is needed' })).toBeVisible();
  await page.keyboard.press('Escape');
  expect((await fetchInPage(page, '/member/withdraw')).status).toBe(403);
});

test('the lottery opens for free where its vendor offers trial play', async ({ page }) => {
  await trialSignIn(page);
  await navigateInPage(page, '/lottery');
  await expect(page.getByTestId('free-play')).toContainText('Free play');
  await expect(page.frameLocator('[data-testid="lottery-frame"]').getByText('FREE PLAY', { exact: true })).toBeVisible();
});

test('a real account never sees the Free play strip, nor "Real money only"', async ({ page }) => {
  await signIn(page, 'demo-a', 'player1', 'Player123');
  await navigateInPage(page, await slotHref(page));
  await expect(page.getByTestId('game-frame')).toBeVisible();
  await expect(page.getByTestId('free-play')).toHaveCount(0);
  await navigateInPage(page, '/live');
  await expect(page.getByTestId('vendor-cards')).toBeVisible();
  await expect(page.getByTestId('real-money-only')).toHaveCount(0);
});

const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
type Size = keyof typeof sizes;
for (const mode of ['light', 'dark'] as const) {
  test(`screenshots: the trial game frame, demo-a ${mode}, desktop and phone`, async ({ browser }) => {
    // One trial per mode (a game page opened again in one trial stays blank), each width turned in place.
    const at: View<Size> = { mode, size: 'desktop' };
    const { context, page } = await openSitting(browser, 'demo-a', sizes, at);
    await trialSignIn(page);
    await navigateInPage(page, await slotHref(page));
    fs.mkdirSync(screens, { recursive: true });
    const widths = ['desktop', 'phone'] as const;
    for (const size of widths) {
      await turnTo(page, 'demo-a', sizes, at, { mode, size });
      await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
      const game = page.frameLocator('[data-testid="game-frame"]');
      await game.getByRole('button', { name: 'Spin' }).click();
      await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 10_000 });
      await expect(game.locator('#result')).toContainText('Last result');
      await page.screenshot({ path: path.join(screens, `freeplay-game-${mode}-${size}.png`), animations: 'disabled' });
    }
    if (mode === 'light') {
      await navigateInPage(page, '/live');
      for (const size of [...widths].reverse()) {
        await turnTo(page, 'demo-a', sizes, at, { mode, size });
        await page.screenshot({ path: path.join(screens, `freeplay-live-${mode}-${size}.png`), animations: 'disabled' });
      }
    }
    await context.close();
  });
}
