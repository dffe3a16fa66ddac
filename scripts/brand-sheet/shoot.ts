import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { setMerchantStatus, findMerchant, type MerchantStatus } from '@whitelabel/reference-platform/db/merchants';
import { openDatabase } from '@whitelabel/reference-platform/db/open';
import { DEMO_ACCOUNTS } from '@whitelabel/reference-platform/db/seed-data';
import type { Brand } from '../../app/request/brands/load-brands.server';
import type { SheetManifest, SheetShot } from '../../app/features/staging/brand-sheets.server';
import { PENDING_SCRIPT_TYPE } from '../../app/request/hydrate-after-paint.server';
import { CHROMIUM_ARGS } from '../../tests/support/chromium-args';
import { httpRequest } from '../../tests/support/http';
import { startStack } from '../../tests/support/stack';

export type SheetPage = SheetManifest['pages'][number];
export type SheetWidth = SheetManifest['widths'][number];
export type Mode = SheetManifest['modes'][number];

/** The brand's key pages: what a guest sees first, signing in and up, a member's deposit, and the maintenance screen. */
export const SHEET_PAGES: SheetPage[] = [
  { id: 'home', path: '/index', member: false, maintenance: false },
  { id: 'lobby', path: '/rng', member: false, maintenance: false },
  { id: 'promotions', path: '/promotions', member: false, maintenance: false },
  { id: 'login', path: '/login', member: false, maintenance: false },
  { id: 'register', path: '/register', member: false, maintenance: false },
  { id: 'deposit', path: '/member/depositv2', member: true, maintenance: false },
  { id: 'maintenance', path: '/index', member: false, maintenance: true },
];
export const SHEET_WIDTHS: SheetWidth[] = [
  { id: 'phone', px: 390, height: 844 },
  { id: 'desktop', px: 1280, height: 800 },
];
export const SHEET_MODES: Mode[] = ['light', 'dark'];
/** A long page is cut after this many screens: the sheet is for looks, and a lobby of thousands of games has no end. */
const MAX_SCREENS = 3;
const STEADY_TRIES = 4;
/** Every shot's clock: the header's time and anything else dated by the browser reads the same in every sheet. */
const SHEET_CLOCK = new Date('2026-01-01T12:00:00Z');
/**
 * Stops what moves on its own: finite animations jump to their end, transitions apply at once, the caret and
 * smooth scrolling go. Reduced motion already stops the site's own carousels and tickers; this catches the rest.
 */
const STILL_CSS = `*, *::before, *::after {
  animation-delay: 0s !important; animation-duration: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
}`;
const STEADY_PAUSE_MS = 250;
const BUSY_TRIES = 3;
const BUSY_PAUSE_MS = 2_000;

const debianChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The brand's first plain demo member on the reference platform (not an agent, no expired password or new-address check). */
function demoMember(merchantCode: string) {
  const account = DEMO_ACCOUNTS.find(
    (a) => a.merchant === merchantCode && a.type === 0 && !a.passwordExpired && !a.firstLogin && !a.totpSecret && !a.registeredIp,
  );
  if (!account) throw new Error(`the reference platform seeds no plain demo member for merchant ${merchantCode}`);
  return account;
}

/** The stack the sheet renders: the production build before a fresh, seeded reference platform, on free loopback ports. */
async function startSheetStack(brand: Brand) {
  if (brand.platformUrl) throw new Error(`brand ${brand.id} names its own platform (${brand.platformUrl}); a sheet renders against the reference platform`);
  // The sheet's own staging is open (loopback only, its own platform): a draft is shot on its preview host.
  for (const name of ['STAFF_FILE', 'STAFF_ACCOUNTS', 'STAGING_AUTH', 'PLATFORM_URL']) delete process.env[name];
  process.env.LOG_LEVEL ??= 'warn';
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-sheet-'));
  const dbPath = path.join(dir, 'platform.db');
  const stack = await startStack({ dbPath, env: { STAGING_DOMAIN: 'staging.localhost', LOGIN_ATTEMPTS_PER_MINUTE: '1000' } });
  const db = openDatabase(dbPath);
  return {
    ...stack,
    host: brand.draft ? `${brand.id}.staging.localhost` : brand.canonicalHost,
    merchantKnown: findMerchant(db, brand.merchantCode) !== null,
    setStatus: (status: MerchantStatus) => setMerchantStatus(db, brand.merchantCode, status),
    async close() {
      db.close();
      await stack.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
type SheetStack = Awaited<ReturnType<typeof startSheetStack>>;

/** `name=value` and whether it is Secure, from a Set-Cookie line. */
function cookieOf(setCookie: string) {
  const [pair = ''] = setCookie.split(';');
  const at = pair.indexOf('=');
  return { name: pair.slice(0, at), value: pair.slice(at + 1), secure: /;\s*secure/i.test(setCookie) };
}

/** Signs the demo member in with the browser's own form POST from the brand's origin, as the login form does. */
async function signIn(page: Page, origin: string, member: { username: string; password: string }) {
  await page.goto(`${origin}/login`, { waitUntil: 'domcontentloaded' });
  await Promise.all([
    page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 }),
    page.evaluate(({ username, password }) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/login';
      for (const [name, value] of Object.entries({ username, password, intent: 'login', redirectTo: '/index' })) {
        form.append(Object.assign(document.createElement('input'), { type: 'hidden', name, value }));
      }
      document.body.append(form);
      form.submit();
    }, member),
  ]);
}

/** Popup announcements count as closed this tab session, so no modal covers the page shot. */
function popupsClosed() {
  try {
    for (const key of ['ANONYMOUS_POPUP', 'USER_POPUP']) sessionStorage.setItem(key, 'closed');
  } catch {
    // about:blank has no storage; the page's document gets the script again.
  }
}

/** Waits until the page has hydrated (or has no script waiting), its fonts have loaded and its images have drawn. */
async function settled(page: Page) {
  await page.addStyleTag({ content: STILL_CSS }).catch(() => undefined);
  await page
    .waitForFunction(
      (pending) => !document.querySelector(`script[type="${pending}"]`) || document.documentElement.dataset.hydrated === 'true',
      PENDING_SCRIPT_TYPE,
      {
        timeout: 15_000,
      },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready).catch(() => undefined);
  // Images still loading or decoding (an eager banner's art) would be shot half drawn or at a passing size. A lazy
  // image below the screen, or in a closed menu or a block not drawn yet (content-visibility), does not load until
  // it is near: waiting for those only ran out the bound (5 s a home page); the steady shots below see them land.
  await page
    .evaluate(() => {
      const loading = (img: HTMLImageElement) =>
        !img.complete &&
        img.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }) &&
        (img.loading !== 'lazy' || img.getBoundingClientRect().top < window.innerHeight);
      const pending = Array.from(document.images, (img) => (loading(img) ? img.decode().catch(() => null) : null));
      return Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, 5_000))]);
    })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

/**
 * What moves with the clock rather than with the brand (the jackpot's figure, a captcha's picture): masked with the
 * same box in every shot, so `--compare` flags a changed look, not a later time.
 */
const LIVE_PARTS = ['[data-testid="jackpot-amount"]', 'img[src*="captcha"]', 'img[src^="data:image/svg+xml"]'];

async function shoot(page: Page, stack: SheetStack, sheetPage: SheetPage, width: SheetWidth, mode: Mode, dir: string): Promise<SheetShot> {
  const url = `http://${stack.host}:${stack.port}${sheetPage.path}`;
  let response = await page.goto(url, { waitUntil: 'load' });
  // A loaded machine can spend a request's time budget (a 503 page in place of the brand's): that is not the
  // page's look, so it is asked again a few times before the answer is kept.
  for (let tries = 1; !sheetPage.maintenance && (response?.status() ?? 0) >= 500 && tries < BUSY_TRIES; tries++) {
    await page.waitForTimeout(BUSY_PAUSE_MS);
    response = await page.goto(url, { waitUntil: 'load' });
  }
  await settled(page);
  // A page that opens as a dialog (the member centre) is shot as the screen shows it; the page behind it is not its subject.
  const height = await page.evaluate(() => (document.querySelector('dialog[open], [aria-modal="true"]') ? 0 : document.documentElement.scrollHeight));
  const file = `${sheetPage.id}.${width.id}.${mode}.png`;
  const options = {
    ...(height > width.height ? { fullPage: true, clip: { x: 0, y: 0, width: width.px, height: Math.min(height, width.height * MAX_SCREENS) } } : {}),
    mask: LIVE_PARTS.map((selector) => page.locator(selector)),
    animations: 'disabled' as const,
    caret: 'hide' as const,
  };
  // A page still settling (a late web font reflowing a headline, a late image) looks different a moment later:
  // the shot kept is one that two screenshots in a row agree on.
  let shot = await page.screenshot(options);
  for (let tries = 0; tries < STEADY_TRIES; tries++) {
    await page.waitForTimeout(STEADY_PAUSE_MS);
    const again = await page.screenshot(options);
    if (again.equals(shot)) break;
    shot = again;
  }
  fs.writeFileSync(path.join(dir, file), shot);
  const landed = new URL(page.url());
  return { page: sheetPage.id, width: width.id, mode, file, status: response?.status() ?? 0, landedOn: `${landed.pathname}${landed.search}` };
}

/** Polls the brand's login page until the site shows the platform's new status (the config cache lets it through within its TTL). */
async function untilStatus(stack: SheetStack, wanted: 'maintenance' | 'normal') {
  const deadline = Date.now() + 20_000;
  for (;;) {
    // The login page: every brand lets a guest reach it (some send guests there from everywhere else).
    const res = await httpRequest(`${stack.siteUrl}/login`, { headers: { host: stack.host } });
    if ((res.status === 503) === (wanted === 'maintenance')) return;
    if (Date.now() > deadline) throw new Error(`the site did not show ${wanted} within 20 s (last status ${res.status})`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Renders every page at every width in every mode into `dir` (one browser context per width and mode, the
 * colour mode set by the site's own cookie) and answers the shots. Member pages use a session signed in once
 * over HTTP; the maintenance row comes last, with the platform's status set to maintenance and put back after.
 */
export async function renderSheet(options: { brand: Brand; dir: string; pages: SheetPage[]; widths: SheetWidth[]; modes: Mode[] }) {
  const { brand, dir, pages, widths, modes } = options;
  const stack = await startSheetStack(brand);
  let browser: Browser | null = null;
  try {
    if (!stack.merchantKnown) throw new Error(`the reference platform has no merchant ${brand.merchantCode} (brand ${brand.id})`);
    const member = demoMember(brand.merchantCode);
    const { serialiseMode } = await import('../../app/request/preferences.server');
    browser = await chromium.launch({
      executablePath: fs.existsSync(debianChromium) ? debianChromium : undefined,
      args: [...CHROMIUM_ARGS, '--hide-scrollbars', '--font-render-hinting=none'],
    });
    const origin = `http://${stack.host}:${stack.port}`;
    const newContext = async (width: SheetWidth, mode: Mode) => {
      const context = await browser!.newContext({
        viewport: { width: width.px, height: width.height },
        deviceScaleFactor: 1,
        isMobile: width.px < 768,
        hasTouch: width.px < 768,
        colorScheme: mode,
        reducedMotion: 'reduce',
        locale: 'en-US',
        timezoneId: 'UTC',
        // The sheet's own style that stops motion is inline: the site's policy (nonces) would refuse it.
        bypassCSP: true,
      });
      await context.clock.setFixedTime(SHEET_CLOCK);
      await context.addInitScript(popupsClosed);
      await context.addCookies([{ ...cookieOf(await serialiseMode(mode)), url: origin }]);
      return context;
    };
    const shots: SheetShot[] = [];
    // A fresh context per shot: no cookie, storage or cache of one shot (a member's session above all) reaches another.
    const shootAll = async (sheetPage: SheetPage) => {
      for (const width of widths) {
        for (const mode of modes) {
          const context = await newContext(width, mode);
          const page = await context.newPage();
          if (sheetPage.member) await signIn(page, origin, member);
          shots.push(await shoot(page, stack, sheetPage, width, mode, dir));
          await context.close();
        }
      }
    };
    for (const sheetPage of pages.filter((p) => !p.maintenance)) await shootAll(sheetPage);
    const maintenance = pages.filter((p) => p.maintenance);
    if (maintenance.length) {
      stack.setStatus('maintenance');
      try {
        await untilStatus(stack, 'maintenance');
        for (const sheetPage of maintenance) await shootAll(sheetPage);
      } finally {
        stack.setStatus('normal');
      }
      await untilStatus(stack, 'normal');
    }
    return { shots, host: stack.host, member: member.username };
  } finally {
    await browser?.close();
    await stack.close();
  }
}
