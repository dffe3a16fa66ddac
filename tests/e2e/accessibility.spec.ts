import fs from 'node:fs';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { E2E_STAFF } from '../support/e2e-staff';
import { endSessionsOf } from '../support/platform-db';
import { readRouteTree } from '../support/route-tree';
import { E2E_PLATFORM_DB } from '../support/e2e-slot';
import type { Mode } from './client-nav';
import { clientNavigate, modeCookie, revalidateInPage, switchModeInPage } from './client-nav';
import { brandUrl, expect, port, test } from './fixtures';

/**
 * axe-core's WCAG 2.0, 2.1 and 2.2 A and AA rules on every page a visitor, a member and an agent can open,
 * in both modes, on the three demo brands, at phone and desktop widths. A full cross product would take
 * most of an hour, so the views cover each dimension instead:
 *  - every page route (read from app/routes, so a new route is scanned without anyone listing it) on
 *    demo-a at desktop in light mode and at phone width in dark mode;
 *  - the pages that carry most of each theme's colours on every brand × mode × width;
 *  - the header's menus, a vendor panel and a modal opened, on every brand in both modes.
 * A failure lists every violation: the rule, the page and the selectors of the nodes.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BRANDS = ['demo-a', 'demo-b', 'demo-c'] as const;
type Brand = (typeof BRANDS)[number];
type Who = 'guest' | 'member' | 'agent';
const WIDTHS = { desktop: { width: 1366, height: 900 }, phone: { width: 390, height: 844 } };
type Width = keyof typeof WIDTHS;

const ACCOUNTS: Record<Brand, Record<Exclude<Who, 'guest'>, [string, string]>> = {
  'demo-a': { member: ['player1', 'Player123'], agent: ['agent1', 'Agent12345'] },
  'demo-b': { member: ['0912345678', 'Jade12345'], agent: ['jadeagent', 'Agent12345'] },
  'demo-c': { member: ['player3', 'Ember12345'], agent: ['emberagent', 'Agent12345'] },
};

/** Routes whose address needs a value: where to find one. A new parameterised route without an entry fails the test. */
const SAMPLES: Record<string, string | { from: string; link: string }> = {
  '/*': '/no-such-page',
  '/blog/:slug': '/blog/welcome-to-the-aurora-blog',
  '/promoDetail': { from: '/promotions', link: 'a[href*="promoDetail?id="]' },
};

type PageRoute = { id: string; who: Who; at: string | { from: string; link: string } };

/** Every route module that draws a page (has a default export), with who may open it and its address. */
async function pageRoutes(): Promise<PageRoute[]> {
  return (await readRouteTree()).flatMap((route): PageRoute[] => {
    const source = fs.readFileSync(route.module, 'utf8');
    if (!/export default/.test(source)) return [];
    // Staff pages answer only on staging's hosts (a bare 404 on a brand's own): scanned there, below and in staff-preview.spec.
    if (/(stagingOnly|previewOnly): true/.test(source)) return [];
    const access = /access: '(\w+)'/.exec(source)?.[1] ?? 'public';
    const who: Who = access === 'agent' ? 'agent' : access === 'public' ? 'guest' : 'member';
    const sample = SAMPLES[route.urlPath];
    if (sample) return [{ id: route.key, who, at: sample }];
    if (/[:*]/.test(route.urlPath)) throw new Error(`route ${route.key} takes a parameter: give it a sample address in SAMPLES`);
    return [{ id: route.key, who, at: route.urlPath }];
  });
}

type Violation = { view: string; rule: string; impact: string; targets: string[]; summary: string };

/**
 * A block the browser skips until it is near (content-visibility: auto, decision 123) answers a read of its style
 * from before it was last drawn: the user agent's black on a fresh load, the old mode's colours after a switch in
 * place, sometimes for frames after it was let go. The player, who scrolls to it, sees it drawn as it is now. So
 * every document of these tests draws every block from its start (an init script's constructed sheet: the page's
 * CSP governs style elements, not the CSSOM), and axe reads the colours the player sees.
 */
const drawEveryBlock = () => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('* { content-visibility: visible !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
};

/** The site's chrome, the same on every page of one sitting: scanned on the first page, then only the page between. */
const CHROME = ['body > header', 'body > footer', 'body > aside'];

/**
 * `within`: an open menu or dialog is scanned by itself (the page under it was scanned closed; what it covers
 * is not a target while it is open).
 */
async function scan(page: Page, view: string, { chrome = true, within }: { chrome?: boolean; within?: string } = {}): Promise<Violation[]> {
  // Injected by evaluation, which the page's Content-Security-Policy does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  // Only the violations cross to the test (not every rule's passes and descriptions, ~90 rules a scan).
  const violations = await page.evaluate(
    async ([tags, exclude, include]) => {
      const scanned = window as unknown as { axe: typeof axe };
      return (
        await scanned.axe.run(
          { include: [[include]], exclude: exclude.map((selector) => [selector]) },
          {
            runOnly: { type: 'tag', values: tags },
            resultTypes: ['violations'],
          },
        )
      ).violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.map(({ target, failureSummary }) => ({ target: target.map(String), failureSummary })),
      }));
    },
    [TAGS, chrome ? [] : CHROME, within ?? 'html'] as const,
  );
  return violations.flatMap((v) =>
    v.nodes.map((node) => ({
      view,
      rule: v.id,
      impact: v.impact ?? '',
      targets: node.target.map(String),
      summary: (node.failureSummary ?? '').split('\n').slice(1, 3).join(' ').trim(),
    })),
  );
}

function report(violations: Violation[]) {
  return violations.map((v) => `${v.rule} (${v.impact}) on ${v.view}: ${v.targets.join(' > ')}${v.summary ? ` — ${v.summary}` : ''}`).join('\n');
}

/**
 * Signs in once per brand and role; every later context starts from the saved cookies. The browser posts the sign-in
 * form's fields as the form does (the sign-in page is scanned with the guest's pages, and is the subject of
 * accounts.spec and chrome.spec): neither the sign-in page nor the page it lands on is drawn only to be closed.
 */
const signedIn = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();
async function storageFor(browser: Browser, brand: Brand, who: Who) {
  if (who === 'guest') return undefined;
  const key = `${brand}/${who}`;
  if (!signedIn.has(key)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const [username, password] = ACCOUNTS[brand][who];
    const fields = { username, password, intent: 'login', type: 'username', as: who, redirectTo: SIGNED_IN };
    const form = brandUrl(brand, '/__a11y-sign-in');
    const landing = brandUrl(brand, SIGNED_IN);
    await page.route(form, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<form method="post" action="/login">${Object.entries(fields)
          .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
          .join('')}<button>Log in</button></form>`,
      }),
    );
    // The site's redirect after a sign-in is real (it sets the session); the page it points at is not drawn.
    await page.route(landing, (route) => route.fulfill({ contentType: 'text/html', body: '<title>signed in</title>' }));
    await page.goto(form);
    await page.getByRole('button', { name: 'Log in' }).click();
    // A refused sign-in answers on /login with the form again; only a signed-in player is sent on.
    await expect(page, `${who} ${username} signed in on ${brand}`).toHaveURL(landing);
    signedIn.set(key, await context.storageState());
    await context.close();
  }
  return signedIn.get(key);
}
/** Where the sign-in sends the player: a page of the test's own, answered in the browser. */
const SIGNED_IN = '/__a11y-signed-in';

/**
 * Puts `who`'s session in the open sitting's tab, as when a player signs in in another tab of the same browser (a
 * guest has none: the session cookies are taken out). The page still shows the previous role until its next page:
 * `enterRole` opens that page by the router and then runs every loader again (a link runs only the new page's
 * loaders, so the root's header would still be the previous role's).
 */
async function putSession(context: BrowserContext, browser: Browser, brand: Brand, who: Who) {
  const session = await storageFor(browser, brand, who);
  if (session) await context.addCookies(session.cookies);
}

/** Opens a role's first page of the sitting: by the router, then every loader again (see putSession). */
async function enterRole(page: Page, brand: Brand, who: Who, url: string) {
  const navigated = await open(page, url);
  if (navigated) expect(await revalidateInPage(page), `${who}'s first page revalidated`).toBe(true);
  // A session that did not take sends a member's page to the sign-in page, and leaves the root's player a guest.
  if (who !== 'guest') {
    expect(new URL(page.url()).pathname, `${who} on ${brand} opened ${url}`).not.toBe('/login');
    const viewer = () =>
      page.evaluate(() => {
        const state = (window as unknown as { __remixRouter?: { state: { loaderData: { root?: { viewer?: unknown } } } } }).__remixRouter?.state;
        return Boolean(state?.loaderData.root?.viewer);
      });
    await expect.poll(viewer, `${who} on ${brand}: the page's player is signed in`).toBe(true);
  }
}

// The sittings end with the spec, so later specs find these accounts signed in nowhere.
test.afterAll(() => {
  for (const key of signedIn.keys()) {
    const [brand, who] = key.split('/') as [Brand, Exclude<Who, 'guest'>];
    endSessionsOf(E2E_PLATFORM_DB, ACCOUNTS[brand][who][0]);
  }
  signedIn.clear();
});

/**
 * Readies the test's own page (its context has the popups closed, fixtures.ts) for a guest's sitting in `mode` at
 * `width`, before its first document: the fixture's page is the sitting, so no second context and tab are started.
 */
async function openView(page: Page, brand: Brand, mode: Mode, width: Width) {
  await page.setViewportSize(WIDTHS[width]);
  await page.context().addCookies([modeCookie(brand, mode)]);
  return page.context();
}

/**
 * Turns the open page to `mode` as the theme toggle does (`switchModeInPage`), so both modes of a page are scanned
 * from one page load. A page without the site's script is loaded again.
 */
async function switchMode(page: Page, brand: Brand, mode: Mode) {
  if (await switchModeInPage(page, brand, mode)) return;
  await visit(page, page.url());
  await expect(page.locator('html')).toHaveAttribute('data-mode', mode);
}

/** Opens a page and waits until it has come alive (or has no script to run), as a player would. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page
    .waitForFunction(
      () => document.documentElement.dataset.hydrated === 'true' || !document.querySelector('script[type="module"], script[type^="text/x-"]'),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

/**
 * Opens a page of the sitting: the first as a new document, each later one as a link in the site opens it (Remix's
 * client-side navigation, `clientNavigate`: the loaders run and the page is drawn from their data, without a new
 * document to load and hydrate). The scan is of the page a player reads, whichever way they came. A page without
 * the site's router, or a navigation the router hands to the browser (a new document after all), is loaded the
 * ordinary way.
 */
async function open(page: Page, url: string) {
  const target = new URL(url);
  const navigated = page.url().startsWith(target.origin) && (await clientNavigate(page, target.pathname + target.search).catch(() => false));
  if (!navigated) await visit(page, url);
  return navigated;
}

async function resolve(page: Page, brand: Brand, at: PageRoute['at']) {
  if (typeof at === 'string') return brandUrl(brand, at);
  await open(page, brandUrl(brand, at.from));
  const href = await page.locator(at.link).first().getAttribute('href');
  expect(href, `a link ${at.link} on ${at.from}`).toBeTruthy();
  return new URL(href!, page.url()).toString();
}

/** The mode each width's route-by-route views of demo-a scan every page in. */
const ROUTE_VIEWS: Record<Width, Mode> = { desktop: 'light', phone: 'dark' };

const label = (brand: Brand, mode: Mode, width: Width, who: Who, where: string) => `${brand} ${mode} ${width} ${who} ${where}`;

/**
 * Every page of a guest, then of a member, then of an agent on demo-a in one sitting (one tab, one document): each
 * role's pages at desktop width in light mode and at phone width in dark mode, the next role's pass starting in the
 * view the last one ended in. The width and the mode change in the open page (the layout is CSS media queries; the
 * mode as the theme toggle turns it) and the roles change as `putSession` does, so no pass needs a new context,
 * sign-in or document.
 */
async function scanRoutes(browser: Browser, page: Page) {
  const routes = await pageRoutes();
  const found: Violation[] = [];
  let at: { width: Width; mode: Mode } = { width: 'desktop', mode: ROUTE_VIEWS.desktop };
  const context = await openView(page, 'demo-a', at.mode, at.width);
  for (const who of ['guest', 'member', 'agent'] as const) {
    const mine = routes.filter((route) => route.who === who);
    expect(mine.length, `${who} pages`).toBeGreaterThan(0);
    if (who !== 'guest') await putSession(context, browser, 'demo-a', who);
    let entered = false;
    const widths: Width[] = at.width === 'desktop' ? ['desktop', 'phone'] : ['phone', 'desktop'];
    for (const width of widths) {
      const view = { width, mode: ROUTE_VIEWS[width] };
      if (page.url().startsWith('http')) await turnTo(page, 'demo-a', at, view);
      at = view;
      const seen = new Set<string>();
      for (const route of mine) {
        const url = await resolve(page, 'demo-a', route.at);
        if (entered) await open(page, url);
        else await enterRole(page, 'demo-a', who, url);
        entered = true;
        // Redirects (a retired address, a page that sends a member on) land on a page already scanned.
        const landed = new URL(page.url());
        if (seen.has(landed.pathname + landed.search)) continue;
        seen.add(landed.pathname + landed.search);
        await expect(page.locator('html')).toHaveAttribute('data-mode', view.mode);
        const label_ = label('demo-a', view.mode, width, who, `${route.id} (${landed.pathname}${landed.search})`);
        // A page reached by navigation is scanned as a player reaching it from a menu sees it: a violation only the
        // navigated drawing shows (a scroll box whose focusability missed the new content) is a real one. The
        // chrome is scanned on the first page of each role, width and mode.
        found.push(...(await scan(page, label_, { chrome: seen.size === 1 })));
      }
    }
  }
  expect(found, report(found)).toEqual([]);
}

/** Moves the open page to `width` and `mode`, as a player turning a phone or the theme toggle would, when it is elsewhere. */
async function turnTo(page: Page, brand: Brand, from: { width: Width; mode: Mode }, to: { width: Width; mode: Mode }) {
  if (from.width !== to.width) await page.setViewportSize(WIDTHS[to.width]);
  if (from.mode !== to.mode) await switchMode(page, brand, to.mode);
}

/** The header's menus open, each scanned by itself: at desktop the language and account menus and a vendor panel. */
async function scanMenusDesktop(page: Page, where: (what: string) => string) {
  const found: Violation[] = [];
  found.push(...(await scanLanguageMenu(page, where)));
  found.push(...(await scanAccountMenu(page, where)));
  const caret = page.locator('header nav button[aria-controls]').first();
  await caret.click();
  await expect(
    page
      .locator(`[id="${await caret.getAttribute('aria-controls')}"]`)
      .locator('a')
      .first(),
  ).toBeVisible();
  found.push(...(await scan(page, where('a vendor panel open'), { within: 'header nav li[data-open]' })));
  await page.keyboard.press('Escape');
  return found;
}

/** At phone width: the language and account menus and the sign-out dialog (closed again with Escape, the session kept). */
async function scanMenusPhone(page: Page, where: (what: string) => string) {
  const found: Violation[] = [];
  found.push(...(await scanLanguageMenu(page, where)));
  found.push(...(await scanAccountMenu(page, where)));
  await page.getByTestId('account-menu').click();
  await page.locator('a[href="/logout"]:visible').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await scan(page, where('the sign-out dialog open'), { within: 'dialog[open], [role="dialog"]' })));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  // The account menu the sign-out link was in stays open over the page; closed, the page is as it was.
  const openAccountMenu = page.locator('details[open]:has([data-testid="account-menu"])');
  if (await openAccountMenu.count()) await page.getByTestId('account-menu').click();
  await expect(openAccountMenu).toHaveCount(0);
  return found;
}

async function scanLanguageMenu(page: Page, where: (what: string) => string) {
  const languages = page.locator('[data-testid="language-switcher"]:visible').first();
  if (!(await languages.count())) return [];
  await languages.locator('summary').click();
  const found = await scan(page, where('the language menu open'), { within: '[data-testid="language-switcher"] details[open]' });
  await languages.locator('summary').click();
  return found;
}

async function scanAccountMenu(page: Page, where: (what: string) => string) {
  await page.getByTestId('account-menu').click();
  const found = await scan(page, where('the account menu open'), { within: 'details[open]:has([data-testid="account-menu"])' });
  await page.getByTestId('account-menu').click();
  return found;
}

test.describe('axe: WCAG 2.2 AA', () => {
  test.describe.configure({ timeout: 300_000 });
  // Reduced motion: a node caught half-way through a fade would be measured at a colour it never rests at.
  test.use({ reducedMotion: 'reduce' });
  test.beforeEach(({ context }) => context.addInitScript(drawEveryBlock));

  test('every guest, member and agent page, demo-a, desktop light and phone dark', async ({ browser, page }) => {
    // Three roles' pages (about 80) twice each in one sitting: what three tests of 300 s each held.
    test.setTimeout(600_000);
    await scanRoutes(browser, page);
  });

  test('staging: staff sign-in (with a refusal), the brand list and the audit trail, phone and desktop', async ({ page }) => {
    const found: Violation[] = [];
    await page.setViewportSize(WIDTHS.phone);
    let width: Width = 'phone';
    /** Each screen at the width it is on, then at the other (the page turned, as a phone is). */
    const scanBoth = async (what: string) => {
      for (const next of [width, width === 'phone' ? 'desktop' : 'phone'] as const) {
        if (next !== width) await page.setViewportSize(WIDTHS[next]);
        width = next;
        found.push(...(await scan(page, `staging ${width} ${what}`)));
      }
    };
    await visit(page, `http://staging.localhost:${port}/staff/sign-in`);
    await expect(page).toHaveTitle('Staff sign-in');
    await scanBoth('/staff/sign-in');
    await page.getByLabel('Staff name').fill(E2E_STAFF.name);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await scanBoth('/staff/sign-in refused');
    await page.getByLabel('Password').fill(E2E_STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveTitle('Brand previews');
    await scanBoth('/ (brand list)');
    await visit(page, `http://staging.localhost:${port}/staff/audit`);
    await expect(page).toHaveTitle('Audit trail');
    await scanBoth('/staff/audit');
    expect(found, report(found)).toEqual([]);
  });

  for (const brand of BRANDS) {
    test(`${brand} in both modes at both widths: home, a lobby, deposit and the agent centre; the header's menus, a vendor panel and a modal open`, async ({
      browser,
      page,
    }) => {
      const views: Record<Who, string[]> = { guest: ['/index'], member: ['/rng', '/member/depositv2'], agent: ['/agent'] };
      const routes = await pageRoutes();
      const found: Violation[] = [];
      const menusScanned: Width[] = [];
      // One sitting for the three roles: each page is loaded or opened once and turned through the widths and modes
      // in place, and each role's session is put in the open tab before its first page (putSession).
      let at: { width: Width; mode: Mode } = { width: 'desktop', mode: 'light' };
      const context = await openView(page, brand, at.mode, at.width);
      for (const who of ['guest', 'member', 'agent'] as const) {
        if (who !== 'guest') await putSession(context, browser, brand, who);
        for (const pathname of views[who]) {
          // The route-by-route test scans each of demo-a's pages at desktop light and phone dark: only the rest is left.
          const scannedByRoutes = brand === 'demo-a' && routes.some((route) => route.who === who && route.at === pathname);
          const otherMode: Mode = at.mode === 'light' ? 'dark' : 'light';
          const otherWidth: Width = at.width === 'desktop' ? 'phone' : 'desktop';
          // The width turns twice and the mode once: a viewport is set in a moment, a mode switch runs every loader
          // again and draws the whole page anew (about three times a resize's CPU).
          const order = [
            { width: at.width, mode: at.mode },
            { width: otherWidth, mode: at.mode },
            { width: otherWidth, mode: otherMode },
            { width: at.width, mode: otherMode },
          ].filter((view) => !(scannedByRoutes && ROUTE_VIEWS[view.width] === view.mode));
          if (pathname === views[who][0]) await enterRole(page, brand, who, brandUrl(brand, pathname));
          else await open(page, brandUrl(brand, pathname));
          for (const view of order) {
            await turnTo(page, brand, at, view);
            at = view;
            // At the top, as a page is opened at that width: a menu opened before may have scrolled the sticky header over the page.
            await page.evaluate(() => window.scrollTo(0, 0));
            await expect(page.locator('html')).toHaveAttribute('data-mode', view.mode);
            found.push(...(await scan(page, label(brand, view.mode, view.width, who, pathname))));
            // The header's menus, on the member's first page: open at desktop in light mode and at phone width in dark.
            if (who === 'member' && pathname === views.member[0] && ROUTE_VIEWS[view.width] === view.mode) {
              const where = (what: string) => label(brand, view.mode, view.width, who, `${pathname} with ${what}`);
              found.push(...(await (view.width === 'desktop' ? scanMenusDesktop(page, where) : scanMenusPhone(page, where))));
              menusScanned.push(view.width);
            }
          }
        }
      }
      expect(menusScanned.sort(), 'the menus were opened at both widths').toEqual(['desktop', 'phone']);
      expect(found, report(found)).toEqual([]);
    });
  }
});
