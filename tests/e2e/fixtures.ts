import type { BrowserContext, ConsoleMessage, Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import { PENDING_SCRIPT_TYPE } from '../../app/request/hydrate-after-paint.server';
import { HYDRATING } from '../../app/ui/early-taps';
import { E2E_PLATFORM_DB, E2E_SITE_PORT } from '../support/e2e-slot';
import { platformAdmin, platformAdminHere } from '../support/admin';
import { fastPngScreenshots } from '../support/fast-png-screenshots';

fastPngScreenshots();

/** This worker's site port (see `tests/support/e2e-slot.ts`). */
export const port = E2E_SITE_PORT;
/** `brandUrl('demo-a', '/index')` → http://demo-a.localhost:3100/index (Chromium resolves *.localhost to loopback). */
export const brandUrl = (host: string, pathname = '/index') => `http://${host.includes('.') ? host : `${host}.localhost`}:${port}${pathname}`;
/** `npm run platform:admin -- …` against this worker's platform, a process of its own as an operator runs it. */
export const admin = (...args: string[]) => platformAdmin(E2E_PLATFORM_DB, ...args);
/**
 * The same command run by the console's function in this worker (no process to start): for an operator's move a
 * test needs done, where another test of the same spec drives that command through `admin` end to end.
 */
export const adminHere = (...args: string[]) => platformAdminHere(E2E_PLATFORM_DB, ...args);

/**
 * Marks the popup announcements as already closed this tab session, so a test about something else
 * is not greeted by a modal. Popup tests opt back in with `test.use({ showPopups: true })`.
 */
export const quietPopups = () => {
  try {
    sessionStorage.setItem('ANONYMOUS_POPUP', 'closed');
    sessionStorage.setItem('USER_POPUP', 'closed');
  } catch {
    // about:blank has no storage; the next document gets the script again.
  }
};

/**
 * Console errors a test need not fail on: status screens, 404 pages and refused forms answer with error statuses
 * on purpose (a second claim or an ended request is a 409, an upload over its cap a 413).
 */
const expectedError = (text: string) => /status of (400|401|403|404|409|413|429|451|503)/.test(text);

/**
 * Every test fails on a console error or an uncaught page error, in every page of its own context (the fixture's
 * page, a second tab, a popup) and of every context it opens itself (`browser.newContext()`, `browser.newPage()`):
 * specs that sit in contexts of their own (other sizes, other players, saved sessions) are checked as the fixture's
 * page is. Listened for on the contexts, not on a page: a test that only uses `browser` opens no page it never reads.
 */
export const test = base.extend<{ consoleErrors: string[]; showPopups: boolean }>({
  showPopups: [false, { option: true }],
  context: async ({ context, showPopups }, use) => {
    if (!showPopups) await context.addInitScript(quietPopups);
    await use(context);
  },
  // Pages draw first and start their script after the first paint; a test acts like a player who waits
  // for the page to come alive, so a click on a script-driven control is not lost to that moment.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => whenAlive(page, await goto(...args));
      page.reload = async (...args) => whenAlive(page, await reload(...args));
    }
    await use(page);
  },
  consoleErrors: [
    async ({ context, browser }, use) => {
      const errors: string[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('console', (msg: ConsoleMessage) => {
          if (msg.type() === 'error' && !expectedError(msg.text())) errors.push(msg.text());
        });
        watched.on('weberror', (error) => errors.push(error.error().message));
      };
      watch(context);
      // The browser is the worker's: its own newContext is put back when the test ends.
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const opened = await newContext.apply(browser, args);
        watch(opened);
        return opened;
      };
      try {
        await use(errors);
      } finally {
        browser.newContext = newContext;
      }
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Resolves once a page that has the site's script waiting has run it and hydrated; other documents at once. */
async function whenAlive<T>(page: Page, response: T): Promise<T> {
  await page
    .waitForFunction(
      (pending) => !document.querySelector(`script[type="${pending}"]`) || document.documentElement.dataset.hydrated === 'true',
      PENDING_SCRIPT_TYPE,
      { timeout: 10_000 },
    )
    // A page that navigated away meanwhile or never hydrates is the test's own business to assert.
    .catch(() => undefined);
  return response;
}

/** Opens a page and asserts that React hydrated it (the fixture's `goto` waits for it, but does not fail without it). */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Opens a page whose scripts are held back until `release()`, as on a slow phone where the player
 * starts typing into the drawn page before it comes alive. `release()` resolves once it has hydrated.
 */
export async function openWithScriptsHeld(page: Page, url: string) {
  const scripts = await holdScripts(page);
  // The frame's own goto, to the parsed document only: the fixture's would wait for a hydration that cannot
  // happen yet, and the load event may wait for a held script the loader has already added.
  await page.mainFrame().goto(url, { waitUntil: 'domcontentloaded' });
  return async () => {
    scripts.release();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await scripts.stop();
  };
}

/**
 * Clicks `selector` in every page the tab opens later, right after the page's script hands taps over to React and
 * before React has drawn: the first moment a player's tap reaches the scripted page.
 */
export async function tapAtHandOver(page: Page, selector: string) {
  await page.addInitScript(
    ([flag, target]) => {
      let handedOver = false;
      Object.defineProperty(window, flag, {
        configurable: true,
        get: () => handedOver,
        set: (value: boolean) => {
          handedOver = value;
          if (value) queueMicrotask(() => document.querySelector<HTMLElement>(target)?.click());
        },
      });
    },
    [HYDRATING, selector] as const,
  );
}

/**
 * Holds the site's scripts of every page the tab opens until `release()`, which lets them load; `stop()` ends the
 * holding once they have (for a test that follows the page elsewhere as it comes alive, which `openWithScriptsHeld` cannot wait on).
 */
export async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const scripts = /\/build\/.*\.js(\?|$)/;
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  return { release, stop: () => page.unroute(scripts) };
}

/**
 * Signs a player in as the sign-in form does, with the browser's own form POST to /login from the brand's
 * origin (so it works with or without JavaScript), and follows it to `landing`, where the form lands. For
 * tests whose subject comes after signing in: it spares drawing and hydrating the sign-in page each time.
 * The sign-in page itself is tested where it is the subject (accounts.spec.ts, chrome.spec.ts). `as: 'agent'` is the
 * agent login's own field (`/login?as=agent`), which lands an agent in the agent centre.
 */
export async function signIn(page: Page, brand: string, username: string, password: string, landing = '/index', as?: 'agent') {
  await postSignIn(page, brand, { username, password, redirectTo: landing, ...(as ? { as } : {}) });
  await expect(page, `sign-in as ${username}`).toHaveURL(brandUrl(brand, landing), { timeout: 30_000 });
}

/**
 * Posts the sign-in form's fields (`intent: 'login'` unless the caller names another, as the form's "Try for free"
 * button's `freeplay`) as `signIn()` does and resolves once the browser has
 * followed the answer, wherever it leads (the caller asserts where). `undrawn`: a page of the brand the browser
 * answers itself with an empty document, for a test that reads only that the site sent the player there.
 */
export async function postSignIn(page: Page, brand: string, fields: Record<string, string>, undrawn?: string) {
  const formUrl = brandUrl(brand, '/__test-sign-in');
  const inputs = Object.entries({ intent: 'login', ...fields }).map(
    ([name, value]) => `<input type="hidden" name="${name}" value="${escapeAttribute(value)}">`,
  );
  await page.route(formUrl, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<form method="post" action="/login">${inputs.join('')}<button>Log in</button></form>` }),
  );
  const blank = undrawn ? brandUrl(brand, undrawn) : undefined;
  if (blank) await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<title>not drawn</title>' }));
  await page.goto(formUrl);
  await Promise.all([
    page.waitForURL((url) => url.href !== formUrl, { timeout: 30_000, waitUntil: 'commit' }),
    page.getByRole('button', { name: 'Log in' }).click(),
  ]);
  await page.unroute(formUrl);
  if (blank) await page.unroute(blank);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

type SavedCookies = Awaited<ReturnType<BrowserContext['cookies']>>;
/** This worker's signed-in sessions, one per brand and player (each Playwright worker loads this module once). */
const sharedSessions = new Map<string, SavedCookies>();

/**
 * Signs a player in once per worker and lets later tests start from that session's cookies, for tests that
 * only use the signed-in site as that player: the first call signs in with `signIn()`, later ones add the saved
 * cookies and go to `landing` (the page is then where `signIn()` leaves it). The session is checked first (the
 * page's keep-alive call): one another test ended (sign-out, "end all sessions", a password change) is replaced
 * by a fresh sign-in. A test that ends or changes its session, holds a money intent in it, or changes what
 * another test of the same player reads, signs in with `signIn()` or as a player of its own.
 */
export async function signInShared(page: Page, brand: string, username: string, password: string, landing = '/index') {
  const key = `${brand}\n${username}`;
  const saved = sharedSessions.get(key);
  if (saved && (await stillSignedIn(page, brand, saved))) {
    await page.goto(brandUrl(brand, landing));
    await expect(page, `signed in as ${username}`).toHaveURL(brandUrl(brand, landing));
    return;
  }
  const before = await page.context().cookies();
  await signIn(page, brand, username, password, landing);
  // Only what signing in set (the session): a cookie the test had before (its mode, its language) stays its own.
  const unchanged = new Set(before.map((c) => `${c.name}\n${c.domain}\n${c.value}`));
  sharedSessions.set(
    key,
    (await page.context().cookies()).filter((c) => !unchanged.has(`${c.name}\n${c.domain}\n${c.value}`)),
  );
}

/** Adds the saved cookies and asks the site, from the brand's origin, whether the platform still knows the session. */
async function stillSignedIn(page: Page, brand: string, cookies: SavedCookies) {
  await page.context().addCookies(cookies);
  const blank = brandUrl(brand, '/__test-session-check');
  await page.route(blank, (route) => route.fulfill({ contentType: 'text/html', body: '<title>session check</title>' }));
  await page.goto(blank);
  await page.unroute(blank);
  const state = await page.evaluate(async () => {
    const answer = await fetch('/resources/keep-alive', { method: 'POST', body: new URLSearchParams({ here: '/index' }) });
    return ((await answer.json()) as { state: string }).state;
  });
  if (state === 'alive') return true;
  for (const { name, domain } of cookies) await page.context().clearCookies({ name, domain });
  return false;
}
