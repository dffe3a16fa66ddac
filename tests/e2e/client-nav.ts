import type { Browser, Page } from '@playwright/test';
import { expect, quietPopups } from './fixtures';

/**
 * Takes the open page to `to` as one of its own links does: Remix's client-side navigation, so the loaders run
 * and the page is drawn from their data without a new document to load and hydrate. Resolves once React has drawn
 * the new page, then once the DOM has been still for 100 ms (at most 5 s: what the new page's own fetchers draw).
 * The router is done before React draws: it commits the navigation in a transition, which on a busy machine comes
 * seconds later (a suspended render waits for the page's message groups too), and a clock ticking in the header
 * makes the DOM look busy or still whatever the navigation does. So "drawn" is read where the page writes the address
 * it shows: the preference forms' `redirectTo` (the theme toggle and the language switcher come back to the page
 * they were drawn on). A page without them (no site chrome) is taken as drawn when they are gone and the DOM is
 * still. Rejects when the page is not drawn within 30 s. False when the page has no hydrated router (nothing was done).
 */
export async function clientNavigate(page: Page, to: string): Promise<boolean> {
  return page.evaluate(async (href) => {
    type Router = { navigate: (to: string) => Promise<void>; state: { location: { pathname: string; search: string; hash: string } } };
    const router = (window as unknown as { __remixRouter?: Router }).__remixRouter;
    if (!router || document.documentElement.dataset.hydrated !== 'true') return false;
    await router.navigate(href);
    await new Promise<void>((resolve, reject) => {
      const started = performance.now();
      let last = started;
      let drawnAt = 0;
      const observer = new MutationObserver(() => (last = performance.now()));
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      const shown = () => {
        const { pathname, search, hash } = router.state.location;
        const forms = [...document.querySelectorAll<HTMLInputElement>('form[action="/resources/preferences"] input[name="redirectTo"]')];
        // Without the chrome: drawn once the DOM has changed and is still (or after 2 s of nothing).
        if (!forms.length) return last > started ? performance.now() - last >= 100 : performance.now() - started >= 2_000;
        return forms.every((input) => input.value === pathname + search + hash);
      };
      const check = () => {
        const now = performance.now();
        if (!drawnAt && shown()) drawnAt = now;
        if (drawnAt && (now - Math.max(last, drawnAt) >= 100 || now - drawnAt >= 5_000)) {
          observer.disconnect();
          resolve();
        } else if (!drawnAt && now - started >= 30_000) {
          observer.disconnect();
          reject(new Error(`the page at ${router.state.location.pathname} was not drawn within 30 s of the navigation`));
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

/**
 * A page of the open page's brand asked for as a document with its session (the tab's own fetch: same origin, same
 * cookies), for checks that read only a status, where a redirect leads or what the server sends: nothing is drawn.
 * (Playwright's `page.request` resolves names in Node, where `*.localhost` brands are unknown.)
 */
export const fetchInPage = (page: Page, pathname: string) =>
  page.evaluate(async (path) => {
    const answer = await fetch(path, { headers: { accept: 'text/html' } });
    return { status: answer.status, url: answer.url, body: await answer.text() };
  }, pathname);

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
 * Runs every loader of the open, hydrated page again (as after a form's action) and resolves once the router holds
 * their data; React draws it a moment later. For a page whose cookies changed under it (a mode, a session put in
 * the tab). The router's `revalidate()` returns nothing (React Router 6), so its end is read from the router's
 * state. False when the page has no hydrated router.
 */
export async function revalidateInPage(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    type State = { revalidation: string; navigation: { state: string } };
    type Router = { revalidate: () => void; subscribe: (listener: (state: State) => void) => () => void };
    const router = (window as unknown as { __remixRouter?: Router }).__remixRouter;
    if (!router || document.documentElement.dataset.hydrated !== 'true') return false;
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (state.revalidation === 'idle' && state.navigation.state === 'idle') {
          unsubscribe();
          resolve();
        }
      });
      router.revalidate();
    });
    return true;
  });
}

/**
 * Turns the open page to `mode` as the theme toggle does, without a new document: the mode cookie changes and
 * every loader runs again, so the page is drawn from the same data the server would paint in that mode. Resolves
 * once the page is drawn in `mode` and its colours have settled (they ease from one mode to the other). False when
 * the page has no hydrated router (only the cookie was set).
 * The revalidation is awaited (`revalidateInPage`), and only then is React given its time to draw (on a busy
 * machine, seconds: decision 114).
 */
export async function switchModeInPage(page: Page, host: string, mode: Mode): Promise<boolean> {
  await page.context().addCookies([modeCookie(host, mode)]);
  const revalidated = await revalidateInPage(page);
  if (!revalidated) return false;
  // The new data is in the router: what is left is React's drawing of it.
  await expect(page.locator('html')).toHaveAttribute('data-mode', mode, { timeout: 20_000 });
  // Each running transition's own promise, awaited once (polling getAnimations() every frame cost a frame each).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]).then(() => undefined),
  );
  return true;
}

/** Where an open page is: its colour mode and which of the caller's viewport sizes it has. */
export type View<Size extends string> = { mode: Mode; size: Size };

/**
 * A screenshot sitting of its own: a context at `at`'s size with the mode cookie set before its first document and
 * the popups closed (as the fixture's own context has them), and its tab. The caller closes the context.
 */
export async function openSitting<Size extends string>(browser: Browser, host: string, sizes: Record<Size, { width: number; height: number }>, at: View<Size>) {
  const context = await browser.newContext({ viewport: sizes[at.size] });
  await context.addInitScript(quietPopups);
  await context.addCookies([modeCookie(host, at.mode)]);
  return { context, page: await context.newPage() };
}

/**
 * Runs `look` on the open page in each mode at each size, turned in place (the viewport set on the page, the
 * mode as the theme toggle turns it) rather than drawn again in a sitting of its own: from where the page is
 * (`at`, updated as it turns), the other mode, the other size in that mode, then the first mode again.
 * `oneSwitch`: the other size first, then the other mode there, then the first size again: one mode switch and
 * two resizes instead of two and one (a switch cost a brand's page about three times a resize, decision 124), for
 * callers that go on from wherever it ends (each page of a series turned the same way from the last one's view).
 */
export async function inEveryView<Size extends string>(
  page: Page,
  host: string,
  sizes: Record<Size, { width: number; height: number }>,
  at: View<Size>,
  look: (view: View<Size>) => Promise<void>,
  { oneSwitch = false } = {},
) {
  const [otherSize] = (Object.keys(sizes) as Size[]).filter((size) => size !== at.size);
  const otherMode: Mode = at.mode === 'light' ? 'dark' : 'light';
  const views: View<Size>[] = oneSwitch
    ? [{ ...at }, { mode: at.mode, size: otherSize! }, { mode: otherMode, size: otherSize! }, { mode: otherMode, size: at.size }]
    : [{ ...at }, { mode: otherMode, size: at.size }, { mode: otherMode, size: otherSize! }, { mode: at.mode, size: otherSize! }];
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
