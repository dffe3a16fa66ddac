import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Takes the open page to `to` as one of its own links does: Remix's client-side navigation, so the loaders run
 * and the page is drawn from their data without a new document to load and hydrate. Resolves once React has drawn
 * the new page: the router's state changes first and React draws it in a transition, a moment (or, on a loaded
 * machine, several frames) later, so this waits for the DOM to change after the navigation and then to be still
 * for 100 ms (at most 5 s; a navigation that changes nothing is done after 2 s). False when the page has no
 * hydrated router (nothing was done).
 */
export async function clientNavigate(page: Page, to: string): Promise<boolean> {
  return page.evaluate(async (href) => {
    const router = (window as unknown as { __remixRouter?: { navigate: (to: string) => Promise<void> } }).__remixRouter;
    if (!router || document.documentElement.dataset.hydrated !== 'true') return false;
    await router.navigate(href);
    // Watched from here: React's transition runs in a later task than this continuation, so its commit is seen.
    await new Promise<void>((resolve) => {
      const started = performance.now();
      let last = 0;
      const observer = new MutationObserver(() => (last = performance.now()));
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      const check = () => {
        const now = performance.now();
        const settled = last > 0 ? now - last >= 100 : now - started >= 2_000;
        if (settled || now - started >= 5_000) {
          observer.disconnect();
          resolve();
        } else setTimeout(check, 25);
      };
      setTimeout(check, 25);
    });
    return true;
  }, to);
}

/**
 * Takes the open, hydrated page to `to` by client-side navigation (`clientNavigate`). For checks about a page's
 * content, not about the way to it (a page load is a player's first visit; a link is every later one).
 * Resolves once the address is `to` and the new page is drawn.
 */
export async function navigateInPage(page: Page, to: string) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await clientNavigate(page, to), `a client-side navigation to ${to}`).toBe(true);
  await expect(page).toHaveURL((url) => url.pathname + url.search === to);
}

/**
 * Opens another page of a member or agent centre (`id`: `member`, `agent`) as its menu does, and resolves once
 * the menu marks it as the page shown, so what follows reads the new page rather than the one before.
 */
export async function openCentrePage(page: Page, id: 'member' | 'agent', pathname: string) {
  await navigateInPage(page, pathname);
  // The menu's links carry no query (`?range=30d` is the page's own filter).
  const path = pathname.split('?')[0]!;
  // The menu is the frame's first nav; a page's own (the inbox's tabs, a pager) may mark its current link too.
  const menu = page.getByTestId(`${id}-centre`).locator('nav').first();
  await expect(menu.locator('a[aria-current="page"]')).toHaveAttribute('href', new RegExp(`^${escapeRegExp(path)}(\\?|$)`));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type Mode = 'light' | 'dark';

/** The colour-mode cookie the theme toggle sets, for `host` (`demo-a`). */
export const modeCookie = (host: string, mode: Mode) => ({
  name: 'mode',
  value: encodeURIComponent(btoa(JSON.stringify(mode))),
  domain: `${host}.localhost`,
  path: '/',
});

/**
 * Turns the open page to `mode` as the theme toggle does, without a new document: the mode cookie changes and
 * every loader runs again, so the page is drawn from the same data the server would paint in that mode. Resolves
 * once the colours have settled (they ease from one mode to the other). False when the page has no hydrated
 * router (only the cookie was set).
 */
export async function switchModeInPage(page: Page, host: string, mode: Mode): Promise<boolean> {
  await page.context().addCookies([modeCookie(host, mode)]);
  const revalidated = await page.evaluate(async () => {
    const router = (window as unknown as { __remixRouter?: { revalidate: () => unknown } }).__remixRouter;
    if (!router || document.documentElement.dataset.hydrated !== 'true') return false;
    await router.revalidate();
    return true;
  });
  if (!revalidated) return false;
  await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  return true;
}

/** Where an open page is: its colour mode and which of the caller's viewport sizes it has. */
export type View<Size extends string> = { mode: Mode; size: Size };

/**
 * Runs `look` on the open page in each mode at each size, turned in place (the viewport set on the page, the
 * mode as the theme toggle turns it) rather than drawn again in a sitting of its own: from where the page is
 * (`at`, updated as it turns), the other mode, the other size in that mode, then the first mode again.
 */
export async function inEveryView<Size extends string>(
  page: Page,
  host: string,
  sizes: Record<Size, { width: number; height: number }>,
  at: View<Size>,
  look: (view: View<Size>) => Promise<void>,
) {
  const [otherSize] = (Object.keys(sizes) as Size[]).filter((size) => size !== at.size);
  const otherMode: Mode = at.mode === 'light' ? 'dark' : 'light';
  const views: View<Size>[] = [{ ...at }, { mode: otherMode, size: at.size }, { mode: otherMode, size: otherSize! }, { mode: at.mode, size: otherSize! }];
  // The theme toggle works once the page has come alive, as it does for a player.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  for (const view of views) {
    await turnTo(page, host, sizes, at, view);
    await look(view);
  }
}

/**
 * Turns the open, hydrated page from where it is (`at`, updated) to `view` in place, as `inEveryView` turns it
 * from one view to the next: for sets that shoot a page in some of the views only.
 */
export async function turnTo<Size extends string>(
  page: Page,
  host: string,
  sizes: Record<Size, { width: number; height: number }>,
  at: View<Size>,
  view: View<Size>,
) {
  if (view.size !== at.size) await page.setViewportSize(sizes[view.size]);
  if (view.mode !== at.mode) {
    // The theme toggle works once the page has come alive, as it does for a player.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await switchModeInPage(page, host, view.mode), `the page turned to ${view.mode}`).toBe(true);
  }
  Object.assign(at, view);
}
