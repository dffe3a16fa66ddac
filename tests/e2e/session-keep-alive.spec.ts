import type { Browser, Page } from '@playwright/test';
import { admin, expect, quietPopups, signIn, test } from './fixtures';

/**
 * The platform session's idle window, shortened here to 10 s: a player who is active on a page stays
 * signed in past it (the page touches /wps/session/touch through the site), one who leaves the page
 * alone is signed out by the platform's clock, and the page says so kindly when they come back.
 * 10 s is the shortest window whose half is still the touch interval (the site never touches more often than
 * every 5 s), so the interval is bounded as it is for any platform's window.
 */
const IDLE_SECONDS = 10;
/** Half the window: how often at most an active page touches. */
const HALF_WINDOW_MS = (IDLE_SECONDS * 1000) / 2;
/** How long the two players are watched: one and a half windows, past the window for each of them. */
const WATCHED_MS = IDLE_SECONDS * 1500;

async function signedInPage(browser: Browser, username: string, password: string): Promise<Page> {
  // Motion is not the subject: two home pages sit here for twice the idle window, still.
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
  await context.addInitScript(quietPopups);
  const page = await context.newPage();
  // By the sign-in form's post: the sign-in page is not the subject (accounts.spec.ts draws it).
  await signIn(page, 'demo-a', username, password);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  return page;
}

test.afterEach(() => void admin('session', 'demoa01', 'idle', '1800'));

test('an active player stays signed in past the idle window; an idle one is signed out', async ({ browser }) => {
  test.setTimeout(120_000);
  admin('session', 'demoa01', 'idle', String(IDLE_SECONDS));
  // The site reads the window from the platform's config (a short TTL in tests).
  await new Promise((r) => setTimeout(r, 1_000));
  // The idle player first: the active one's window starts with its sign-in, and a busy machine may take
  // longer than the window to draw the other page.
  const idle = await signedInPage(browser, 'vipwhale', 'Whale12345');
  const active = await signedInPage(browser, 'player1', 'Player123');
  const touches: number[] = [];
  active.on('request', (r) => r.url().endsWith('/resources/keep-alive') && touches.push(Date.now()));
  idle.on('request', (r) => r.url().endsWith('/resources/keep-alive') && touches.push(-1));

  // Past the window: the active player moves the pointer now and then, the idle one does nothing.
  const until = Date.now() + WATCHED_MS;
  for (let x = 10; Date.now() < until; x = (x + 37) % 600) {
    await active.mouse.move(100 + x, 300);
    await active.waitForTimeout(1_500);
  }
  // Not more often than needed: at most every half window (5 s, less half a second of the browser's timing); a
  // page load the server saw counts as one too.
  const activeTouches = touches.filter((t) => t > 0);
  expect(activeTouches.length).toBeGreaterThanOrEqual(1);
  expect(activeTouches.length).toBeLessThanOrEqual(Math.floor(WATCHED_MS / (HALF_WINDOW_MS - 500)) + 1);
  for (let i = 1; i < activeTouches.length; i++) expect(activeTouches[i]! - activeTouches[i - 1]!).toBeGreaterThanOrEqual(HALF_WINDOW_MS - 500);
  expect(touches).not.toContain(-1);

  await active.reload();
  await expect(active.getByTestId('header-nickname')).toHaveText('Lucky Lin');

  // The idle player comes back: their first move finds the session ended and takes them to log in, where
  // the page says why and keeps saying it after it has come alive.
  await idle.mouse.move(200, 200);
  await expect(idle).toHaveURL(/\/login\?redirectTo=%2Findex/);
  await expect(idle.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  await expect(idle.getByRole('status').filter({ hasText: 'Your session has ended' })).toBeVisible();
  await expect(idle.getByTestId('header-nickname')).toHaveCount(0);
  await active.context().close();
  await idle.context().close();
});
