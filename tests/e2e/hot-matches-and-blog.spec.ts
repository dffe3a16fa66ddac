import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { modeCookie, navigateInPage } from './client-nav';
import { brandUrl, expect, gotoHydrated, quietPopups, test } from './fixtures';

/**
 * Hot matches and the blog (decision 026) as a visitor uses them: the home section and its page linking
 * to the sportsbook, the blog's list, categories, paging without script, an article with its search
 * tags, the hostile article rendered without its script; then screenshots on both brands.
 */
const dir = path.resolve('tests/.artifacts/screens');
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Size = keyof typeof sizes;

test.describe('hot matches', () => {
  test('the home page shows upcoming matches with odds, in Manila time, and a match opens the sportsbook', async ({ page }) => {
    await gotoHydrated(page, brandUrl('demo-a', '/index'));
    const section = page.getByTestId('home-hot-matches');
    await section.scrollIntoViewIfNeeded();
    const cards = section.getByTestId('hot-match');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(1);
    expect(await cards.count()).toBeLessThanOrEqual(4);
    const first = cards.first();
    await expect(first).toHaveAttribute('href', '/fbsports');
    await expect(first.locator('time')).toHaveAttribute('datetime', /\+08:00$/);
    await expect(first).toContainText(/\d\.\d{2}/);
    await expect(first).toContainText('Bet now');
    await first.click();
    await expect(page).toHaveURL(/\/fbsports$/, { timeout: 30_000 });
  });

  // A brand without the book (demo-b) has no hot matches page and no home section: pages-without-browser.test.ts.
  test('the hot matches page lists up to twelve matches, each linking to the sportsbook', async ({ page }) => {
    await gotoHydrated(page, brandUrl('demo-a', '/hot-matches'));
    await expect(page.getByRole('heading', { level: 1, name: 'Hot matches' })).toBeVisible();
    const cards = page.getByTestId('hot-matches-list').getByTestId('hot-match');
    await expect(cards.first()).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThanOrEqual(2);
    expect(count).toBeLessThanOrEqual(12);
    for (const href of await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))) expect(href).toBe('/fbsports');
    // Kick-offs in order, soonest first.
    const times = await cards.locator('time').evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime') ?? '')));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

test.describe('blog', () => {
  // The list with its category tabs and pages, all without script, is what the server sends: asked over HTTP in
  // content-server-answers.test.ts.

  test('opens an article with its title, cover, search tags and structured data', async ({ page }) => {
    await gotoHydrated(page, brandUrl('demo-a', '/blog'));
    await page.getByTestId('blog-card').filter({ hasText: 'Asia Premier League' }).click();
    await expect(page).toHaveURL(/\/blog\/asia-premier-league-weekend-preview$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Asia Premier League: the weekend preview' })).toBeVisible();
    await expect(page.getByTestId('blog-body').locator('table')).toContainText('Cebu Sharks');
    // The router keeps the head in step with the page it drew. The served document's head (canonical address,
    // description, Open Graph, the structured data and its nonce), as a search engine or a link preview reads
    // it, is checked over HTTP in pages-without-browser.test.ts.
    await expect(page).toHaveTitle('Asia Premier League: the weekend preview | Aurora Casino');
    const json = JSON.parse((await page.getByTestId('blog-jsonld').textContent()) ?? '{}') as Record<string, unknown>;
    expect(json).toMatchObject({ '@type': 'BlogPosting', headline: 'Asia Premier League: the weekend preview', inLanguage: 'en' });
    const cover = page.getByTestId('blog-article').locator('img').first();
    await expect(cover).toHaveJSProperty('complete', true);
    expect(await cover.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  test('the hostile article shows its words without its script, handlers, styles or javascript: link', async ({ page }) => {
    await gotoHydrated(page, brandUrl('demo-a', '/blog/safer-sign-ins'));
    const body = page.getByTestId('blog-body');
    await expect(body).toContainText('Scan the QR code, type the six digits, done.');
    await expect(body.locator('script, iframe, [onerror], [style]')).toHaveCount(0);
    // The javascript: address is dropped: the words stay, nothing to click runs script.
    await expect(body).toContainText('Open My account and choose Google authenticator.');
    await expect(body.locator('a[href*="javascript" i], img[src*="javascript" i]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __blogHacked?: boolean }).__blogHacked)).toBeUndefined();
    await expect(page).toHaveTitle(/Safer sign-ins/);
  });

  // An unknown article and a draft are 404s: pages-without-browser.test.ts.
  test('Jade Dragon’s blog is in Vietnamese', async ({ page }) => {
    await gotoHydrated(page, brandUrl('demo-b', '/blog'));
    await expect(page.getByTestId('blog-card')).toHaveCount(6);
    await expect(page.getByTestId('blog-card').first()).toContainText('Chào mừng đến với blog Jade Dragon');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });
});

const pagesOf = {
  'demo-a': ['/index', '/hot-matches', '/blog', '/blog/asia-premier-league-weekend-preview'],
  'demo-b': ['/blog', '/blog/nhan-dinh-bong-da-cuoi-tuan'],
} as const;

/**
 * One sitting per brand. Each mode starts from a document the server draws in it (its first page, loaded anew:
 * this set is where the served drawing of each mode is shot), the rest by the router, as a player's links reach
 * them; each page is shot at both widths in place.
 */
async function shoot(browser: Browser, brand: keyof typeof pagesOf) {
  let size: Size = 'desktop';
  const context = await browser.newContext({ viewport: sizes[size] });
  await context.addInitScript(quietPopups);
  const page = await context.newPage();
  fs.mkdirSync(dir, { recursive: true });
  for (const mode of ['light', 'dark'] as const) {
    await context.addCookies([modeCookie(brand, mode)]);
    for (const [i, pathname] of pagesOf[brand].entries()) {
      if (i === 0) await gotoHydrated(page, brandUrl(brand, pathname));
      else await navigateInPage(page, pathname);
      // From the width the page is at, then the other.
      const widths: Size[] = size === 'desktop' ? ['desktop', 'phone'] : ['phone', 'desktop'];
      for (const width of widths) {
        if (width !== size) await page.setViewportSize(sizes[(size = width)]);
        await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
        await expect(page.getByTestId('section-unavailable')).toHaveCount(0);
        const name = `blog-${brand}-${pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '')}-${mode}-${size}.png`;
        if (pathname === '/index') {
          // The home page's own section, below the fold.
          const section = page.locator('section[aria-labelledby="hot-matches-title"]');
          await section.scrollIntoViewIfNeeded();
          await section.screenshot({ path: path.join(dir, name) });
        } else {
          await expect(page.locator('main h1')).toBeVisible();
          // A width turned in place keeps the scroll of the one before; a fresh load starts at the top.
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: path.join(dir, name), fullPage: size === 'desktop' });
        }
      }
    }
  }
  await context.close();
}

for (const brand of ['demo-a', 'demo-b'] as const) {
  test(`screenshots ${brand}, light and dark, desktop and phone`, async ({ browser }) => {
    // The budget of the four sittings this one joins.
    test.setTimeout(240_000);
    await shoot(browser, brand);
  });
}
