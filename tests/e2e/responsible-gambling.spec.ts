import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { addPlatformMember } from '../support/platform-db';
import { E2E_PLATFORM_DB } from '../support/e2e-slot';
import type { View } from './client-nav';
import { inEveryView, navigateInPage, openCentrePage, openSitting } from './client-nav';
import { admin, adminHere, expect, test, signIn } from './fixtures';

// Motion is not what this file checks: pages sit still (an animated page costs a core's share while a test reads it).
test.use({ reducedMotion: 'reduce' });

/**
 * Responsible gaming as a new player meets it (decision 023): a deposit limit the cashier then holds to,
 * a raise that waits out the cooling-off, and a time-out after which signing in is refused with its end.
 * careful1 and careful2 are demo-a accounts kept for these tests.
 */
test.describe.configure({ timeout: 90_000 });
const dir = path.resolve('tests/.artifacts/screens');

/** Signs in straight onto the responsible-gaming page, where every test here starts. */
async function logIn(page: Page, host: string, username: string, password: string) {
  await signIn(page, host, username, password, '/member/responsibleGaming');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

const centreOf = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

test('a deposit limit holds in the cashier; raising it waits for the cooling-off', async ({ page }) => {
  await logIn(page, 'demo-a', 'careful1', 'Careful123');
  const centre = centreOf(page);
  await expect(centre.getByRole('heading', { name: 'Responsible gaming', level: 2 })).toBeVisible();
  const daily = centre.getByTestId('limit-DEPOSIT-DAY');
  await expect(daily.getByTestId('limit-current')).toHaveText('No limit');

  // Bad input is refused in the player's words, and nothing changes.
  await daily.getByRole('textbox', { name: 'Daily · Deposit limit' }).fill('lots');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(daily.getByText('Please enter a valid limit.')).toBeVisible();

  await daily.getByRole('textbox', { name: 'Daily · Deposit limit' }).fill('300');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(daily.getByText('Your limit is in force now.')).toBeVisible();
  await expect(daily.getByTestId('limit-current')).toHaveText('₱ 300.00');

  // The cashier refuses a deposit above it, kindly (the centre's menu takes the player there and back).
  await openCentrePage(page, 'member', '/member/depositv2');
  await centre.getByRole('link', { name: /BDO Bank Transfer/ }).click();
  const form = centre.getByTestId('deposit-form');
  await form.getByRole('textbox', { name: /^Amount/ }).fill('500');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect(centre.getByText('This deposit would pass your deposit limit. See Responsible gaming for what is left.')).toBeVisible();
  // Read in the worker (the console's own program lists deposits in cashier.spec.ts, and shows limits below).
  expect(await adminHere('deposit', 'list', 'demoa01', 'PENDING')).not.toMatch(/ careful1 /);

  // Raising it waits 24 hours, and the page says when.
  await openCentrePage(page, 'member', '/member/responsibleGaming');
  await daily.getByRole('textbox', { name: 'Daily · Deposit limit' }).fill('1000');
  await daily.getByRole('button', { name: 'Save' }).click();
  await expect(daily.getByText(/^Your change takes effect on \d{4}-\d\d-\d\d \d\d:\d\d, after the cooling-off\./)).toBeVisible();
  await expect(daily.getByTestId('limit-current')).toHaveText('₱ 300.00');
  await expect(daily.getByTestId('limit-pending')).toHaveText(/Changes to ₱ 1,000\.00 on \d{4}-\d\d-\d\d \d\d:\d\d/);
  expect(admin('rg', 'show', 'demoa01', 'careful1')).toMatch(/DEPOSIT DAY: 300\.00 PHP, used 0\.00 PHP, changes to 1000\.00 PHP at/);
});

test('a time-out needs the password and a confirmation, signs the player out, and refuses the next sign-in', async ({ page }) => {
  await logIn(page, 'demo-a', 'careful2', 'Careful123');
  const centre = centreOf(page);
  const timeout = centre.getByTestId('rg-TIMEOUT');
  await timeout.getByText('7 days').click();
  await timeout.getByRole('button', { name: 'Continue' }).click();
  const confirm = centre.getByTestId('rg-break-confirm');
  await expect(confirm).toContainText(/Time-out of 7 days: you will be signed out now and cannot sign in until \d{4}-\d\d-\d\d/);
  await expect(confirm).toBeFocused();

  // A wrong password changes nothing.
  await confirm.getByLabel('Your login password').fill('Wrong12345');
  await confirm.getByLabel('I understand this cannot be undone.').check();
  await confirm.getByRole('button', { name: 'Start my break' }).click();
  await expect(confirm.getByText('That password is not right. Nothing was changed.')).toBeVisible();
  // The same command as the console's own program runs in the test above, read in the worker.
  expect(await adminHere('rg', 'show', 'demoa01', 'careful2')).toMatch(/no time-out or self-exclusion in force/);

  await confirm.getByLabel('Your login password').fill('Careful123');
  await confirm.getByLabel('I understand this cannot be undone.').check();
  await confirm.getByRole('button', { name: 'Start my break' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const notice = page.getByTestId('rg-break-notice');
  await expect(notice).toContainText(/Your time-out ends on \d{4}-\d\d-\d\d \d\d:\d\d\./);
  await expect(notice.getByRole('link', { name: 'Gamblers Anonymous' })).toHaveAttribute('href', 'https://www.gamblersanonymous.org/');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, 'rg-demo-a-login-after-timeout.png'), fullPage: true, animations: 'disabled' });
  expect(await adminHere('rg', 'show', 'demoa01', 'careful2')).toMatch(/TIMEOUT 7D since/);

  // Signing in again is refused with the end date.
  await page.locator('input[name="username"]').fill('careful2');
  await page.locator('input[name="password"]').fill('Careful123');
  await page.locator('button[name="intent"][value="login"]').click();
  await expect(page.getByTestId('rg-break-notice')).toContainText(/Your time-out ends on \d{4}-\d\d-\d\d \d\d:\d\d\./);
  await expect(page).toHaveURL(/\/login$/);
});

test('the reality check interrupts a game with time and net result; Escape continues, "Stop playing" leaves', async ({ page }) => {
  // The e2e server runs a reality-check minute in 200 ms (REALITY_CHECK_MINUTE_MS): 15 minutes pass in 3 seconds.
  const username = `rgreal${Date.now().toString(36).slice(-5)}`;
  await addPlatformMember(E2E_PLATFORM_DB, { merchant: 'demoa01', username, password: 'Real12345', balanceMinor: 500_000 });
  await logIn(page, 'demo-a', username, 'Real12345');
  const reality = centreOf(page).getByTestId('rg-reality');
  await reality.getByText('15 minutes').click();
  await reality.getByRole('button', { name: 'Save' }).click();
  await expect(reality.getByText('Reality check saved.')).toBeVisible();

  // Home and then a popular game as the site's links take the player there (no new document: the check runs on
  // the game page however it was reached).
  await navigateInPage(page, '/index');
  const links = page.getByTestId('popular-games').getByRole('link');
  const href = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))).find((h) => !/vendor=(TCG_|ELOTT|LOTT)/.test(h))!;
  await navigateInPage(page, href);
  await expect(page.getByTestId('game-frame')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Reality check' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText(/You have been playing for \d+ minutes this session\./);
  await expect(dialog).toContainText(/Net result this session: [+−]?[\d,.]+ PHP/);
  // The focus moves into the dialog (and stays there: the page behind is inert).
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('game-frame')).toBeVisible();
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('link', { name: 'Stop playing' }).click();
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
});

// Screenshots for a person to open: both brands, desktop and phone, light and dark.
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
type Size = keyof typeof sizes;
const brands = { 'demo-a': 'demoa01', 'demo-b': 'demob02' } as const;
let serial = 0;

for (const brand of ['demo-a', 'demo-b'] as const) {
  test(`screenshots ${brand}`, async ({ browser }) => {
    const username = `rgshot${Date.now().toString(36).slice(-5)}${serial++}`;
    await addPlatformMember(E2E_PLATFORM_DB, {
      merchant: brands[brand],
      username,
      password: 'Shot12345',
      balanceMinor: brand === 'demo-b' ? 50_000_000 : 500_000,
    });
    fs.mkdirSync(dir, { recursive: true });
    // One sitting, turned through the sizes and modes in place (inEveryView) instead of a sign-in per view.
    const at: View<Size> = { mode: 'light', size: 'desktop' };
    const { context, page } = await openSitting(browser, brand, sizes, at);
    await logIn(page, brand, username, 'Shot12345');
    const centre = page.getByTestId('member-centre');
    await expect(centre.getByTestId('rg-limits')).toBeVisible();
    // One limit in force and one raise waiting, so the pictures show both states.
    const weekly = centre.getByTestId('limit-LOSS-WEEK');
    await weekly.locator('input[name="amount"]').fill(brand === 'demo-b' ? '2000000' : '2000');
    await weekly.locator('button[type="submit"]:not([name])').click();
    await expect(weekly.getByTestId('limit-current')).not.toHaveText(/^\D*$/);
    await weekly.locator('input[name="amount"]').fill(brand === 'demo-b' ? '5000000' : '5000');
    await weekly.locator('button[type="submit"]:not([name])').click();
    await expect(weekly.getByTestId('limit-pending')).toBeVisible();
    await inEveryView(page, brand, sizes, at, async ({ mode, size }) => {
      await expect(centre.getByTestId('rg-limits')).toBeVisible();
      await expect(weekly.getByTestId('limit-pending')).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(dir, `rg-${brand}-${mode}-${size}.png`), fullPage: size === 'desktop', animations: 'disabled' });
      // The lower half of the page: activity, the break and the help organisations.
      await centre.getByTestId('rg-activity').scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(dir, `rg-${brand}-${mode}-${size}-lower.png`), animations: 'disabled' });
    });
    await context.close();
  });
}
