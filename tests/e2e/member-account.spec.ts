import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { totp } from '@whitelabel/reference-platform/crypto/totp';
import { addPlatformMember, latestBindEmailCode } from '../support/platform-db';
import { E2E_PLATFORM_DB } from '../support/e2e-slot';
import { PHOTO_MS, phonePhotos, pngClaiming } from '../support/test-images';
import type { Mode, View } from './client-nav';
import { clientNavigate, inEveryView, openSitting, switchModeInPage } from './client-nav';
import { brandUrl, expect, test, signIn } from './fixtures';

// Reduced motion for the tests' own pages (the screens below open contexts of their own, as a player sees them):
// no check is about motion, and a moving page costs the browser a share of a core while a test reads it.
test.use({ reducedMotion: 'reduce' });

/** My account as a new player uses it: each test has its own fresh member. */
const PASSWORD = 'Acct12345';
let serial = 0;
const freshName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}${serial++}`;
const MERCHANTS = { 'demo-a': 'demoa01', 'demo-b': 'demob02' } as const;

async function newMember(brand: keyof typeof MERCHANTS, prefix: string) {
  const username = freshName(prefix);
  await addPlatformMember(E2E_PLATFORM_DB, { merchant: MERCHANTS[brand], username, password: PASSWORD });
  return username;
}

/** Signs in and lands on `landing`, as the sign-in form's redirect does: no stop on the home page on the way. */
async function logIn(page: Page, brand: string, username: string, password = PASSWORD, landing = '/index') {
  await signIn(page, brand, username, password, landing);
}

/** Signs in straight onto the security centre and asserts it came alive, as a page load that waits for it did after a sign-in. */
async function logInToSecurityCentre(page: Page, brand: string, username: string) {
  await logIn(page, brand, username, PASSWORD, '/member/securityCenter');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

const centreOf = (page: Page) => page.getByTestId('member-centre');
const header = (page: Page) => page.locator('header').first();

test.describe('my account', () => {
  test('opens first in the member centre; a new nickname and avatar show in the header at once', async ({ page }) => {
    // A phone photo goes up and is re-encoded on the platform.
    test.slow();
    const user = await newMember('demo-a', 'nick');
    await logIn(page, 'demo-a', user);
    await expect(header(page).getByTestId('viewer-avatar')).toHaveAttribute('src', '/avatar-default.svg');
    // To the member centre as a link of the page goes there: no second document to load and hydrate.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await clientNavigate(page, '/member')).toBe(true);
    await expect(page).toHaveURL(/\/member\/securityCenter$/);
    const centre = centreOf(page);
    await expect(centre.getByRole('heading', { level: 2, name: 'My account' })).toBeVisible();
    await expect(centre.getByRole('navigation', { name: 'Member centre pages' }).getByRole('link').first()).toHaveText(/My account/);

    const profile = centre.getByTestId('profile-form');
    await profile.getByLabel('Nickname').fill('Lucky Ace');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByText('Your profile is saved.')).toBeVisible();
    await expect(header(page).getByText('Lucky Ace')).toBeVisible();

    // Markup in a nickname: a clear message, nothing changes.
    await profile.getByLabel('Nickname').fill('<b>Boss</b>');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByText('Nicknames are 2–20 letters, digits or spaces, without markup or symbols.')).toBeVisible();
    await expect(header(page).getByText('Lucky Ace')).toBeVisible();
    await expect(centre.getByTestId('profile-nickname')).toHaveText('Lucky Ace');

    const avatar = centre.getByTestId('avatar');
    await avatar.getByRole('button', { name: 'Use the crown avatar' }).click();
    await expect(avatar.getByText('Your avatar is updated.')).toBeVisible();
    await expect(header(page).getByTestId('viewer-avatar')).toHaveAttribute('src', /\/cdn\/avatar\/preset\/crown\.png$/);
    await expect(avatar.getByRole('button', { name: 'Use the crown avatar' })).toHaveAttribute('aria-pressed', 'true');

    // An SVG with a script is refused; the avatar stays the crown.
    await avatar.getByLabel('Or upload your own').setInputFiles({
      name: 'evil.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
    });
    await expect(avatar.getByTestId('image-file-problem')).toHaveText('Only PNG or JPG images can be uploaded.');
    await avatar.getByRole('button', { name: 'Upload avatar' }).click();
    await expect(header(page).getByTestId('viewer-avatar')).toHaveAttribute('src', /crown\.png$/);

    // A tiny file whose header claims 50,000 × 50,000 pixels is refused by the page before it is sent.
    await avatar.getByLabel('Or upload your own').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: pngClaiming(50_000, 50_000) });
    await expect(avatar.getByTestId('image-file-problem')).toHaveText('The image is larger than 4096 × 4096 pixels. Choose a smaller one.');
    // A phone photo (3–4 MB) goes up from the hydrated page.
    await avatar.getByLabel('Or upload your own').setInputFiles(phonePhotos().jpeg);
    await avatar.getByRole('button', { name: 'Upload avatar' }).click();
    await expect(avatar.getByText('Your avatar is updated.')).toBeVisible({ timeout: PHOTO_MS });
    const img = header(page).getByTestId('viewer-avatar');
    await expect(img).toHaveAttribute('src', /\/wps\/member\/avatar\/[a-f0-9]{32}\.png$/);
    // The re-encoded image really loads (the CSP allows the platform's images).
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(256);

    // A new sign-in keeps them: the header reads the platform's avatar at login.
    await page.goto(brandUrl('demo-a', '/logout'));
    await page.context().clearCookies();
    await logIn(page, 'demo-a', user);
    await expect(header(page).getByText('Lucky Ace')).toBeVisible();
    await expect(header(page).getByTestId('viewer-avatar')).toHaveAttribute('src', /\/wps\/member\/avatar\//);
  });

  test('binds an e-mail address with the code from the outbox; a wrong code is named and changes nothing', async ({ page }) => {
    const user = await newMember('demo-a', 'mail');
    await logInToSecurityCentre(page, 'demo-a', user);
    const centre = centreOf(page);
    await expect(centre.getByTestId('security-score-value')).toHaveText('0');
    const card = centre.getByTestId('bind-email');
    const email = `${user}@mail.example`;
    await card.getByLabel('Email').fill(email);
    await card.getByRole('button', { name: 'Send code' }).click();
    await expect(card.getByText('Code sent by e-mail. It is valid for 5 minutes.')).toBeVisible();
    const code = latestBindEmailCode(E2E_PLATFORM_DB, email)!;
    expect(code).toMatch(/^\d{6}$/);
    await card.getByLabel('Verification code').fill(code === '999999' ? '111111' : '999999');
    await card.getByRole('button', { name: 'Verify address' }).click();
    await expect(card.getByText('The verification code is incorrect.')).toBeVisible();
    await expect(card.getByTestId('email-bound')).toHaveText('None yet');
    await card.getByLabel('Verification code').fill(code);
    await card.getByRole('button', { name: 'Verify address' }).click();
    await expect(card.getByText('Your e-mail address is verified.')).toBeVisible();
    await expect(card.getByTestId('email-bound')).toHaveText(`${user[0]}***@mail.example`);
    await expect(centre.getByTestId('security-score-value')).toHaveText('20');
    // The same code again: used once only.
    await card.getByLabel('New e-mail address').fill(email);
    await card.getByLabel('Verification code').fill(code);
    await card.getByRole('button', { name: 'Change address' }).click();
    await expect(card.getByText('This code was already used. Send a new one.')).toBeVisible();
  });

  test('turns the authenticator on from the QR code and off with a code; sets the payment password', async ({ page }) => {
    const user = await newMember('demo-a', 'totp');
    await logInToSecurityCentre(page, 'demo-a', user);
    const card = centreOf(page).getByTestId('authenticator');
    await card.getByRole('button', { name: 'Set up authenticator' }).click();
    await expect(card.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
    const secret = (await card.getByTestId('totp-secret').textContent())!.trim();
    await card.getByLabel('Authenticator code').fill(totp(secret));
    await card.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(card.getByText('The authenticator is on.')).toBeVisible();
    await expect(card.getByTestId('totp-status')).toHaveText('On');
    await card.getByLabel('Authenticator code').fill(totp(secret));
    await card.getByRole('button', { name: 'Turn off' }).click();
    await expect(card.getByTestId('totp-status')).toHaveText('Off');

    const passwords = centreOf(page).getByTestId('passwords');
    await passwords.getByLabel('Login password').fill(PASSWORD);
    await passwords.getByLabel('New payment password').fill('246810');
    await passwords.getByLabel('Confirm payment password').fill('246810');
    await passwords.getByRole('button', { name: 'Set payment password' }).click();
    await expect(passwords.getByText('Your payment password is set.')).toBeVisible();
    await expect(passwords.getByRole('button', { name: 'Change payment password' })).toBeVisible();
    await expect(centreOf(page).getByTestId('login-history')).toContainText('This session');
  });

  test('keeps the authenticator set-up (its secret and the code field) when the colour mode is switched mid-way', async ({ page }) => {
    const user = await newMember('demo-a', 'totpmode');
    await logInToSecurityCentre(page, 'demo-a', user);
    const card = centreOf(page).getByTestId('authenticator');
    await card.getByRole('button', { name: 'Set up authenticator' }).click();
    const secret = (await card.getByTestId('totp-secret').textContent())!.trim();
    const other: Mode = (await page.locator('html').getAttribute('data-mode')) === 'dark' ? 'light' : 'dark';
    // The mode as the theme toggle switches it in a hydrated page: the cookie, then the page's data read again.
    expect(await switchModeInPage(page, 'demo-a', other)).toBe(true);
    await expect(card.getByTestId('totp-secret')).toHaveText(secret);
    await card.getByLabel('Authenticator code').fill(totp(secret));
    await card.getByRole('button', { name: 'Confirm and turn on' }).click();
    await expect(card.getByTestId('totp-status')).toHaveText('On');
    await expect(card.getByTestId('totp-secret')).toHaveCount(0);
  });

  test('the change-password page is one click away and comes back here', async ({ page }) => {
    const user = await newMember('demo-a', 'pass');
    await logInToSecurityCentre(page, 'demo-a', user);
    await centreOf(page).getByTestId('change-password-link').click();
    await expect(page).toHaveURL(/\/changePassword\?returnTo=%2Fmember%2FsecurityCenter$/);
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Newer12345');
    await page.getByLabel('Confirm new password').fill('Newer12345');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(/\/member\/securityCenter$/);
    await expect(centreOf(page).getByTestId('security-score-value')).toHaveText('20');
  });
});

// Bad posts to the account page (a huge avatar, a form not one of ours, an absurd nickname) and the page read again
// after them: statuses and served markup, asked in tests/integration/form-refusals.test.ts.

// Without JavaScript (the profile form saves, the header shows the new nickname, a phone photo becomes the avatar):
// plain form posts and the pages they answer, asked in tests/integration/member-centre-server-answers.test.ts.

// Every state of the page on both brands, desktop and phone, light and dark, for a person to look at.
const dir = path.resolve('tests/.artifacts/screens');
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

// One member and one sitting a brand, turned through the four views in place (inEveryView): each state shot in
// every view before the next step. A view's shots start from the top of the page, as a fresh load does.
async function shoot(browser: Browser, brand: keyof typeof MERCHANTS) {
  const at: View<keyof typeof sizes> = { mode: 'light', size: 'desktop' };
  const { context, page } = await openSitting(browser, brand, sizes, at);
  const user = await newMember(brand, 'shot');
  await logInToSecurityCentre(page, brand, user);
  await expect(page.locator('html')).toHaveAttribute('data-mode', at.mode);
  const centre = centreOf(page);
  await expect(centre.getByTestId('security-score')).toBeVisible();
  // A few things set, so the score, the avatar and a verified row show.
  await centre
    .getByTestId('avatar-presets')
    .getByRole('button')
    .nth(brand === 'demo-a' ? 2 : 1)
    .click();
  fs.mkdirSync(dir, { recursive: true });
  const shot = (name: string) => page.screenshot({ path: path.join(dir, `account-${brand}-${at.mode}-${at.size}${name}.png`), animations: 'disabled' });
  await inEveryView(page, brand, sizes, at, async () => {
    await expect(centre.getByTestId('security-score')).toBeVisible();
    await expect(header(page).getByTestId('viewer-avatar')).toHaveAttribute('src', /preset/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await centre.getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
    await shot('');
    await centre.getByTestId('avatar').scrollIntoViewIfNeeded();
    await shot('-avatar');
  });
  // Started once: the set-up (its secret and QR code) stays through the mode's reload of the page's data.
  await centre.getByTestId('authenticator').locator('button[type="submit"]').click();
  await inEveryView(page, brand, sizes, at, async () => {
    await expect(centre.getByTestId('totp-secret')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await centre.getByTestId('avatar').scrollIntoViewIfNeeded();
    await centre.getByTestId('authenticator').scrollIntoViewIfNeeded();
    await shot('-authenticator');
    await centre.getByTestId('login-history').scrollIntoViewIfNeeded();
    await shot('-logins');
  });
  await context.close();
}

for (const brand of ['demo-a', 'demo-b'] as const) {
  test(`screens: my account ${brand} in both modes at both sizes`, async ({ browser }) => {
    test.setTimeout(90_000);
    await shoot(browser, brand);
  });
}
