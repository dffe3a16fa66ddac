import fs from 'node:fs';
import path from 'node:path';
import type { Mode, View } from './client-nav';
import { inEveryView, modeCookie, navigateInPage, openCentrePage, turnTo } from './client-nav';
import type { Page } from '@playwright/test';
import { brandUrl, expect, test, signInShared } from './fixtures';

/**
 * Looks at the site as a player would: desktop and phone, light and dark, two brands. The PNGs land
 * in tests/.artifacts/screens for a person to open; the test checks the page rendered its chrome.
 */
const dir = path.resolve('tests/.artifacts/screens');
const sizes = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
type Size = keyof typeof sizes;

/**
 * The sign-in and registration forms each brand's sitting goes on to after its home page, as its header's links
 * take a player there (client-side navigation: no page load or sitting of their own). Each is shot in the brand's
 * default mode, the one a first-time visitor sees, at the size given.
 */
const forms = {
  'demo-a': [
    ['/login', 'desktop'],
    ['/register?mode=username', 'desktop'],
  ],
  'demo-b': [['/register', 'phone']],
} as const satisfies Record<string, readonly (readonly [string, Size])[]>;
const defaultMode = (brand: string) =>
  (JSON.parse(fs.readFileSync(path.resolve('brands', brand, 'brand.json'), 'utf8')) as { defaultMode?: Mode }).defaultMode ?? 'light';

/**
 * Readies the test's own page (popups closed, fixtures.ts) for a sitting that starts in `at`, before its first
 * document: the fixture's page is the sitting, so no second context and tab are started.
 */
async function openSitting(page: Page, brand: string, at: View<Size>) {
  await page.setViewportSize(sizes[at.size]);
  await page.context().addCookies([modeCookie(brand, at.mode)]);
}

for (const brand of ['demo-a', 'demo-b'] as const) {
  test(`${brand} light and dark, desktop and phone; then ${forms[brand].map(([pathname, size]) => `${pathname} ${size}`).join(', ')}`, async ({ page }) => {
    // One home page turned through the sizes and modes in place: four views, one page load. Four captures,
    // two of them the whole page, are four tests' worth of drawing: the budget of three, and one more for the forms.
    test.setTimeout(120_000);
    const at: View<Size> = { mode: 'light', size: 'desktop' };
    await openSitting(page, brand, at);
    await page.goto(brandUrl(brand));
    fs.mkdirSync(dir, { recursive: true });
    await inEveryView(page, brand, sizes, at, async ({ mode, size }) => {
      await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
      await expect(page.locator('header').first()).toBeVisible();
      if (size === 'desktop') {
        // The whole page as a player who scrolled down sees it: the footer's vendor strip starts near the viewport.
        const strip = page.getByTestId('vendor-carousel');
        await strip.scrollIntoViewIfNeeded();
        await expect(strip.locator('.keen-slider__slide img').first()).toBeVisible();
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: path.join(dir, `${brand}-${mode}-${size}.png`), fullPage: size === 'desktop' });
    });
    for (const [pathname, size] of forms[brand]) {
      await turnTo(page, brand, sizes, at, { mode: defaultMode(brand), size });
      await navigateInPage(page, pathname);
      await expect(page.locator('form').first()).toBeVisible();
      await page.screenshot({ path: path.join(dir, `${brand}${pathname.replace(/[/?=&]/g, '-')}-${size}.png`), fullPage: true });
    }
  });
}

test('demo-a signed in, desktop', async ({ page }) => {
  await page.setViewportSize(sizes.desktop);
  // The sign-in page is shot above: this worker's shared session, on the home page the sign-in lands on.
  await signInShared(page, 'demo-a', 'vipwhale', 'Whale12345');
  // The sign-in's landing is not the fixture's goto (which waits for it): as long as a mode switch is given (client-nav.ts).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  await page.getByTestId('balance').click();
  // Any amount in the brand's currency: other tests (a spin in launch.spec) move this wallet.
  await expect(page.getByTestId('balance')).toHaveText(/^₱ [\d,]+\.\d{2}$/);
  await page.getByText('Whale', { exact: true }).click();
  await page.screenshot({ path: path.join(dir, 'demo-a-signed-in-desktop.png') });
});

// The member centre over the site: every page of it once, and the deposit page in every size and mode. One sitting per
// brand: the deposit page is served in the sitting's first view and turned through the others in place, then the
// sitting turns to the view the brand's other pages are shot in and the centre's menu takes it from page to page.
// demo-b's sitting starts dark on a phone, so each brand has the server's own drawing shot in one mode.
const memberShots = [
  {
    brand: 'demo-a',
    start: { mode: 'light', size: 'desktop' },
    rest: { mode: 'light', size: 'desktop' },
    pages: ['withdraw', 'transactionHistory', 'personalProfit', 'bonusDetails'],
  },
  {
    brand: 'demo-b',
    start: { mode: 'dark', size: 'phone' },
    rest: { mode: 'dark', size: 'phone' },
    pages: ['withdraw', 'transferFund', 'personalHistoryCopy'],
  },
] as const;
const members = { 'demo-a': ['player1', 'Player123'], 'demo-b': ['0912345678', 'Jade12345'] } as const;

for (const { brand, start, rest, pages } of memberShots) {
  test(`member centre ${brand}: depositv2 light and dark, desktop and phone; ${rest.mode} ${rest.size}: ${pages.join(', ')}`, async ({ page }) => {
    // Four views of one page and a page per other key: the budget of the two tests this was.
    test.setTimeout(60_000);
    const at: View<Size> = { ...start };
    await openSitting(page, brand, at);
    const [username, password] = members[brand];
    // The sign-in page is screenshotted above; here the session starts on the first page shot.
    await signInShared(page, brand, username, password, '/member/depositv2');
    fs.mkdirSync(dir, { recursive: true });
    const centre = page.getByTestId('member-centre');
    const shoot = (key: string) => async (view: View<Size>) => {
      await expect(centre.getByRole('heading', { level: 2 })).toBeVisible();
      await expect(centre.getByTestId('section-unavailable')).toHaveCount(0);
      await page.screenshot({ path: path.join(dir, `member-${brand}-${key}-${view.mode}-${view.size}.png`), animations: 'disabled' });
    };
    // The deposit page in every size and mode, turned in place from one page load.
    await inEveryView(page, brand, sizes, at, shoot('depositv2'));
    await turnTo(page, brand, sizes, at, rest);
    for (const key of pages) {
      // The shots are of the pages, not of the way to them: the centre's menu takes the player from one to the next.
      await openCentrePage(page, 'member', `/member/${key}`);
      await shoot(key)(at);
    }
  });
}
