import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addPlatformMember, writePlatformDb } from '../support/platform-db';
import { E2E_PLATFORM_DB } from '../support/e2e-slot';
import type { View } from './client-nav';
import { inEveryView, navigateInPage, openSitting } from './client-nav';
import { admin, adminHere, expect, test, signIn } from './fixtures';

/**
 * The inbox as a player meets it: the operator sends a message with `platform:admin`, the header's
 * badge shows it without a reload, the inbox opens it (cleaned), and reading or deleting it clears the
 * badges. Each test has its own fresh member. The first test sends through the operator's console itself
 * (`admin`); the others have the same command done in the worker (`adminHere`), without a process of its own.
 */
const PASSWORD = 'Inbox12345';
// Reduced motion: no check here is about motion, and the first test waits on the moving home page for the badge.
test.use({ reducedMotion: 'reduce' });
let serial = 0;
const MERCHANTS = { 'demo-a': 'demoa01', 'demo-b': 'demob02' } as const;

async function newMember(brand: keyof typeof MERCHANTS) {
  const username = `inb${Date.now().toString(36).slice(-6)}${serial++}`;
  await addPlatformMember(E2E_PLATFORM_DB, { merchant: MERCHANTS[brand], username, password: PASSWORD });
  return username;
}

/** Signs in and lands on `landing` (the home page unless told), as the sign-in form's redirect does. */
async function logIn(page: Page, brand: string, username: string, landing = '/index') {
  await signIn(page, brand, username, PASSWORD, landing);
}

/** A cashier notice as the platform writes it (type + params), for a member. */
function depositNotice(merchant: string, username: string, amountMinor: number, currency: string) {
  writePlatformDb(
    E2E_PLATFORM_DB,
    "INSERT INTO messages (merchant, member_id, type, params, created_at) VALUES (?, (SELECT id FROM members WHERE merchant = ? AND username = ?), 'info_deposit_arrival', ?, ?)",
    merchant,
    merchant,
    username,
    JSON.stringify({ amountMinor, currency, reference: 'D7K3M9', channel: 'Bank transfer', depositId: 1 }),
    Date.now() - 3_600_000,
  );
}

const HOSTILE =
  '<p>Enjoy <b>50 free spins</b> this weekend.</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true"><a href="javascript:window.__pwned=true">claim</a>';

test('an operator message reaches a new player: header badge without a reload, inbox, read, delete', async ({ page }) => {
  const user = await newMember('demo-a');
  // Signing in lands on the home page: the test starts there once it has come alive.
  await logIn(page, 'demo-a', user);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const bell = page.getByTestId('header-inbox');
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('header-inbox-badge')).toHaveCount(0);

  admin('message', 'demoa01', user, 'Weekend free spins', HOSTILE);
  // No reload: coming back to the window asks for the public state (cached a few seconds per session).
  await expect
    .poll(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('focus')));
        return (
          (await page
            .getByTestId('header-inbox-badge')
            .textContent({ timeout: 500 })
            .catch(() => null)) ?? ''
        );
      },
      { timeout: 20_000, intervals: [1_000] },
    )
    .toBe('1');
  await expect(bell).toHaveAttribute('aria-label', 'Messages: 1 unread');

  await bell.click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('heading', { name: 'Messages', level: 2 })).toBeVisible();
  await expect(centre.getByRole('link', { name: /Messages/ })).toContainText('1');
  const item = centre.getByTestId('inbox-item');
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-read', 'false');
  await item.click();

  const reader = centre.getByTestId('inbox-reader');
  await expect(reader.getByRole('heading', { name: 'Weekend free spins' })).toBeFocused();
  const body = reader.getByTestId('inbox-body');
  await expect(body).toContainText('Enjoy 50 free spins this weekend.');
  await expect(body.locator('script, [onerror]')).toHaveCount(0);
  // The javascript: link loses its address (it stays as plain text).
  await expect(body).toContainText('claim');
  await expect(body.locator('a[href^="javascript"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
  // Opening it read it: both badges go.
  await expect(page.getByTestId('header-inbox-badge')).toHaveCount(0);
  await expect(item).toHaveAttribute('data-read', 'true');

  await reader.getByTestId('inbox-delete').click();
  const confirm = reader.getByTestId('inbox-confirm');
  await expect(confirm.getByRole('heading', { name: 'Delete this message?' })).toBeFocused();
  await confirm.getByTestId('inbox-confirm-delete').click();
  await expect(centre.getByText('Message deleted.')).toBeVisible();
  await expect(centre.getByTestId('inbox-empty')).toContainText('No messages yet');
});

// Without JavaScript (the server-rendered badge, a broadcast opened and mark-all-read with plain forms, a forged id):
// statuses and served markup, asked in tests/integration/member-centre-server-answers.test.ts.

test('a typed deposit notice reads in the brand language with its currency (demo-b, Vietnamese)', async ({ page }) => {
  const user = await newMember('demo-b');
  depositNotice('demob02', user, 3_500_000, 'VND');
  await logIn(page, 'demo-b', user, '/member/messageV2');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const item = page.getByTestId('inbox-item');
  await expect(item).toContainText('Nạp tiền thành công');
  await expect(item).toContainText('3.500.000');
});

// Screenshots of the inbox on both brands, desktop and phone, light and dark, for a person to open.
const dir = path.resolve('tests/.artifacts/screens');
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Size = keyof typeof sizes;
for (const brand of ['demo-a', 'demo-b'] as const) {
  test(`inbox screenshots ${brand}, light and dark, desktop and phone`, async ({ browser }) => {
    // Each state of the inbox shot in every size and mode, turned in place (inEveryView): one member and one sitting.
    test.setTimeout(90_000);
    const at: View<Size> = { mode: 'light', size: 'desktop' };
    const { context, page } = await openSitting(browser, brand, sizes, at);
    const user = await newMember(brand);
    const merchant = MERCHANTS[brand];
    depositNotice(merchant, user, brand === 'demo-b' ? 2_000_000 : 150_000, brand === 'demo-b' ? 'VND' : 'PHP');
    await adminHere('message', merchant, user, brand === 'demo-b' ? 'Quà tặng cuối tuần' : 'Weekend free spins', HOSTILE);
    await logIn(page, brand, user);
    fs.mkdirSync(dir, { recursive: true });
    const shoot = (state: string, check: () => Promise<void>, animations?: 'disabled') =>
      inEveryView(page, brand, sizes, at, async ({ mode, size }) => {
        await check();
        await page.screenshot({ path: path.join(dir, `inbox-${brand}-${state}-${mode}-${size}.png`), animations });
      });
    await shoot('header', () => expect(page.getByTestId('header-inbox-badge')).toHaveText('2'));
    // The shots are of the inbox, not of the way to it: from the home page the player follows a link.
    await navigateInPage(page, '/member/messageV2');
    await shoot('list', () => expect(page.getByTestId('inbox-item')).toHaveCount(2), 'disabled');
    await page.getByTestId('inbox-item').first().click();
    await shoot('open', () => expect(page.getByTestId('inbox-reader')).toBeVisible(), 'disabled');
    await page.getByTestId('inbox-delete').click();
    await shoot('confirm', () => expect(page.getByTestId('inbox-confirm')).toBeVisible(), 'disabled');
    await navigateInPage(page, '/member/messageV2?filter=unread');
    // Drawn: the list without a message open (so without its delete confirmation).
    await expect(page.getByTestId('inbox-confirm')).toHaveCount(0);
    await page.getByTestId('inbox-read-all').click();
    await shoot('empty', () => expect(page.getByTestId('inbox-empty')).toBeVisible(), 'disabled');
    await context.close();
  });
}
