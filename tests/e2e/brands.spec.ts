import { E2E_STAFF } from '../support/e2e-staff';
import { brandUrl, expect, port, test, gotoHydrated } from './fixtures';

test.describe('one deploy, many brands', () => {
  test('two brands side by side differ in name, logo, theme, language and navigation', async ({ browser }) => {
    const a = await browser.newPage();
    const b = await browser.newPage();
    await a.goto(brandUrl('demo-a'));
    await b.goto(brandUrl('demo-b'));
    await expect(a).toHaveTitle(/Aurora Casino/);
    await expect(b).toHaveTitle(/Jade Dragon/);
    await expect(a.getByRole('img', { name: 'Aurora Casino' }).first()).toBeVisible();
    await expect(b.getByRole('img', { name: 'Jade Dragon' }).first()).toBeVisible();
    await expect(a.locator('html')).toHaveAttribute('data-theme', 'aurora');
    await expect(b.locator('html')).toHaveAttribute('data-theme', 'jade');
    await expect(a.locator('html')).toHaveAttribute('lang', 'en');
    await expect(b.locator('html')).toHaveAttribute('lang', 'vi');
    const bg = (page: typeof a) =>
      page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(await bg(a)).not.toBe(await bg(b));
    // Aurora has cockfight vendors; Jade Dragon has none, so no nav entry (and the page is a 404:
    // pages-without-browser.test.ts).
    await expect(a.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cockfight' })).toBeVisible();
    await expect(b.getByRole('navigation').getByRole('link', { name: /cockfight|đá gà/i })).toHaveCount(0);
    await a.close();
    await b.close();
  });

  test('on a brand that requires login, a player who forgot the password can still reach the reset and the help', async ({ page }) => {
    await page.goto(brandUrl('demo-c', '/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgotPassword$/);
    // Ember Play resets by e-mail only: the form itself, not a redirect back to the login.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reset your password');
    await expect(page.getByRole('textbox', { name: /Username/ })).toBeVisible();
    // The help stays open and everything else asks to log in first: statuses and redirects, checked over
    // HTTP in pages-without-browser.test.ts.
  });
});

test.describe('preferences', () => {
  test('the language switch persists across reloads and only offers the brand languages', async ({ page }) => {
    await page.goto(brandUrl('demo-a'));
    await page.getByLabel('Language').click();
    const options = page.locator('details button[name="language"]');
    await expect(options).toHaveCount(18);
    await options.filter({ hasText: '日本語' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('navigation').first()).not.toContainText('Live Casino');
    // Jade Dragon offers its own four.
    await page.goto(brandUrl('demo-b'));
    await page.locator('details summary').first().click();
    await expect(page.locator('details button[name="language"]')).toHaveText([/Tiếng Việt/, /English/, /ไทย/, /اردو/]);
  });

  test('the theme switch persists and the server paints the chosen mode first', async ({ page }) => {
    // A click while the page is still hydrating can fall between the form and the script: wait for it.
    await gotoHydrated(page, brandUrl('demo-a'));
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'dark');
    // The very first HTML already says dark, before any script: no flash of the wrong theme (the served document is
    // read with the tab's cookies; a second, script-less page drew nothing more than that).
    const served = await page.evaluate(async () => (await fetch('/index', { headers: { accept: 'text/html' } })).text());
    expect(/<html\b[^>]*>/.exec(served)?.[0]).toMatch(/\sdata-mode="dark"/);
  });
});

test.describe('staging', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('support staff sign in on a phone, see every brand and open a preview with a ribbon', async ({ page }) => {
    await page.goto(`http://staging.localhost:${port}/`);
    await expect(page).toHaveURL(/\/staff\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
    await page.getByLabel('Staff name').fill(E2E_STAFF.name);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong name, password or authenticator code.');
    await page.getByLabel('Password').fill(E2E_STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Brand previews' })).toBeVisible();
    await expect(page.getByText(`Signed in as ${E2E_STAFF.name}`)).toBeVisible();
    await expect(page.locator('tr[data-brand]')).toHaveCount(3);
    await page.locator('tr[data-brand="demo-c"]').getByRole('link', { name: 'Preview' }).click();
    await expect(page).toHaveURL(/demo-c\.staging\.localhost/);
    await expect(page.getByRole('note')).toContainText('Preview');
  });
});
