import type { Page } from '@playwright/test';
import { expect } from './fixtures';

type RemixRouter = { navigate: (to: string) => Promise<void> };

/**
 * Takes the open page to `to` as one of its own links does: Remix's client-side navigation, so the loaders run
 * and the page is drawn from their data without a new document to load and hydrate. For checks about a page's
 * content, not about the way to it (a page load is a player's first visit; a link is every later one).
 * Resolves once the address is `to`.
 */
export async function navigateInPage(page: Page, to: string) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.evaluate((href) => (window as unknown as { __remixRouter: RemixRouter }).__remixRouter.navigate(href), to);
  await expect(page).toHaveURL((url) => url.pathname + url.search === to);
  // The router has the new page; React draws it in a transition. A caller that reads the page next also waits for
  // a sign that the new page is drawn (the address changes a moment before the page does).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Opens another page of a member or agent centre (`id`: `member`, `agent`) as its menu does, and resolves once
 * the menu marks it as the page shown, so what follows reads the new page rather than the one before.
 */
export async function openCentrePage(page: Page, id: 'member' | 'agent', pathname: string) {
  await navigateInPage(page, pathname);
  await expect(page.getByTestId(`${id}-centre`).locator('nav a[aria-current="page"]')).toHaveAttribute('href', new RegExp(`^${escapeRegExp(pathname)}(\\?|$)`));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
