import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { brandUrl, expect, test } from './fixtures';

/**
 * Languages as a player sees them: Urdu mirrors the page, every script renders in a real font (no
 * boxes), brand texts follow the language. Screenshots land in tests/.artifacts/screens.
 */
// Two page loads, a language switch and a full-page screenshot each: more than the default on a shared machine.
test.setTimeout(90_000);
const dir = path.resolve('tests/.artifacts/screens');
const sizes = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
const cookieValue = (value: string) => encodeURIComponent(btoa(JSON.stringify(value)));
const descriptionOf = (brand: string, code: string): string =>
  (JSON.parse(fs.readFileSync(path.resolve('brands', brand, 'brand.json'), 'utf8')) as { description: Record<string, string> }).description[code]!;

/** The font families Chromium actually drew an element's text with (DevTools' "Rendered fonts"). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  // Text is shaped when drawn, and the footer is drawn when near (decision 123): read it where the player scrolls to,
  // then back at the top where the test was.
  const element = page.locator(selector).first();
  await element.scrollIntoViewIfNeeded();
  await expect.poll(() => element.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  await page.evaluate(() => window.scrollTo(0, 0));
  return fonts.map((f) => f.familyName);
}

for (const [size, viewport] of Object.entries(sizes)) {
  test(`Jade Dragon in Urdu (${size}): right to left, the header mirrored, the footer in Urdu`, async ({ page }) => {
    // The test's own page (popups closed, fixtures.ts), sized before its first document: no second context and tab.
    await page.setViewportSize(viewport);
    await page.goto(brandUrl('demo-b'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const logo = page.locator('header a[href="/index"]').first();
    const ltrLogo = (await logo.boundingBox())!;
    expect(ltrLogo.x + ltrLogo.width / 2).toBeLessThan(viewport.width / 2);

    await page.locator('details summary').first().click();
    await page.locator('details button[name="language"]', { hasText: 'اردو' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
    // Mirrored: the logo that started the header on the left now starts it on the right.
    const rtlLogo = (await logo.boundingBox())!;
    expect(rtlLogo.x + rtlLogo.width / 2).toBeGreaterThan(viewport.width / 2);
    await expect(page.locator('footer')).toContainText(descriptionOf('demo-b', 'UR'));
    const fonts = await renderedFonts(page, 'footer p');
    expect(fonts.join(', ')).toMatch(/Noto Nastaliq Urdu/);

    fs.mkdirSync(dir, { recursive: true });
    if (size === 'desktop') {
      // The footer's provider strip slides right to left too (keen-slider's rtl): its logos still show.
      // Near the viewport the strip swaps its placeholder for the slider (vendor-carousel.tsx), so the element
      // scrolled to can be replaced under the scroll: scroll again until the slider's logo shows.
      const strip = page.getByTestId('vendor-carousel');
      await expect(async () => {
        await strip.scrollIntoViewIfNeeded({ timeout: 2_000 });
        await expect(strip.locator('.keen-slider__slide img').first()).toBeVisible({ timeout: 2_000 });
      }).toPass();
      await page.locator('footer').screenshot({ path: path.join(dir, 'demo-b-ur-footer.png') });
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await page.screenshot({ path: path.join(dir, `demo-b-ur-${size}.png`), fullPage: size === 'desktop' });
  });
}

for (const [code, lang, font] of [
  ['TH', 'th', /Noto Sans Thai/],
  ['KM', 'km', /Noto Sans Khmer/],
  ['HI', 'hi', /Noto Sans Devanagari/],
] as const) {
  test(`Aurora in ${code}: the script renders in its own font, no boxes`, async ({ page }) => {
    await page.setViewportSize(sizes.desktop);
    await page.context().addCookies([{ name: 'lang', value: cookieValue(code), domain: 'demo-a.localhost', path: '/' }]);
    await page.goto(brandUrl('demo-a'));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('footer')).toContainText(descriptionOf('demo-a', code));
    expect((await renderedFonts(page, 'footer p')).join(', ')).toMatch(font);
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: path.join(dir, `demo-a-${code.toLowerCase()}-desktop.png`) });
    await page.locator('footer').screenshot({ path: path.join(dir, `demo-a-${code.toLowerCase()}-footer.png`) });
  });
}

// A language the brand does not offer is refused (the page stays in the brand's): the served document's
// `lang`, checked over HTTP in pages-without-browser.test.ts.
