import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import type { View } from './client-nav';
import { inEveryView, navigateInPage, openSitting } from './client-nav';
import { brandUrl, expect, gotoHydrated, test } from './fixtures';

test.describe('help centre', () => {
  // One visit: the bare help centre, then the full one at the terms, then its search (client-side from there).
  test('/helpmc is bare; /help#term lands on the terms with each footer anchor; the search finds, highlights and opens an article', async ({ page }) => {
    // The budget of the three tests this one joins, one each.
    test.setTimeout(90_000);
    await test.step('/helpmc is the help centre without the site header and footer', async () => {
      await gotoHydrated(page, brandUrl('demo-a', '/helpmc#deposit'));
      await expect(page.getByTestId('help-centre')).toBeVisible();
      await expect(page.locator('section#deposit')).toBeInViewport();
      await expect(page.getByRole('banner')).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await gotoHydrated(page, brandUrl('demo-a', '/help#term'));
      await expect(page.getByRole('banner')).toHaveCount(1);
    });

    await test.step('/help#term lands on the terms, marks them in the menu, and each footer link has its anchor', async () => {
      const terms = page.locator('section#term');
      await expect(terms.getByRole('heading', { name: 'Terms and Conditions' })).toBeInViewport();
      await expect(terms).toContainText('You must be 18 or older.');
      await expect(page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
        'aria-current',
        'location',
      );
      // Drafts the operator has not published never reach the page.
      await expect(page.getByText('Responsible gaming (draft)')).toHaveCount(0);
      for (const tag of ['aboutus', 'deposit', 'withdraw', 'game', 'faqs', 'term']) {
        await expect(page.locator(`footer a[href="/help#${tag}"]`)).toHaveCount(1);
        await expect(page.locator(`section#${tag}`)).toHaveCount(1);
      }
      // The footer's link moves to its section without leaving the page.
      await page.locator('footer a[href="/help#faqs"]').click();
      await expect(page.locator('section#faqs').getByRole('heading', { name: 'FAQs' })).toBeInViewport();
    });

    await test.step('the search finds a deposit article, highlights it, and opens it from the result', async () => {
      await page.getByLabel('Search the help centre').fill('credited instantly');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/\?q=credited\+instantly/);
      const results = page.getByTestId('help-results');
      await expect(results.getByRole('heading')).toHaveText('Results for “credited instantly”: 1');
      await expect(results.locator('mark').first()).toHaveText('credited');
      await results.getByRole('link', { name: /E-wallets/ }).click();
      const article = page.locator('details#deposit-1');
      await expect(article).toHaveAttribute('open', '');
      await expect(article).toContainText('E-wallet deposits are credited instantly, 24/7.');

      await page.getByLabel('Search the help centre').fill('roulette');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(results.getByRole('heading')).toHaveText('No results for “roulette”');
    });
  });

  // Without JavaScript the search is a plain GET form: its served results are asked over HTTP in
  // content-server-answers.test.ts.
});

test.describe('terms in registration', () => {
  test('the Terms link opens the terms in a modal; Escape closes it, focus returns, typing is kept', async ({ page }) => {
    await gotoHydrated(page, brandUrl('demo-a', '/register?mode=username'));
    const terms = page.getByTestId('terms-link');
    await expect(terms).toHaveAttribute('href', '/help#term');
    await page.getByLabel('Username').fill('termsreader7');
    await terms.click();
    const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('You must be 18 or older.');
    await expect(page).toHaveURL(/\/register\?mode=username$/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(terms).toBeFocused();
    await expect(page.getByLabel('Username')).toHaveValue('termsreader7');
    // The terms checkbox did not tick itself along the way.
    await expect(page.locator('input[name="terms"]')).not.toBeChecked();
  });
});

test.describe('app download', () => {
  test('/down shows both apps with QR codes and the install guides', async ({ page }) => {
    await gotoHydrated(page, brandUrl('demo-a', '/down'));
    await expect(page.getByTestId('app-qr')).toHaveCount(2);
    for (const qr of await page.getByTestId('app-qr').all()) {
      await expect(qr).toHaveJSProperty('complete', true);
      expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(page.getByTestId('app-android').getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      'https://download.demo-a.example/aurora.apk',
    );
    await expect(page.getByTestId('app-ios').getByRole('link', { name: 'Install on iPhone' })).toHaveAttribute('href', 'https://download.demo-a.example/ios');
    const ios = page.locator('#ios-guide');
    await expect(ios.getByText('Tap VPN & Device Management.')).toBeVisible();
    await expect(ios.getByText('Tap the Aurora Casino developer profile, then Trust. Now open the app.')).toBeVisible();
    const lite = page.locator('#lite-app');
    await expect(lite.getByText('Scroll down and tap Add to Home Screen.')).toBeVisible();
    await expect(lite.getByText('Tap Add to Home screen (or Install app).')).toBeVisible();
    await expect(lite.locator('svg[data-scene]')).toHaveCount(8);
  });
  // `/download` (the old address), demo-b's page without an iOS app and the brands' web app manifests are what the
  // server answers: asked over HTTP in pages-without-browser.test.ts.
});

/** The help centre, the download page and the terms modal, as players see them on both brands. */
const dir = path.resolve('tests/.artifacts/screens');
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
type Size = keyof typeof sizes;

async function screens(browser: Browser, brand: string) {
  // One sitting per brand: each page turned through the sizes and modes in place (inEveryView).
  const at: View<Size> = { mode: 'light', size: 'desktop' };
  const { context, page } = await openSitting(browser, brand, sizes, at);
  fs.mkdirSync(dir, { recursive: true });
  const shot = (name: string, { mode, size }: View<Size>, fullPage = false) =>
    page.screenshot({ path: path.join(dir, `help-${brand}-${mode}-${size}-${name}.png`), fullPage });
  // A view drawn in place keeps the scroll of the one before; a fresh load starts at the top.
  const toTop = () => page.evaluate(() => window.scrollTo(0, 0));
  await gotoHydrated(page, brandUrl(brand, '/help?q=deposit'));
  await inEveryView(
    page,
    brand,
    sizes,
    at,
    async (view) => {
      await expect(page.getByTestId('help-results')).toBeVisible();
      await toTop();
      await shot('help', view, view.size === 'desktop');
    },
    { oneSwitch: true },
  );
  await navigateInPage(page, '/down');
  await inEveryView(
    page,
    brand,
    sizes,
    at,
    async (view) => {
      await expect(page.getByTestId('app-qr').first()).toBeVisible();
      await toTop();
      await shot('down', view, view.size === 'desktop');
      if (view.size === 'phone') {
        await page.locator('#lite-app').scrollIntoViewIfNeeded();
        await shot('down-guide', view);
      }
    },
    { oneSwitch: true },
  );
  await navigateInPage(page, brand === 'demo-a' ? '/register?mode=username' : '/register');
  await page.getByTestId('terms-link').click();
  await inEveryView(
    page,
    brand,
    sizes,
    at,
    async (view) => {
      await expect(page.getByTestId('terms-modal').locator('p, li').first()).toBeVisible();
      await expect(page.getByTestId('terms-modal').getByRole('status')).toHaveCount(0);
      await shot('terms', view);
    },
    { oneSwitch: true },
  );
  await context.close();
}

test.describe('screenshots', () => {
  // The budget of the four sittings each of these joins.
  test.describe.configure({ timeout: 180_000 });
  for (const brand of ['demo-a', 'demo-b']) {
    test(`${brand} light and dark, desktop and phone`, async ({ browser }) => screens(browser, brand));
  }
});
