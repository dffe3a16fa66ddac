import fs from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_SITE_LOG } from '../support/e2e-slot';
import { brandUrl, quietPopups } from './fixtures';

/**
 * A page's own files that fail to arrive (a deploy removed the old hashed files, the connection dropped):
 * the player gets a kind, localised reload instead of a dead page, and the server logs a report. The
 * browser's own "failed to load" console lines are the point here, so this file uses the plain test.
 */
const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(quietPopups);
    await use(context);
  },
});
test.use({ viewport: { width: 1366, height: 900 } });

/** The site's log lines reporting a failed file, parsed. */
function loggedReports(): { kind: string; reason: string; asset: string; page: string; brand: string }[] {
  const log = fs.existsSync(E2E_SITE_LOG) ? fs.readFileSync(E2E_SITE_LOG, 'utf8') : '';
  return log
    .split('\n')
    .filter((line) => line.includes('"event":"asset-load-failure"'))
    .map((line) => JSON.parse(line.slice(line.indexOf('{'))));
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });

test('a route module that fails to load on a client navigation: a reload of that page, and a report in the server log', async ({ page }) => {
  await page.goto(brandUrl('demo-a', '/index'));
  await hydrated(page);
  await page.route('**/build/routes/_rewards+/promotions-*.js', (route) => route.abort('failed'));
  await page.getByRole('navigation').getByRole('link', { name: 'Promotions' }).first().click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { name: "Part of this page didn't load." })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Reload to get the latest version.');
  // The header and footer are still there: only the page that failed says so.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect
    .poll(() => loggedReports().find((r) => r.kind === 'route-module' && /^\/build\/routes\/_rewards\+\/promotions-\w+\.js$/.test(r.asset)))
    .toMatchObject({ brand: 'demo-a', reason: 'error', page: '/promotions' });
  await page.unroute('**/build/routes/_rewards+/promotions-*.js');
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { name: "Part of this page didn't load." })).toHaveCount(0);
  await hydrated(page);
  await expect(page).toHaveURL(/\/promotions$/);
});

test('a stylesheet or the app script that fails on first load: the notice with a reload, in the page language, and a report each', async ({ page }) => {
  await page.route('**/build/css-bundle-*.css', (route) => route.abort('failed'));
  await page.goto(brandUrl('demo-b', '/index'));
  const notice = page.locator('#load-failure');
  // demo-b speaks Vietnamese first.
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Một phần của trang không tải được.');
  await expect(notice.getByRole('link', { name: 'Tải lại trang' })).toHaveAttribute('href', '/index');
  await expect.poll(() => loggedReports().find((r) => r.kind === 'stylesheet' && r.brand === 'demo-b')).toMatchObject({ reason: 'error', page: '/index' });
  expect(loggedReports().find((r) => r.kind === 'stylesheet')!.asset).toMatch(/^\/build\/css-bundle-\w+\.css$/);

  await page.unroute('**/build/css-bundle-*.css');
  await page.route('**/build/root-*.js', (route) => route.abort('failed'));
  await page.goto(brandUrl('demo-a', '/noticePage'));
  await expect(page.locator('#load-failure')).toBeVisible();
  await expect(page.locator('#load-failure')).toContainText("Part of this page didn't load.");
  // The page the server drew is all still there to read.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(() => loggedReports().find((r) => r.kind === 'script' && /^\/build\/root-\w+\.js$/.test(r.asset)))
    .toMatchObject({ brand: 'demo-a', page: '/noticePage' });
  // Once the files come through, the reload brings a working page and no notice.
  await page.unroute('**/build/root-*.js');
  await page.locator('#load-failure').getByRole('link').click();
  await hydrated(page);
  await expect(page.locator('#load-failure')).toBeHidden();
});
