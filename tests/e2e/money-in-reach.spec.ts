import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { addPlatformMember } from '../support/platform-db';
import { E2E_PLATFORM_DB } from '../support/e2e-slot';
import { navigateInPage } from './client-nav';
import { admin, adminHere, brandUrl, expect, openWithScriptsHeld, test, signIn as signInAs } from './fixtures';

/**
 * The balance, Deposit and Withdraw within two taps of the home page for a signed-in player on a phone
 * (390 px), a tablet (768) and a small laptop (1024), on every demo brand in its own language, and a real
 * deposit paid from the home page's Deposit. One login a brand; the page is resized between widths. Each
 * brand has a fresh member of its own, so the balances are exact whatever else ran.
 */
// Reduced motion: no check here is about motion, and the home page's tickers cost the browser a share of a core
// for every moment a test reads it.
test.use({ reducedMotion: 'reduce' });
type Words = {
  auth: { username: string; password: string; submit: string };
  header: { deposit: string; withdraw: string; account: string; hideBalance: string };
  member: { title: string; pages: { depositv2: string; withdraw: string; transferFund: string } };
  cashier: { amount: string; deposit: { payWith: string; submit: string; paid: string; created: string } };
};
const words = (language: string) => JSON.parse(fs.readFileSync(`app/locales/${language}.json`, 'utf8')) as Words;

const WIDTHS = [390, 768, 1024] as const;
const PASSWORD = 'Reach12345';
let serial = 0;

async function newMember(merchant: string, balanceMinor: number) {
  const username = `reach${Date.now().toString(36).slice(-6)}${serial++}`;
  await addPlatformMember(E2E_PLATFORM_DB, { merchant, username, password: PASSWORD, balanceMinor });
  return username;
}

/** A fresh member of the brand with an opening balance, signed in at phone width. */
async function signIn(page: Page, host: string, merchant: string, balanceMinor: number) {
  const username = await newMember(merchant, balanceMinor);
  await page.setViewportSize({ width: 390, height: 800 });
  await signInAs(page, host, username, PASSWORD);
  return username;
}

const header = (page: Page) => page.getByRole('banner');
const centre = (page: Page, w: Words) => page.getByRole('dialog', { name: w.member.title });

/** On screen, inside the width, and at least 24 × 24 px (WCAG 2.2 target size). */
async function expectTappable(target: Locator, width: number) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
}

/** Tap one: the account menu; tap two: the link in it. */
async function fromMenu(page: Page, w: Words, width: number, name: string) {
  const menu = header(page).getByTestId('account-menu');
  await expectTappable(menu, width);
  await menu.click();
  const link = header(page).getByTestId('menu-money').getByRole('link', { name, exact: true });
  await expectTappable(link, width);
  await link.click();
}

/**
 * At each width, from the home page: the balance in one tap, Deposit in one, Withdraw in at most two. The sign-in
 * landed on the home page at the first width; each later round comes back to it with the browser's Back (the
 * router's, no new document), turns the page to its width in place, and hides the balance again with its eye, so
 * every round starts from the page as a player finds it. Ends back on the home page.
 */
async function reachEverything(page: Page, host: string, w: Words, shown: string) {
  await expect(page).toHaveURL(brandUrl(host, '/index'));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    if (width !== WIDTHS[0]) {
      await header(page).getByRole('button', { name: w.header.hideBalance, exact: true }).click();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `overflow at ${width} px`).toBeLessThanOrEqual(0);

    const balance = header(page).getByTestId('balance');
    await expectTappable(balance, width);
    await expect(balance).toHaveText('***');
    await balance.click();
    await expect(balance).toHaveText(shown);
    // The menu's wallet row shows the balance the player asked for.
    await header(page).getByTestId('account-menu').click();
    await expect(header(page).getByTestId('menu-balance')).toContainText(shown);
    await header(page).getByTestId('account-menu').click();

    const deposit = header(page).getByRole('link', { name: w.header.deposit, exact: true });
    await expectTappable(deposit, width);
    await deposit.click();
    await expect(centre(page, w).getByRole('heading', { level: 2 })).toHaveText(w.member.pages.depositv2);
    await page.goBack();
    await expect(page).toHaveURL(/\/index$/);

    await fromMenu(page, w, width, w.header.withdraw);
    await expect(centre(page, w).getByRole('heading', { level: 2 })).toHaveText(w.member.pages.withdraw);
    await page.goBack();
    await expect(page).toHaveURL(brandUrl(host, '/index'));
    await expect(centre(page, w)).toHaveCount(0);
  }
}

/** From the open home page's header Deposit through an e-wallet's payment page back to the cashier's confirmation. */
async function payByEwallet(page: Page, host: string, w: Words, channel: string, amount: string) {
  await expect(page).toHaveURL(brandUrl(host, '/index'));
  await header(page).getByRole('link', { name: w.header.deposit, exact: true }).click();
  await centre(page, w)
    .getByRole('link', { name: new RegExp(channel) })
    .click();
  await expect(centre(page, w).getByTestId('deposit-channel')).toContainText(channel);
  const form = centre(page, w).getByTestId('deposit-form');
  await form.getByRole('textbox', { name: new RegExp(`^${w.cashier.amount}`) }).fill(amount);
  await form.getByRole('button', { name: w.cashier.deposit.payWith.replace('{{name}}', channel) }).click();
  // The wallet's own page, on the platform's origin.
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`${host}\\.localhost:\\d+/member/depositv2`));
  await expect(centre(page, w).getByText(w.cashier.deposit.paid)).toBeVisible();
}

test.describe('money within two taps, signed in, at 390, 768 and 1024 px', () => {
  test.setTimeout(150_000);

  test('Aurora Casino: reach balance, Deposit and Withdraw, then pay ₱300 by GCash from the phone header', async ({ page }) => {
    const w = words('en');
    await signIn(page, 'demo-a', 'demoa01', 123_45);
    await reachEverything(page, 'demo-a', w, '₱ 123.45');

    // Before the page's script has run, the header's Deposit and the menu's wallet row already work.
    await page.setViewportSize({ width: 390, height: 800 });
    let alive = await openWithScriptsHeld(page, brandUrl('demo-a', '/index'));
    await header(page).getByRole('link', { name: w.header.deposit, exact: true }).click();
    await expect(centre(page, w).getByRole('heading', { level: 2 })).toHaveText(w.member.pages.depositv2);
    await alive();
    alive = await openWithScriptsHeld(page, brandUrl('demo-a', '/index'));
    await header(page).getByTestId('account-menu').click();
    await header(page).getByTestId('menu-balance').click();
    await expect(centre(page, w).getByTestId('member-balance')).toHaveText(/₱ 123\.45/);
    await alive();

    // Home again as the site's own links go there (the held page was only about the moment before it came alive).
    await navigateInPage(page, '/index');
    await payByEwallet(page, 'demo-a', w, 'GCash', '300');
    await expect(centre(page, w).getByTestId('member-balance')).toHaveText(/₱ 423\.45/);
    // Home by the site's link: the header's tap asks the wallet again.
    await navigateInPage(page, '/index');
    await header(page).getByTestId('balance').click();
    await expect(header(page).getByTestId('balance')).toHaveText('₱ 423.45');
  });

  test('Jade Dragon, in Vietnamese: reach balance, Deposit and Withdraw, then pay ₫100,000 by MoMo at tablet width', async ({ page }) => {
    const w = words('vi');
    await signIn(page, 'demo-b', 'demob02', 1_500_000);
    await reachEverything(page, 'demo-b', w, '₫ 1.500.000');

    await page.setViewportSize({ width: 768, height: 800 });
    await payByEwallet(page, 'demo-b', w, 'MoMo', '100000');
    await expect(centre(page, w).getByTestId('member-balance')).toHaveText(/₫ 1\.600\.000$/);
  });

  test('Ember Play (a wallet per game provider): reach balance, Deposit and Withdraw, then a QR deposit at 1024 px credited by the desk', async ({ page }) => {
    const w = words('en');
    const user = await signIn(page, 'demo-c', 'democ03', 75_00);
    await reachEverything(page, 'demo-c', w, '$ 75.00');

    await page.setViewportSize({ width: 1024, height: 800 });
    await header(page).getByRole('link', { name: w.header.deposit, exact: true }).click();
    await centre(page, w)
      .getByRole('link', { name: /Pay by QR/ })
      .click();
    await expect(centre(page, w).getByTestId('deposit-channel')).toContainText('Pay by QR');
    const form = centre(page, w).getByTestId('deposit-form');
    await form.getByRole('textbox', { name: /^Amount/ }).fill('50');
    await form.getByRole('button', { name: w.cashier.deposit.submit }).click();
    await expect(centre(page, w).getByText(w.cashier.deposit.created)).toBeVisible();
    // The desk finds the deposit (read in the worker) and credits it with the console's own program.
    const line = (await adminHere('deposit', 'list', 'democ03', 'PENDING')).split('\n').find((l) => l.includes(` ${user} `));
    expect(admin('deposit', 'approve', 'democ03', /^#(\d+)/.exec(line ?? '')![1]!)).toContain(`credited $50.00 to ${user}`);
    // The menu's wallet row opens the wallets, each game provider's beside the main one, with the credit (home by
    // the site's link; the reload below is the fresh read).
    await navigateInPage(page, '/index');
    await header(page).getByTestId('account-menu').click();
    await header(page).getByTestId('menu-balance').click();
    await expect(centre(page, w).getByRole('heading', { level: 2 })).toHaveText(w.member.pages.transferFund);
    // The centre keeps the wallet a few seconds between pages; a reload reads it live, as a player does to see a credit.
    await page.reload();
    await expect(centre(page, w).getByTestId('member-balance')).toHaveText(/\$ 125\.00/);
    await expect(centre(page, w).getByTestId('wallet-MAIN')).toContainText('$ 125.00');
  });
});
