import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_PLATFORM_DB } from '../support/e2e-slot';
import { addPlatformMember } from '../support/platform-db';
import type { View } from './client-nav';
import { inEveryView, openSitting, revalidateInPage, switchModeInPage } from './client-nav';
import { admin, brandUrl, expect, test, signIn, signInShared } from './fixtures';

/**
 * The point mall as a new player uses it: browse as a guest, log in, redeem an item with the payment
 * password in the dialog, follow it In Process until the operator approves, convert points to cash and
 * see the wallet grow; then screenshots on both brands (the same redemption without JavaScript is asked over HTTP in
 * tests/integration/point-mall-server-answers.test.ts).
 */
test.use({ viewport: { width: 1280, height: 800 } });

const dir = path.resolve('tests/.artifacts/screens');

/** Signs in straight onto the point mall (a new member redeeming holds intents in a session of its own). */
async function logIn(page: Page, brand: string, username: string, password: string) {
  await signIn(page, brand, username, password, '/pointMall');
}

/** A member the operator just opened: ₱100 in the wallet, a payment password, and points granted by hand. */
async function newMember(points: number): Promise<string> {
  const username = `mall${Date.now() % 10_000_000}`;
  await addPlatformMember(E2E_PLATFORM_DB, { merchant: 'demoa01', username, password: 'Points123', balanceMinor: 10_000, paymentPassword: '135790' });
  expect(admin('points', 'grant', 'demoa01', username, String(points))).toContain(`${username} +${points} points`);
  return username;
}

test('a guest browses the items and the rules, and is asked to log in to redeem', async ({ page }) => {
  await page.goto(brandUrl('demo-a', '/pointMall'));
  await expect(page.getByTestId('point-item').first()).toBeVisible();
  await expect(page.getByTestId('point-item').filter({ hasText: 'Lucky Gold Chip' })).toContainText('2,500');
  await expect(page.getByTestId('point-item').filter({ hasText: 'Aurora Tote Bag' }).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Log in to redeem' }).first()).toHaveAttribute('href', /\/login\?redirectTo=%2FpointMall/);
  await page.getByTestId('tab-rules').click();
  await expect(page.getByTestId('point-rules')).toContainText('Points have no expiry.');
  await page.getByTestId('tab-exchange').click();
  await expect(page.getByTestId('exchange-rates')).toContainText('₱ 1.20');
});

test('a new player redeems with the payment password, the operator approves, and points become cash', async ({ page }) => {
  test.setTimeout(120_000);
  const username = await newMember(5_000);
  await logIn(page, 'demo-a', username, 'Points123');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByTestId('points-balance')).toContainText('5,000');

  // The dialog: focus goes in, Escape closes it and gives focus back to the item's button.
  const chip = page.getByTestId('point-item').filter({ hasText: 'Lucky Gold Chip' });
  const redeem = chip.getByRole('link', { name: 'Redeem Lucky Gold Chip' });
  await redeem.click();
  const dialog = page.getByRole('dialog', { name: 'Confirm redemption' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Payment password')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(redeem).toBeFocused();

  // A wrong password takes nothing; the right one redeems.
  await redeem.click();
  await dialog.getByLabel('Payment password').fill('000000');
  await dialog.getByRole('button', { name: 'Redeem now' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Wrong payment password. 4 attempts left.');
  await expect(page.getByTestId('points-balance')).toContainText('5,000');
  await dialog.getByLabel('Payment password').fill('135790');
  await dialog.getByRole('button', { name: 'Redeem now' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Redeemed for 2,500 points' })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toContainText('2,500');
  await expect(chip).toContainText('1 / 3');

  await page.getByTestId('tab-history').click();
  const row = page.getByTestId('redemption').first();
  await expect(row).toContainText('Lucky Gold Chip');
  await expect(row).toContainText('In Process');

  // The operator delivers it.
  const line = admin('redeem', 'list', 'demoa01', 'IN_PROCESS')
    .split('\n')
    .find((l) => l.includes(username))!;
  const id = line.trim().split(/\s+/)[0]!;
  expect(admin('redeem', 'approve', 'demoa01', id)).toContain(`redemption ${id}: APPROVED`);
  // The page's data read again, as after any action on it (the document load is not what is checked here).
  expect(await revalidateInPage(page), 'the page read again').toBe(true);
  await expect(page.getByTestId('redemption').first()).toContainText('Approved');

  // Points to cash: 1,000 points at ₱1.00 per 100 → ₱10.00 into the wallet.
  await page.getByTestId('tab-exchange').click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₱ 100.00');
  const form = page.getByTestId('convert-form');
  await form.getByLabel('Points to convert').fill('1000');
  await form.getByLabel('Payment password').fill('135790');
  await form.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1,000 points converted' })).toContainText('₱ 10.00');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₱ 110.00');
  await expect(page.getByTestId('points-balance')).toContainText('1,500');
  // A step the brand does not convert is refused in words, and nothing moves.
  await form.getByLabel('Points to convert').fill('250');
  await form.getByLabel('Payment password').fill('135790');
  await form.getByRole('button', { name: 'Convert' }).click();
  await expect(form.getByRole('alert')).toContainText('Convert at least 500 points.');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₱ 110.00');

  await page.getByTestId('tab-details').click();
  await expect(page.getByTestId('points-details')).toContainText('Converted to cash');
  expect(admin('ledger', 'check', 'demoa01')).toMatch(/ledger balanced/);
});

// Without JavaScript the redeem button is a link to a confirmation panel on the page, whose plain form redeems:
// the pages and the post's answer, asked in tests/integration/point-mall-server-answers.test.ts.

const shots: { brand: string; user: [string, string] }[] = [
  { brand: 'demo-a', user: ['player1', 'Player123'] },
  { brand: 'demo-b', user: ['0912345678', 'Jade12345'] },
];
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
for (const { brand, user } of shots) {
  // The mall, its tabs and the redeem dialog shot in every size and mode they were, turned in place (inEveryView,
  // the viewport): one sitting per brand.
  test(`screens: ${brand} in both modes at both sizes`, async ({ browser }) => {
    test.setTimeout(120_000);
    const at: View<keyof typeof sizes> = { mode: 'light', size: 'desktop' };
    const { context, page } = await openSitting(browser, brand, sizes, at);
    // The screens only read: the worker's shared session, landing on the mall.
    await signInShared(page, brand, ...user, '/pointMall');
    await expect(page.locator('html')).toHaveAttribute('data-mode', at.mode);
    fs.mkdirSync(dir, { recursive: true });
    await inEveryView(page, brand, sizes, at, async ({ mode, size }) => {
      await expect(page.getByTestId('point-item').first()).toBeVisible();
      await page
        .getByTestId('point-item')
        .first()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.decode());
      await page.screenshot({ path: path.join(dir, `pointmall-${brand}-${mode}-${size}.png`), fullPage: size === 'desktop', animations: 'disabled' });
    });
    // Light (where the views end): the tabs as a player reaches them, on the page already open, at each size.
    expect(at.mode).toBe('light');
    for (const size of [at.size, at.size === 'desktop' ? 'phone' : 'desktop'] as const) {
      await page.setViewportSize(sizes[size]);
      await page.getByTestId('tab-history').click();
      await expect(page.getByTestId('redeem-history')).toBeVisible();
      await page.screenshot({ path: path.join(dir, `pointmall-${brand}-history-${size}.png`), animations: 'disabled' });
      await page.getByTestId('tab-exchange').click();
      await expect(page.getByTestId('exchange-rates')).toBeVisible();
      await page.screenshot({ path: path.join(dir, `pointmall-${brand}-exchange-${size}.png`), animations: 'disabled' });
      at.size = size;
    }
    // Dark: an item's redeem dialog, back on the items tab, at each size.
    await page.getByTestId('tab-redeem').click();
    await expect(page.getByTestId('point-item').first()).toBeVisible();
    expect(await switchModeInPage(page, brand, 'dark'), 'the page turned to dark').toBe(true);
    const open = page
      .getByTestId('point-item')
      .filter({ has: page.getByRole('link') })
      .first()
      .getByRole('link');
    await open.click();
    for (const size of [at.size, at.size === 'desktop' ? 'phone' : 'desktop'] as const) {
      await page.setViewportSize(sizes[size]);
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.screenshot({ path: path.join(dir, `pointmall-${brand}-dialog-dark-${size}.png`), animations: 'disabled' });
    }
    await context.close();
  });
}
