import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { brandUrl, expect, gotoHydrated, quietPopups, test, signInShared } from './fixtures';

// Motion is not what this file checks: pages sit still (an animated page costs a core's share while a test reads it).
test.use({ reducedMotion: 'reduce' });

/**
 * The VIP page, the month's deposit and valid-bet boards, the winners list and the big-win leaderboard
 * (decision 019), as a guest and as a player would use them; then screenshots of each on both brands.
 */
const dir = path.resolve('tests/.artifacts/screens');
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
const MASKED = /^[^*\s]{1,2}\*\*\*[^*\s]?$/u;
const accounts = { 'demo-a': ['player1', 'Player123'], 'demo-b': ['0912345678', 'Jade12345'] } as const;

/** Signs in (the worker's shared session) straight onto `landing`, the page the test reads. */
async function logIn(page: Page, brand: keyof typeof accounts, landing: string) {
  const [username, password] = accounts[brand];
  await signInShared(page, brand, username, password, landing);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test.describe('VIP page', () => {
  test('a guest sees every level with its thresholds and benefits, and is asked to log in for their progress', async ({ page }) => {
    await gotoHydrated(page, brandUrl('demo-a', '/vip'));
    await expect(page.getByRole('heading', { level: 1, name: 'VIP Club' })).toBeVisible();
    const table = page.getByTestId('vip-table');
    await expect(table.locator('tbody tr')).toHaveCount(9);
    const vip3 = table.locator('tr[data-level="3"]');
    await expect(vip3).toContainText('VIP3');
    await expect(vip3).toContainText('₱ 20,000.00');
    await expect(vip3).toContainText('₱ 100,000.00');
    await expect(vip3).toContainText('8 a day');
    await expect(vip3).toContainText('₱ 200,000.00');
    await expect(table.locator('tr[data-level="5"]')).toContainText('Dedicated host');
    await expect(table.locator('thead')).toContainText('Rebate');
    await expect(page.getByTestId('vip-progress')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log in', exact: true }).last()).toHaveAttribute('href', '/login?redirectTo=%2Fvip');
  });

  test('player1 sees their level highlighted and what is left for the next one', async ({ page }) => {
    await logIn(page, 'demo-a', '/vip');
    const progress = page.getByTestId('vip-progress');
    await expect(progress.getByRole('heading', { name: 'You are VIP3' })).toBeVisible();
    await expect(progress).toContainText('To reach VIP4');
    await expect(progress.getByRole('progressbar')).toHaveCount(2);
    await expect(page.getByTestId('vip-table').locator('tr[aria-current="true"]')).toHaveAttribute('data-level', '3');
    await progress.getByRole('link', { name: 'My VIP details' }).click();
    await expect(page.getByTestId('rank-current')).toContainText('VIP3', { timeout: 20_000 });
  });

  test('a brand without a VIP programme has no VIP page', async ({ page }) => {
    const response = await page.goto(brandUrl('demo-c', '/vip'));
    // Ember Play asks every visitor to log in first; signed in or not, there is no VIP page to reach.
    expect(response?.status() === 404 || /\/login/.test(page.url())).toBe(true);
    await page.locator('input[name="username"]').fill('player3');
    await page.locator('input[name="password"]').fill('Ember12345');
    await page.locator('button[name="intent"][value="login"]').click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
    expect((await page.goto(brandUrl('demo-c', '/vip')))?.status()).toBe(404);
  });
});

test.describe('rankings', () => {
  test('the deposit board lists this month’s top 20 with masked names, in pesos, and player1 sees their own standing', async ({ page }) => {
    await gotoHydrated(page, brandUrl('demo-a', '/deposit-rank'));
    await expect(page.getByRole('heading', { level: 1, name: 'Top Depositors' })).toBeVisible();
    await expect(page.getByTestId('rank-period')).toContainText(/\d{4}/);
    const rows = page.getByTestId('rank-row');
    await expect(rows).toHaveCount(20);
    for (const name of await rows.locator('td:nth-child(2)').allInnerTexts()) expect(name.trim()).toMatch(MASKED);
    await expect(rows.first().locator('td').last()).toHaveText(/^₱ [\d,]+\.\d{2}$/);
    await expect(page.getByRole('link', { name: 'Log in to see your own place' })).toBeVisible();
    // The gate stays: Aurora Casino publishes no valid-bet board.
    expect((await page.goto(brandUrl('demo-a', '/bet-rank')))?.status()).toBe(404);

    await logIn(page, 'demo-a', '/deposit-rank');
    await expect(page.getByTestId('rank-me').or(page.getByText("You are not on this month's board yet", { exact: false }))).toBeVisible();
    await expect(page.getByTestId('rank-row')).toHaveCount(20);
  });

  test('the valid-bet board on Jade Dragon lists 20 masked players in dong', async ({ page }) => {
    await gotoHydrated(page, brandUrl('demo-b', '/bet-rank'));
    const rows = page.getByTestId('rank-row');
    await expect(rows).toHaveCount(20);
    for (const name of await rows.locator('td:nth-child(2)').allInnerTexts()) expect(name.trim()).toMatch(MASKED);
    await expect(rows.first().locator('td').last()).toHaveText(/^₫ [\d.]+$/);
  });
});

test.describe('winners and leaderboard', () => {
  test('the home ticker leads to the full winners list, paged', async ({ page }) => {
    await gotoHydrated(page, brandUrl('demo-a', '/index'));
    await page.getByTestId('winners-see-all').click();
    await expect(page).toHaveURL(/\/winners$/);
    const rows = page.getByTestId('win-row');
    await expect(rows).toHaveCount(20);
    await expect(rows.first()).toContainText(/ago|now/);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/winners\?page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(rows.first()).toBeVisible();
    // A nonsense page number is the first page, not an error.
    expect((await page.goto(brandUrl('demo-a', '/winners?page=<script>')))?.status()).toBe(200);
  });

  test('the leaderboard ranks the month’s biggest wins and filters by game type', async ({ page }) => {
    await gotoHydrated(page, brandUrl('demo-a', '/leaderboard'));
    const rows = page.getByTestId('win-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(20);
    await expect(rows.first().locator('td').first()).toHaveText('1');
    await page.getByRole('link', { name: 'Live casino', exact: true }).click();
    await expect(page).toHaveURL(/game=LIVE/);
    await expect(page.getByRole('link', { name: 'Live casino', exact: true })).toHaveAttribute('aria-current', 'page');
    expect((await page.goto(brandUrl('demo-a', '/leaderboard?game=POKER')))?.status()).toBe(200);
  });
});

/** A page as a player sees it, in one size and mode, written for a person to open. */
async function shoot(browser: Browser, brand: 'demo-a' | 'demo-b', mode: 'light' | 'dark', size: keyof typeof sizes, pages: string[], signedIn = false) {
  const context = await browser.newContext({ viewport: sizes[size] });
  await context.addInitScript(quietPopups);
  await context.addCookies([{ name: 'mode', value: encodeURIComponent(btoa(JSON.stringify(mode))), domain: `${brand}.localhost`, path: '/' }]);
  const page = await context.newPage();
  // Signed in, the sign-in lands on the first page to photograph.
  if (signedIn) await logIn(page, brand, pages[0]!);
  fs.mkdirSync(dir, { recursive: true });
  for (const [i, pathname] of pages.entries()) {
    if (i > 0 || !signedIn) await page.goto(brandUrl(brand, pathname));
    await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByTestId('section-unavailable')).toHaveCount(0);
    const name = `vipranks-${brand}-${pathname.replace(/\W+/g, '') || 'home'}-${signedIn ? 'player' : 'guest'}-${mode}-${size}.png`;
    await page.screenshot({ path: path.join(dir, name), fullPage: size === 'desktop' });
  }
  await context.close();
}

const rankPage = { 'demo-a': '/deposit-rank', 'demo-b': '/bet-rank' } as const;
for (const brand of ['demo-a', 'demo-b'] as const) {
  for (const mode of ['light', 'dark'] as const) {
    for (const size of ['desktop', 'phone'] as const) {
      test(`screenshots ${brand} ${mode} ${size}`, async ({ browser }) => {
        test.setTimeout(120_000);
        const signedIn = (mode === 'dark') === (size === 'phone');
        await shoot(browser, brand, mode, size, ['/vip', rankPage[brand], ...(mode === 'light' ? ['/winners', '/leaderboard'] : [])], signedIn);
      });
    }
  }
}
