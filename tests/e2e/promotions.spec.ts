import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addPlatformMember } from '../support/platform-db';
import { E2E_PLATFORM_DB } from '../support/e2e-slot';
import { PHOTO_MS, phonePhotos } from '../support/test-images';
import type { View } from './client-nav';
import { inEveryView, navigateInPage, openCentrePage, openSitting, revalidateInPage } from './client-nav';
import { admin, brandUrl, expect, gotoHydrated, signIn, test } from './fixtures';

/**
 * Promotions as a new player meets them: browsing as a guest (each card says what it gives and asks for a
 * login), logging in, joining one, claiming one, applying to another with two screenshots, the operator's
 * approval, the inbox notice and the Issued status. Then screenshots of both pages on both brands (the checks
 * without the script and the kind 404 are asked over HTTP, in tests/integration).
 */
const PASSWORD = 'Promo12345';
const dir = path.resolve('tests/.artifacts/screens');
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

async function newMember() {
  const username = `prm${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;
  await addPlatformMember(E2E_PLATFORM_DB, { merchant: 'demoa01', username, password: PASSWORD });
  return username;
}

/**
 * Logs in by the sign-in form's post, back to `landing` as the guest's "Log in to …" link brings the player back
 * (the sign-in page itself is drawn where it is the subject: accounts.spec.ts), and waits for the page to come alive.
 */
async function logIn(page: Page, username: string, landing: string) {
  await signIn(page, 'demo-a', username, PASSWORD, landing);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

const card = (page: Page, title: string) => page.getByTestId('promotion-card').filter({ has: page.getByRole('heading', { name: title }) });
const idOf = async (page: Page, title: string) => Number(await card(page, title).getAttribute('data-promotion-id'));

test('a new player browses as a guest, logs in, joins, claims, applies with two images; the operator approves and the inbox says so', async ({ page }) => {
  test.setTimeout(120_000);
  const username = await newMember();

  // As a guest: every card shows what it gives, and the action is a login.
  await gotoHydrated(page, brandUrl('demo-a', '/promotions'));
  const share = card(page, 'Share Your Big Win');
  await expect(share.getByTestId('promotion-status')).toHaveText('Apply');
  await expect(share).toContainText('₱ 188.00');
  await expect(share.getByRole('link', { name: 'Log in to Apply' })).toBeVisible();
  await expect(share.getByRole('link', { name: 'Log in to Apply' })).toHaveAttribute('href', '/login?redirectTo=%2Fpromotions');
  await expect(card(page, 'Lucky Fishing Week').getByTestId('promotion-status')).toHaveText('Coming soon');
  await expect(card(page, 'Mid-Autumn Lottery Festival').getByTestId('promotion-status')).toHaveText('Closed');

  // A category tab narrows the list (a plain link).
  await page.getByRole('navigation', { name: 'Promotion categories' }).getByRole('link', { name: 'Fishing' }).click();
  await expect(page).toHaveURL(/category=fish_promo/);
  await expect(page.getByTestId('promotion-card')).toHaveCount(1);

  // `/promotions#<id>` leads to that card and marks it.
  const tournament = await (async () => {
    await navigateInPage(page, '/promotions');
    return idOf(page, 'Wager Challenge ₱50');
  })();
  await page.goto(brandUrl('demo-a', `/promotions#${tournament}`));
  await expect(page.locator(':target')).toHaveAttribute('data-promotion-id', String(tournament));
  await expect(card(page, 'Wager Challenge ₱50')).toBeInViewport();

  // Logged in (back on the promotions, where the card's login link returns the player): join one, claim another.
  await logIn(page, username, '/promotions');
  const cashback = card(page, 'Live Casino Club');
  await cashback.getByRole('button', { name: 'Join' }).click();
  await expect(cashback.getByTestId('promotion-notice')).toHaveText('You have joined. Good luck!');
  await expect(cashback.getByTestId('promotion-status')).toHaveText('Joined');
  const welcome = card(page, 'New Player Welcome Pack');
  await welcome.getByRole('button', { name: 'Claim' }).click();
  await expect(welcome.getByTestId('promotion-status')).toHaveText('Claimed');

  // Apply to "Share Your Big Win" with a comment and two screenshots, previewed before sending.
  await share.getByRole('link', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+#apply$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const form = page.getByTestId('apply-form');
  await form.getByLabel('Comment').fill('Hit 120× on Fortune Tiger last night!');
  await expect(form).toContainText('37 / 140');
  await form.getByTestId('apply-images').setInputFiles([phonePhotos().jpeg, phonePhotos().png]);
  await expect(form.getByTestId('apply-preview')).toHaveCount(2);
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, 'promoDetail-apply-demo-a-light-desktop.png'), fullPage: true, animations: 'disabled' });
  await form.getByTestId('apply-submit').click();
  await expect(page.getByTestId('promotion-notice')).toHaveText('Application sent. We will let you know in your inbox.', { timeout: PHOTO_MS });
  await expect(page.getByTestId('promotion-status')).toHaveText('Applying');
  await expect(page.getByTestId('application-state')).toContainText('2 images');

  // The operator approves it from the console.
  const queue = admin('promo', 'list', 'demoa01');
  const application = new RegExp(`^\\s*(\\d+)\\s+PENDING\\s+${username}\\b`, 'm').exec(queue)?.[1];
  expect(application, queue).toBeTruthy();
  expect(queue).toMatch(/image: .*promotion-uploads\/[0-9a-f-]{36}\.png/);
  expect(admin('promo', 'approve', 'demoa01', application!)).toContain('approved');

  // The page's data read again, as after any action on it (the document load is not what is checked here).
  expect(await revalidateInPage(page), 'the page read again').toBe(true);
  await expect(page.getByTestId('promotion-status')).toHaveText('Issued');
  await expect(page.getByTestId('promo-turnover')).toContainText('₱ 188.00');
  await page.screenshot({ path: path.join(dir, 'promoDetail-issued-demo-a-light-desktop.png'), fullPage: true, animations: 'disabled' });

  // The notice waits in the inbox.
  await openCentrePage(page, 'member', '/member/messageV2');
  await expect(page.getByTestId('member-centre').getByTestId('inbox-item').filter({ hasText: 'Promotion approved: Share Your Big Win' })).toBeVisible();
  await navigateInPage(page, '/promotions');
  await expect(card(page, 'Share Your Big Win').getByTestId('promotion-status')).toHaveText('Issued');
});

// An unknown promotion is a kind 404 (the served page, with its way back): pages-without-browser.test.ts.
// Without the script, a fourth image and a foreign file are refused in the spec's words and nothing is sent: the
// multipart posts and the pages they answer, asked in tests/integration/promotions-server-answers.test.ts.

// Each brand's two pages shot in every size and mode, turned in place (inEveryView): one sitting per brand. demo-b's
// starts dark, so the server's own drawing of the list is shot in each mode.
for (const [brand, first] of [
  ['demo-a', { mode: 'light', size: 'desktop' }],
  ['demo-b', { mode: 'dark', size: 'phone' }],
] as const) {
  test(`screenshots: ${brand} in both modes at both sizes`, async ({ browser }) => {
    test.setTimeout(90_000);
    const at: View<keyof typeof sizes> = { ...first };
    const { context, page } = await openSitting(browser, brand, sizes, at);
    await page.goto(brandUrl(brand, '/promotions'));
    fs.mkdirSync(dir, { recursive: true });
    await inEveryView(
      page,
      brand,
      sizes,
      at,
      async ({ mode, size }) => {
        await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
        await expect(page.getByTestId('promotion-card').first()).toBeVisible();
        await page
          .getByTestId('promotion-list')
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.decode());
        await page.screenshot({ path: path.join(dir, `promotions-${brand}-${mode}-${size}.png`), fullPage: size === 'desktop', animations: 'disabled' });
      },
      { oneSwitch: true },
    );
    const apply = page
      .getByTestId('promotion-card')
      .filter({ has: page.locator('[data-status="APPLY"]') })
      .first();
    // The card's page by the router, as its link takes a player there (no second document to draw).
    await navigateInPage(page, `/promoDetail?id=${await apply.getAttribute('data-promotion-id')}`);
    await inEveryView(
      page,
      brand,
      sizes,
      at,
      async ({ mode, size }) => {
        await expect(page.getByTestId('promo-terms')).toBeVisible();
        await page.screenshot({ path: path.join(dir, `promoDetail-${brand}-${mode}-${size}.png`), fullPage: size === 'desktop', animations: 'disabled' });
      },
      { oneSwitch: true },
    );
    await context.close();
  });
}
