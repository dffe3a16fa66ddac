import fs from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { addPlatformMember } from '../support/platform-db';
import { E2E_PLATFORM_DB } from '../support/e2e-slot';
import { brandUrl, expect, gotoHydrated, test } from './fixtures';

/**
 * A page ships only the message groups it shows; a client-side navigation to a page with other groups
 * fetches them before the page appears. Either way a player never sees a raw key, and the server's and
 * the browser's text agree (a hydration mismatch is a console error, which fails every test).
 */
const en = JSON.parse(fs.readFileSync('app/locales/en.json', 'utf8')) as { nav: { promotions: string } };
const RAW_KEY = new RegExp(`\\b(?:${Object.keys(en).join('|')})\\.[A-Za-z][A-Za-z0-9_]*\\b`);
const PASSWORD = 'Groups12345';

async function expectNoRawKeys(page: Page) {
  expect(await page.locator('body').innerText()).not.toMatch(RAW_KEY);
}

/** Records every raw key that shows at any moment from now on, so a flash between two renders counts too. */
async function watchForRawKeys(page: Page) {
  await page.evaluate((source) => {
    const pattern = new RegExp(source);
    const seen: string[] = [];
    (window as unknown as { rawKeysSeen: string[] }).rawKeysSeen = seen;
    new MutationObserver(() => {
      const found = pattern.exec(document.body.innerText);
      if (found) seen.push(found[0]);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, RAW_KEY.source);
}

/**
 * Waits for the new page's own heading. The router changes the address first and React draws the page a
 * moment later, in a transition held until its message groups are here; the page before has an h1 too, so
 * "an h1 is visible" passes on the old page, and the checks after it would run before the groups are asked for.
 */
async function expectDrawn(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
}

const rawKeysSeen = (page: Page) => page.evaluate(() => (window as unknown as { rawKeysSeen: string[] }).rawKeysSeen);

async function shippedGroups(page: Page): Promise<string[]> {
  const json = await page.locator('#i18n-bootstrap').textContent();
  return Object.keys((JSON.parse(json!) as { messages: object }).messages);
}

function messageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.startsWith('/locales/')) urls.push(request.url());
  });
  return urls;
}

test('first visits hydrate cleanly with only their own message groups', async ({ page }) => {
  for (const pathname of ['/index', '/rng', '/login', '/promotions']) {
    await gotoHydrated(page, brandUrl('demo-a', pathname));
    await expectNoRawKeys(page);
    const groups = await shippedGroups(page);
    expect(groups, pathname).toContain('header');
    // The cashier's and the agent centre's texts are the largest; no guest page shows them.
    expect(groups, pathname).not.toContain('cashier');
    expect(groups, pathname).not.toContain('agent');
  }
  await gotoHydrated(page, brandUrl('demo-a', '/promotions'));
  expect(await shippedGroups(page)).toContain('promotions');
});

test('a client-side navigation to a page with other groups shows its text, not keys', async ({ page }) => {
  const requests = messageRequests(page);
  await gotoHydrated(page, brandUrl('demo-a', '/index'));
  expect(await shippedGroups(page)).not.toContain('promotions');
  await watchForRawKeys(page);
  await page.locator('header').getByRole('link', { name: en.nav.promotions, exact: true }).first().click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expectDrawn(page, en.nav.promotions);
  await expectNoRawKeys(page);
  expect(await rawKeysSeen(page), 'the same document, moved by the router').toEqual([]);
  await expect.poll(() => requests.some((url) => /\/locales\/EN\/[^?]*promotions/.test(url))).toBe(true);
});

test('a group the chrome ships in part is fetched whole when a page that shows it opens', async ({ page }) => {
  const requests = messageRequests(page);
  await gotoHydrated(page, brandUrl('demo-a', '/rng'));
  const boot = JSON.parse((await page.locator('#i18n-bootstrap').textContent())!) as { messages: Record<string, object>; partial: string[] };
  // The footer's three ranking links, not the ranking pages' text.
  expect(boot.partial).toContain('rankings');
  expect(Object.keys(boot.messages.rankings!).sort()).toEqual(['footerHeading', 'leaderboardTitle', 'winnersTitle']);
  await watchForRawKeys(page);
  await page.locator('footer').getByRole('link', { name: 'Recent Winners', exact: true }).click();
  await expect(page).toHaveURL(/\/winners$/);
  await expectDrawn(page, 'Recent Winners');
  await expectNoRawKeys(page);
  expect(await rawKeysSeen(page), 'the same document, moved by the router').toEqual([]);
  await expect.poll(() => requests.some((url) => /\/locales\/EN\/[^?]*rankings/.test(url))).toBe(true);
});

test('a signed-in player moves from the home page into the member centre in their language', async ({ page }) => {
  const username = `grp${Date.now().toString(36).slice(-6)}`;
  await addPlatformMember(E2E_PLATFORM_DB, { merchant: 'demob02', username, password: PASSWORD });
  const requests = messageRequests(page);
  await page.goto(brandUrl('demo-b', '/login'));
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('button[name="intent"][value="login"]').click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The withdraw button leads into the member centre without reloading the document.
  await watchForRawKeys(page);
  await page.locator('header a[href*="withdraw"]').first().click();
  await expect(page).toHaveURL(/\/member\/withdraw/);
  // The centre, not the home page's own heading: the address changes before the new page is drawn.
  await expect(page.getByTestId('member-centre').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectNoRawKeys(page);
  expect(await rawKeysSeen(page), 'the same document, moved by the router').toEqual([]);
  // demo-b speaks Vietnamese: the groups came in that language.
  await expect.poll(() => requests.some((url) => /\/locales\/VI\//.test(url))).toBe(true);
});
