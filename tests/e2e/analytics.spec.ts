import type { Page } from '@playwright/test';
import { httpRequest } from '../support/http';
import { admin, brandUrl, expect, port, quietPopups, test } from './fixtures';

/** The brand's Google tag: loaded only with a tag id, after consent where the brand asks for it, with a CSP that allows exactly it. */
// Nothing here is about motion: the home pages these tests reload stand still.
test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
// Each test waits for the brand's config to pick up the operator's change; under load that takes a while.
test.setTimeout(90_000);

const TAG_HOST = 'https://www.googletagmanager.com';

/** Google's script, stood in for: the test browser has no internet, and the page must not reach it unasked. */
async function fakeTag(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(`${TAG_HOST}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__tagRan = true;' });
  });
  return requested;
}

const csp = async (brand: string, cookie = '') =>
  String((await httpRequest(`http://127.0.0.1:${port}/index`, { headers: { host: `${brand}.localhost`, cookie } })).headers['content-security-policy']);

test.afterAll(() => {
  admin('analytics', 'demoa01', 'off');
  admin('analytics', 'demob02', 'off');
});

test('no tag id: no tag, no banner, and the policy allows no Google host', async ({ page }) => {
  const requested = await fakeTag(page);
  await page.goto(brandUrl('demo-a', '/index'));
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await expect(page.getByTestId('analytics-tag')).toHaveCount(0);
  expect(requested).toEqual([]);
  expect(await csp('demo-a')).not.toContain('googletagmanager');
});

test('a brand that asks for consent loads the tag only after "Accept", and never after "No, thanks"', async ({ page, browser }) => {
  admin('analytics', 'demoa01', 'G-AURORA2026');
  const requested = await fakeTag(page);
  await expect
    .poll(
      async () => {
        await page.goto(brandUrl('demo-a', '/index'));
        return page.getByTestId('consent-banner').count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  // Asked, not yet answered: nothing measured, nothing allowed.
  await expect(page.getByTestId('analytics-tag')).toHaveCount(0);
  expect(requested).toEqual([]);
  expect(await csp('demo-a')).not.toContain('googletagmanager');

  const banner = page.getByRole('region', { name: 'Help us improve the site' });
  await page.screenshot({ path: 'tests/.artifacts/screens/consent-demo-a-desktop.png' });
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await expect(page).toHaveURL(/\/index$/);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __tagRan?: boolean }).__tagRan === true)).toBe(true);
  expect(requested[0]).toContain('id=G-AURORA2026');
  const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const policy = await csp('demo-a', cookie);
  expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
  expect(policy).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);

  // Another visitor says no: no tag, and the banner does not come back.
  const other = await browser.newContext();
  await other.addInitScript(quietPopups);
  const second = await other.newPage();
  const secondRequests = await fakeTag(second);
  await second.goto(brandUrl('demo-a', '/index'));
  await second.getByRole('button', { name: 'No, thanks' }).click();
  await expect(second.getByTestId('consent-banner')).toHaveCount(0);
  await second.goto(brandUrl('demo-a', '/index'));
  await expect(second.getByTestId('consent-banner')).toHaveCount(0);
  await expect(second.getByTestId('analytics-tag')).toHaveCount(0);
  expect(secondRequests).toEqual([]);
  await other.close();
});

test('a brand that needs no consent loads its own tag at once', async ({ page }) => {
  admin('analytics', 'demob02', 'G-JADE2026');
  const requested = await fakeTag(page);
  await expect
    .poll(
      async () => {
        await page.goto(brandUrl('demo-b', '/index'));
        return page.getByTestId('analytics-tag').count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  expect(requested[0]).toContain('id=G-JADE2026');
  expect(await csp('demo-b')).toContain(TAG_HOST);
  // Turned off again: the next pages carry neither the tag nor the permission.
  admin('analytics', 'demob02', 'off');
  await expect.poll(async () => (await csp('demo-b')).includes('googletagmanager'), { timeout: 20_000 }).toBe(false);
});
