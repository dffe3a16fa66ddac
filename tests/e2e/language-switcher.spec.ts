import fs from 'node:fs';
import path from 'node:path';
import { APP_LANGUAGES } from '../../app/i18n/languages';
import { brandUrl, expect, test } from './fixtures';

/**
 * The header's language switch (decision 044): on wide screens a click on the flag moves to the next offered
 * language, beside a menu of them all; on phones the flag opens the menu. Forms, so both work without JavaScript.
 */
const desktop = { width: 1366, height: 900 };
// Nothing here is about motion: the pages behind the switch stand still.
test.use({ reducedMotion: 'reduce' });
const phone = { width: 390, height: 844 };

test('every language has a local flag', () => {
  const missing = APP_LANGUAGES.filter((code) => !fs.existsSync(path.resolve('public/flags', `${code.toLowerCase()}.svg`)));
  expect(missing).toEqual([]);
});

test.describe('desktop', () => {
  test.use({ viewport: desktop });

  test('a click on the flag cycles to the next language; the menu lists them all and Escape closes it', async ({ page }) => {
    const flagsAsked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/flags/')) flagsAsked.push(pathname);
    });
    await page.goto(brandUrl('demo-b', '/index'));
    const switcher = page.getByTestId('language-switcher').first();
    const cycle = switcher.getByTestId('language-cycle');
    // demo-b offers VI, EN, TH and UR, in that order.
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(cycle).toBeVisible();
    await expect(cycle.locator('img')).toHaveAttribute('src', '/flags/vi.svg');
    await expect(cycle.locator('img')).toHaveAttribute('alt', '');
    // Its name starts with what it shows and says where it goes.
    await expect(cycle).toHaveAccessibleName(/^Tiếng Việt.*English$/);
    // A page fetches the flag it shows; the closed menu's flags wait until it opens (below, where they are drawn).
    expect([...new Set(flagsAsked)]).toEqual(['/flags/vi.svg']);
    await cycle.click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/index$/);
    await page.getByTestId('language-switcher').first().getByTestId('language-cycle').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');

    const menuButton = page.getByTestId('language-switcher').first().getByTestId('language-menu');
    await expect(menuButton).toHaveAccessibleName(/ไทย/);
    await menuButton.click();
    const items = page.getByTestId('language-switcher').first().locator('button[name="language"]:not([data-testid])');
    await expect(items).toHaveCount(4);
    await expect(items.locator('img')).toHaveCount(4);
    for (const flag of await items.locator('img').all()) {
      await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    await expect(items.nth(2)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Escape');
    await expect(items.nth(2)).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await items.filter({ hasText: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: desktop });

  test('the flag and the menu still change the language', async ({ page }) => {
    await page.goto(brandUrl('demo-b', '/promotions'));
    await page.getByTestId('language-switcher').first().getByTestId('language-cycle').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveURL(/\/promotions$/);
    await page.getByTestId('language-switcher').first().getByTestId('language-menu').click();
    await page.getByTestId('language-switcher').first().locator('details button[value="TH"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });
});

test.describe('phone', () => {
  test.use({ viewport: phone });

  test('the flag opens the menu (no silent cycling on a small screen)', async ({ page }) => {
    await page.goto(brandUrl('demo-a', '/index'));
    const switcher = page.locator('[data-testid="language-switcher"]:visible');
    await expect(switcher.getByTestId('language-cycle')).toBeHidden();
    const menuButton = switcher.getByTestId('language-menu');
    await expect(menuButton.locator('img')).toHaveAttribute('src', '/flags/en.svg');
    const box = await menuButton.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await menuButton.click();
    await switcher.locator('details button[value="JA"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });
});
