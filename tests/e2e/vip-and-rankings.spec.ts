import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import type { View } from './client-nav';
import { navigateInPage, openSitting, turnTo } from './client-nav';
import { brandUrl, expect, gotoHydrated, test, signInShared } from './fixtures';

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
type Brand = keyof typeof accounts;

/** Signs in (the worker's shared session) straight onto `landing`, the page the test reads. */
async function logIn(page: Page, brand: Brand, landing: string) {
  const [username, password] = accounts[brand];
  await signInShared(page, brand, username, password, landing);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test.describe('VIP page', () => {
  // What a guest is served (every level with its thresholds and benefits, no progress, the log-in link back here):
  // the served page, asked in tests/integration/vip-and-rankings-server-answers.test.ts.

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

  // A brand without a VIP programme has no VIP page, for a guest or a player: a status, asked in
  // pages-without-browser.test.ts.
});

test.describe('rankings', () => {
  test('the deposit board lists this month’s top 20 with masked names, in pesos, and player1 sees their own standing', async ({ page }) => {
    await gotoHydrated(page, brandUrl('demo-a', '/deposit-rank'));
    await expect(page.getByRole('heading', { level: 1, name: 'Top Depositors' })).toBeVisible();
    await expect(page.getByTestId('rank-table')).toBeVisible();
    await expect(page.getByTestId('rank-period')).toContainText(/\d{4}/);
    const rows = page.getByTestId('rank-row');
    await expect(rows).toHaveCount(20);
    for (const name of await rows.locator('td:nth-child(2)').allInnerTexts()) expect(name.trim()).toMatch(MASKED);
    await expect(rows.first().locator('td').last()).toHaveText(/^₱ [\d,]+\.\d{2}$/);
    await expect(page.getByRole('link', { name: 'Log in to see your own place' })).toBeVisible();
    // The gate stays (Aurora Casino publishes no valid-bet board): a status, asked in pages-without-browser.test.ts.

    await logIn(page, 'demo-a', '/deposit-rank');
    await expect(page.getByTestId('rank-me').or(page.getByText("You are not on this month's board yet", { exact: false }))).toBeVisible();
    await expect(page.getByTestId('rank-row')).toHaveCount(20);
  });

  // The valid-bet board on Jade Dragon (20 masked players in dong): the served page, asked in
  // tests/integration/vip-and-rankings-server-answers.test.ts.
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
    // A nonsense page number is the first page, not an error: a status, asked in pages-without-browser.test.ts.
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
    // An unknown game type is the whole board, not an error: a status, asked in pages-without-browser.test.ts.
  });
});

type Size = keyof typeof sizes;
type Sitting = View<Size> & { pages: string[] };

/** The open page, shot as a player sees it in one size and mode, written for a person to open. */
async function shoot(page: Page, brand: Brand, { mode, size }: View<Size>, pathname: string, signedIn: boolean) {
  await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByTestId('section-unavailable')).toHaveCount(0);
  // A page reached by the router has no load event to wait for: its pictures are waited for here, as the load
  // event waits for them (lazy ones aside, which it does not wait for either).
  await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
  const name = `vipranks-${brand}-${pathname.replace(/\W+/g, '') || 'home'}-${signedIn ? 'player' : 'guest'}-${mode}-${size}.png`;
  await page.screenshot({ path: path.join(dir, name), fullPage: size === 'desktop' });
}

/**
 * One sitting (a guest's, or the player's shared session) through its views: the first page is served in the
 * first view, every other page is reached by the router and every other view turned in place (`turnTo`), the
 * page already open shot first in each view.
 */
async function sitting(browser: Browser, brand: Brand, signedIn: boolean, views: Sitting[]) {
  const at: View<Size> = { mode: views[0]!.mode, size: views[0]!.size };
  const { context, page } = await openSitting(browser, brand, sizes, at);
  let open = views[0]!.pages[0]!;
  if (signedIn) await logIn(page, brand, open);
  else await gotoHydrated(page, brandUrl(brand, open));
  for (const { pages, ...view } of views) {
    await turnTo(page, brand, sizes, at, view);
    for (const pathname of [...pages.filter((p) => p === open), ...pages.filter((p) => p !== open)]) {
      if (pathname !== open) await navigateInPage(page, pathname);
      open = pathname;
      await shoot(page, brand, view, pathname, signedIn);
    }
  }
  await context.close();
}

const rankPage = { 'demo-a': '/deposit-rank', 'demo-b': '/bet-rank' } as const;
/**
 * The views the shot set has always had: a guest's in light on a phone and dark on a desktop, a player's in light
 * on a desktop and dark on a phone; each page in light, the VIP page and the board in dark. One guest and one
 * player sitting per brand, turned in place; demo-b's start dark, so the server's own drawing is shot in each mode.
 */
for (const brand of ['demo-a', 'demo-b'] as const) {
  test(`screenshots ${brand}: a guest's and a player's views in both modes`, async ({ browser }) => {
    test.setTimeout(120_000);
    fs.mkdirSync(dir, { recursive: true });
    // The light set ends on the board, where the dark set starts.
    const light = ['/vip', '/winners', '/leaderboard', rankPage[brand]];
    const dark = ['/vip', rankPage[brand]];
    const inOrder = (views: Sitting[]) => (brand === 'demo-b' ? views.reverse() : views);
    await sitting(
      browser,
      brand,
      false,
      inOrder([
        { mode: 'light', size: 'phone', pages: light },
        { mode: 'dark', size: 'desktop', pages: dark },
      ]),
    );
    await sitting(
      browser,
      brand,
      true,
      inOrder([
        { mode: 'light', size: 'desktop', pages: light },
        { mode: 'dark', size: 'phone', pages: dark },
      ]),
    );
  });
}
