import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Page } from '@playwright/test';
import { E2E_PLATFORM_DB } from '../support/e2e-slot';
import { latestCaptchaAnswer } from '../support/platform-db';
import type { View } from './client-nav';
import { modeCookie, navigateInPage, openCentrePage, switchModeInPage } from './client-nav';
import { admin, brandUrl, expect, gotoHydrated, quietPopups, test, signIn, signInShared } from './fixtures';

/**
 * The reward pages as players use them: a friend registers with a member's referral link, claims the
 * welcome reward (once, even from a second tab), plays the demo slot until a mission completes, claims it,
 * and shows up in the referrer's list. Then every page on both brands, desktop and phone, light and dark.
 */
test.use({ viewport: { width: 1280, height: 800 } });

const dir = path.resolve('tests/.artifacts/screens');
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const members = { 'demo-a': ['player1', 'Player123'], 'demo-b': ['0912345678', 'Jade12345'], 'demo-c': ['player3', 'Ember12345'] } as const;

/** Signs the brand's member in and lands on `landing`, as the sign-in form's redirect does. */
async function logIn(page: Page, brand: keyof typeof members, landing: string) {
  const [username, password] = members[brand];
  await signIn(page, brand, username, password, landing);
}

/**
 * The same, from this worker's shared session (`signInShared`): for views that only read the member's pages and
 * neither end the session nor hold a money intent in it.
 */
async function logInShared(page: Page, brand: keyof typeof members, landing: string) {
  const [username, password] = members[brand];
  await signInShared(page, brand, username, password, landing);
}

/** A demo-a slot whose spin costs ₱1 (minimum bet 0.1): what a player on a welcome reward would pick in the lobby's min-bet filter. */
function cheapSlotHref(): string {
  const db = new Database(E2E_PLATFORM_DB, { readonly: true });
  try {
    const game = db
      .prepare(
        `SELECT g.node_id, g.vendor_code FROM games g JOIN merchant_vendors mv ON mv.vendor_code = g.vendor_code AND mv.merchant = 'demoa01'
          JOIN vendors v ON v.code = g.vendor_code WHERE g.game_type = 'RNG' AND g.min_bet = 0.1 AND v.is_game IS NULL ORDER BY g.node_id LIMIT 1`,
      )
      .get() as { node_id: number; vendor_code: string };
    return `/game?vendor=${game.vendor_code}&nodeId=${game.node_id}`;
  } finally {
    db.close();
  }
}

test('a friend joins with the referral link, claims the welcome reward once, completes a spin mission and claims it', async ({ browser, page }) => {
  test.setTimeout(120_000);
  // The referrer's code, link and QR code.
  await logInShared(page, 'demo-a', '/member/referral');
  const code = (await page.getByTestId('referral-code').textContent())!.trim();
  const link = await page.getByTestId('referral-link').inputValue();
  expect(link).toBe(brandUrl('demo-a', `/register?r=${code}`));
  await expect(page.getByRole('img', { name: 'QR code of your share link' })).toBeVisible();
  const referredBefore = Number(await page.getByTestId('referred-count').textContent());

  // A friend opens the link in their own browser and registers.
  const friend = await browser.newContext({ viewport: sizes.desktop });
  await friend.addInitScript(quietPopups);
  const tab = await friend.newPage();
  const username = `pal${Date.now() % 1_000_000}`;
  await tab.goto(`${link}&mode=username`);
  await expect(tab.locator('input[name="referralCode"]')).toHaveValue(code);
  await tab.getByLabel('Username').fill(username);
  await tab.getByLabel('Password', { exact: true }).fill('Friend123');
  await tab.getByLabel('Confirm password').fill('Friend123');
  await tab.getByRole('img', { name: /Captcha image/ }).evaluate((img: HTMLImageElement) => img.decode());
  await tab.getByLabel('Captcha', { exact: true }).fill(latestCaptchaAnswer(E2E_PLATFORM_DB));
  await tab.getByLabel(/18 years/).check();
  await tab.getByLabel(/I agree/).check();
  await tab.getByRole('button', { name: 'Create account' }).click();
  await expect(tab).toHaveURL(/\/index/);

  // The welcome reward: the menu's badge counts it; claimed in one tab, a second tab's stale form pays nothing.
  // From here the friend moves by the site's own links (client-side navigation), as a player does after landing.
  await openCentrePage(tab, 'member', '/member/rewardCenter');
  await expect(tab.getByRole('link', { name: /Reward centre/ })).toContainText('1');
  const second = await friend.newPage();
  await second.goto(brandUrl('demo-a', '/member/rewardCenter'));
  const welcome = tab.getByTestId('reward').filter({ hasText: 'Welcome reward' });
  await expect(welcome).toContainText('₱ 88.00');
  await welcome.getByRole('button', { name: 'Claim' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'is in your wallet' })).toHaveText('₱ 88.00 is in your wallet.');
  await expect(tab.getByTestId('reward')).toHaveCount(0);
  await second.getByTestId('reward').filter({ hasText: 'Welcome reward' }).getByRole('button', { name: 'Claim' }).click();
  await expect(second.getByRole('alert')).toHaveText('Already claimed: it was paid once.');
  await expect(second.getByTestId('claim-history')).toContainText('Welcome reward');
  await openCentrePage(tab, 'member', '/member/bonusDetails');
  await expect(tab.getByTestId('bonuses')).toContainText('Welcome reward');

  // Missions before playing: the spin mission has not started.
  await openCentrePage(tab, 'member', '/member/missionLeaderboard');
  const spins = tab.getByTestId('mission-spins-daily');
  await expect(spins.getByTestId('mission-progress')).toHaveText('0 / 10');

  // Ten spins of the demo slot.
  await navigateInPage(tab, cheapSlotHref());
  const game = tab.frameLocator('[data-testid="game-frame"]');
  for (let i = 0; i < 10; i++) {
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled({ timeout: 10_000 });
  }

  // Opened afresh: the site keeps a session's mission progress half a minute (spins in a game are not its actions),
  // and a fresh page reads it live.
  await gotoHydrated(tab, brandUrl('demo-a', '/member/missionLeaderboard'));
  await expect(spins.getByTestId('mission-progress')).toHaveText('10 / 10');
  await expect(tab.getByRole('link', { name: /Missions/ })).toContainText(/[1-9]/);
  const pointsBefore = Number(await tab.getByTestId('mission-points').textContent());
  await spins.getByRole('button', { name: 'Claim' }).click();
  await expect(tab.getByRole('status').filter({ hasText: 'Mission complete' })).toHaveText('Mission complete! ₱ 10.00 is in your wallet.');
  await expect(spins).toContainText('Claimed');
  await expect(tab.getByTestId('mission-points')).toHaveText(String(pointsBefore + 20));
  // The board names the viewer, masks everyone else.
  await expect(tab.getByTestId('leaderboard')).toContainText(`${username} (you)`);
  await openCentrePage(tab, 'member', '/member/rewardCenter');
  await expect(tab.getByTestId('claim-history')).toContainText('Mission');
  await friend.close();

  // The referrer sees the friend, masked, with no deposit yet (opened afresh: the referral list is kept a minute).
  await page.goto(brandUrl('demo-a', '/member/referral'));
  await expect(page.getByTestId('referred-count')).toHaveText(String(referredBefore + 1));
  const masked = `${username.slice(0, 2)}****${username.slice(-2)}`;
  await expect(page.getByTestId('referred-members').getByRole('row').filter({ hasText: masked })).toContainText('No deposit yet');
  expect(admin('ledger', 'check', 'demoa01')).toMatch(/ledger balanced/);
});

test('an operator grant is claimable with one action; a brand without VIP has no rank page', async ({ page }) => {
  admin('reward', 'grant', 'demoa01', 'player1', '12.34', 'Operator thank-you');
  await logIn(page, 'demo-a', '/member/rewardCenter');
  const gift = page.getByTestId('reward').filter({ hasText: 'Operator thank-you' });
  await expect(gift).toContainText('₱ 12.34');
  await gift.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is in your wallet' })).toHaveText('₱ 12.34 is in your wallet.');

  await openCentrePage(page, 'member', '/member/playerRank');
  await expect(page.getByTestId('rank-current')).toContainText('VIP3');
  await expect(page.getByTestId('rank-progress')).toContainText('VIP4');

  // demo-c has no VIP module: no menu entry (the pages' 404s for its player are asked over HTTP in
  // pages-without-browser.test.ts).
  await logIn(page, 'demo-c', '/member/missionLeaderboard');
  await expect(page.getByTestId('member-centre').getByRole('heading', { level: 2 })).toHaveText('Missions');
  await expect(page.getByRole('link', { name: /VIP rank/ })).toHaveCount(0);
});

const PAGES = ['rewardCenter', 'manualRebate', 'missionLeaderboard', 'referral', 'playerRank'] as const;
// Two views a brand, as before: each page is shot in one and turned in place (the viewport, the mode as the theme
// toggle turns it) to the other, so one sitting a brand walks the pages once. Each sitting starts in a different
// mode, so the server's own drawing of the first page is shot in both.
const shots = {
  'demo-a': [
    { mode: 'light', size: 'desktop' },
    { mode: 'dark', size: 'phone' },
  ],
  'demo-b': [
    { mode: 'dark', size: 'desktop' },
    { mode: 'light', size: 'phone' },
  ],
} as const;

async function shoot(browser: Browser, brand: keyof typeof shots) {
  const [first, second] = shots[brand];
  const context = await browser.newContext({ viewport: sizes[first.size] });
  await context.addInitScript(quietPopups);
  await context.addCookies([modeCookie(brand, first.mode)]);
  const page = await context.newPage();
  // The session starts on the first page shot (the sign-in page and the home page are shot in screenshots.spec).
  await logInShared(page, brand, `/member/${PAGES[0]}`);
  await expect(page.locator('html')).toHaveAttribute('data-mode', first.mode);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  fs.mkdirSync(dir, { recursive: true });
  let at: View<keyof typeof sizes> = first;
  const turnTo = async (view: View<keyof typeof sizes>) => {
    await page.setViewportSize(sizes[view.size]);
    expect(await switchModeInPage(page, brand, view.mode), `the page turned to ${view.mode}`).toBe(true);
    at = view;
  };
  for (const key of PAGES) {
    // demo-b does not offer the rebate: the page is a 404 and the menu has no entry for it (the document asked
    // for from the page, with the player's session, for the status a new document would get).
    if (brand === 'demo-b' && key === 'manualRebate') {
      expect(await page.evaluate(async (href) => (await fetch(href, { redirect: 'manual' })).status, `/member/${key}`)).toBe(404);
      await expect(page.getByTestId('member-centre').locator(`nav a[href^="/member/${key}"]`)).toHaveCount(0);
      continue;
    }
    // The shots are of the pages, not of the way to them: the centre's menu takes the player from one to the next.
    if (key !== PAGES[0]) await openCentrePage(page, 'member', `/member/${key}`);
    for (const view of at === first ? [first, second] : [second, first]) {
      if (view !== at) await turnTo(view);
      const centre = page.getByTestId('member-centre');
      await expect(centre.getByRole('heading', { level: 2 })).toBeVisible();
      await page.screenshot({
        path: path.join(dir, `rewards-${brand}-${key}-${view.mode}-${view.size}.png`),
        animations: 'disabled',
        fullPage: view.size === 'desktop',
      });
    }
  }
  await context.close();
}

for (const brand of ['demo-a', 'demo-b'] as const) {
  test(`reward pages ${brand}, ${shots[brand].map(({ mode, size }) => `${mode} ${size}`).join(' and ')}`, async ({ browser }) => {
    test.setTimeout(120_000);
    await shoot(browser, brand);
  });
}
