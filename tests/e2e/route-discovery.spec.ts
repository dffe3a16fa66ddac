import type { Page } from '@playwright/test';
import { addPlatformMember } from '../support/platform-db';
import { E2E_PLATFORM_DB } from '../support/e2e-slot';
import { navigateInPage } from './client-nav';
import { brandUrl, expect, gotoHydrated, signIn, test } from './fixtures';

/**
 * Lazy route discovery (decision 094): the first page's manifest holds its own routes and the routes its
 * fetchers load (the served HTML's part is checked in tests/integration/home.test.ts); any other route is
 * discovered after hydration or on the way and still opens without a new document.
 */
const PASSWORD = 'Disc12345';
type RemixWindow = Window & { __remixManifest?: { routes: Record<string, unknown> }; __sameDocument?: boolean };

const knownRoutes = (page: Page) => page.evaluate(() => Object.keys((window as RemixWindow).__remixManifest?.routes ?? {}));

test("a guest first page knows its own and its fetchers' routes only; a deep member page opens client-side", async ({ page }) => {
  await gotoHydrated(page, brandUrl('demo-a', '/index'));
  const first = await knownRoutes(page);
  expect(first).toEqual(expect.arrayContaining(['root', 'routes/_content+/[index]', 'routes/resources+/chat-unread', 'routes/_account+/contractRequest']));
  expect(first).not.toContain('routes/member+/depositv2');

  const username = `disc${Date.now().toString(36).slice(-6)}`;
  await addPlatformMember(E2E_PLATFORM_DB, { merchant: 'demoa01', username, password: PASSWORD });
  await signIn(page, 'demo-a', username, PASSWORD, '/index');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate(() => ((window as RemixWindow).__sameDocument = true));
  await navigateInPage(page, '/member/depositv2');
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await expect(centre.getByRole('link', { name: /GCash/ })).toBeVisible();
  await expect(page.getByText('Page not found')).toHaveCount(0);
  // The same document: the route was discovered (with the page's links, or on the way) and opened by the router, not by a page load.
  expect(await page.evaluate(() => (window as RemixWindow).__sameDocument)).toBe(true);
  expect(await knownRoutes(page)).toContain('routes/member+/depositv2');
});
