import type { Page } from '@playwright/test';
import { switchModeInPage } from './client-nav';
import { brandUrl, expect, test } from './fixtures';

/**
 * The home page's moving parts as a player on a phone notices them: they move when seen, stand still
 * under "reduce motion", in a background tab and off screen; the page does not jump while loading.
 */
const phone = { width: 390, height: 844 };
test.use({ reducedMotion: 'no-preference' }); // motion as a player gets it is the subject (one test asks for reduced motion itself)

/** Where the moving parts stand now: the marquee's first title, the first rolling winner, the jackpot, the slide. */
async function snapshot(page: Page) {
  const x = async (selector: string) => (await page.locator(selector).first().boundingBox())?.x ?? Number.NaN;
  const y = async (selector: string) => (await page.locator(selector).first().boundingBox())?.y ?? Number.NaN;
  return {
    marquee: await x('[data-testid="notice-bar"] a[href^="/noticePage?id="]'),
    winners: await y('[data-testid="winners"] ol[start="4"] > li'),
    jackpot: await page.getByTestId('jackpot-amount').textContent(),
    slide: await page.getByTestId('banner-carousel').getAttribute('data-active-slide'),
  };
}

/**
 * Lets composited animations show whether they run: the marquee and the winners glide (a 20–40 s loop over their
 * length), so half a second moves them by pixels, and a paused one settles on its frame within a frame or two. A span,
 * not a condition: the check after it is that they did not move.
 */
const GLIDE_MS = 500;

/** Waits until the gate has spoken for `testId`'s section (the page has loaded and settled). */
async function gateDecided(page: Page, testId: string, state: 'running' | 'paused') {
  await expect(page.getByTestId(testId)).toHaveAttribute('data-motion', state);
}

test.describe('motion', () => {
  test.use({ viewport: { width: 1366, height: 1400 } });

  // One page load for both: the page moves in a visible tab first, then the tab is sent to the background.
  test('on screen in a visible tab the marquee, the winners roll and the jackpot move; in a background tab the jackpot stops counting and the marquee stops, back in front it catches up at once', async ({
    page,
  }) => {
    test.setTimeout(60_000); // the two tests' budgets
    // The page's timers on a clock the test can run forward (time passes as usual otherwise): the jackpot's steps
    // are timers, so seconds of them pass without the test sleeping through them.
    await page.clock.install();
    await page.goto(brandUrl('demo-a'));
    await test.step('on screen in a visible tab the marquee, the winners roll and the jackpot move', async () => {
      await gateDecided(page, 'notice-bar', 'running');
      await gateDecided(page, 'winners', 'running');
      await gateDecided(page, 'jackpot', 'running');
      await page.mouse.move(0, 0);
      const before = await snapshot(page);
      // Each seen to move: the marquee and the winners glide, the jackpot steps at least once in 3.5 s of its clock.
      await page.clock.runFor(3_500);
      await expect
        .poll(async () => {
          const after = await snapshot(page);
          return [after.marquee !== before.marquee, after.winners !== before.winners, after.jackpot !== before.jackpot];
        })
        .toEqual([true, true, true]);
    });
    await test.step('in a background tab the jackpot stops counting and the marquee stops; back in front it catches up at once', async () => {
      // Headless Chromium never hides a tab: tell the page what the browser would when the player switches away.
      const setHidden = (hidden: boolean) =>
        page.evaluate((h) => {
          Object.defineProperty(document, 'hidden', { configurable: true, get: () => h });
          Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (h ? 'hidden' : 'visible') });
          document.dispatchEvent(new Event('visibilitychange'));
        }, hidden);
      await setHidden(true);
      await gateDecided(page, 'jackpot', 'paused');
      await gateDecided(page, 'notice-bar', 'paused');
      // A composited animation settles on its paused frame within a frame or two.
      await page.waitForTimeout(300);
      const hidden = await snapshot(page);
      // Four seconds of the page's timers (more than a jackpot step), and a glide's span for the marquee.
      await page.clock.runFor(4_000);
      await page.waitForTimeout(GLIDE_MS);
      const still = await snapshot(page);
      expect(still.jackpot).toBe(hidden.jackpot);
      expect(still.marquee).toBe(hidden.marquee);
      await setHidden(false);
      // At least one step has passed: the figure is rewritten as soon as the tab is back.
      await expect(page.getByTestId('jackpot-amount')).not.toHaveText(hidden.jackpot ?? '', { timeout: 1_000 });
    });
  });

  test('under "reduce motion" nothing moves on its own: marquee, winners, jackpot and banners stand still', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The jackpot's steps and the banners' turns are timers: on a clock the test runs forward, as in the test above.
    await page.clock.install();
    await page.goto(brandUrl('demo-a'));
    await gateDecided(page, 'notice-bar', 'paused');
    await gateDecided(page, 'jackpot', 'paused');
    await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-autoplay', 'off');
    await page.mouse.move(0, 0);
    const before = await snapshot(page);
    // Longer than a jackpot step (3 s) and a banner's turn (5 s) of the page's timers, and a glide's span.
    await page.clock.runFor(6_000);
    await page.waitForTimeout(GLIDE_MS);
    expect(await snapshot(page)).toEqual(before);
    // The player can still move the banners by hand.
    await page.getByTestId('banner-carousel').getByRole('button', { name: 'Next slide' }).click();
    await expect(page.getByTestId('banner-carousel')).toHaveAttribute('data-active-slide', '1');
  });

  // Scrolled off screen on a phone the jackpot stops counting: a step of the phone's home page below (one page load).
});

test.describe('images and layout', () => {
  test.use({ viewport: phone });

  // One page load for the three: the shift is read first, while nothing has touched the page; the served HTML and
  // the images' attributes do not change after it; the page is scrolled last. (A lobby's banner preload is served
  // markup: pages-without-browser.test.ts.)
  test('the home page on a phone: it does not jump while it loads; the first banner is preloaded and fetched first, images below the fold wait; scrolled off screen the jackpot stops counting', async ({
    page,
  }) => {
    test.setTimeout(90_000); // the three tests' budgets
    // The jackpot's steps are timers: on a clock the last step runs forward (time passes as usual otherwise).
    await page.clock.install();
    await test.step('the home page does not jump while it loads on a phone (layout shift ≤ 0.05)', async () => {
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) w.__shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(brandUrl('demo-a'));
      await gateDecided(page, 'jackpot', 'running');
      // A span, not a condition: what is counted is a shift that comes late (an image, a font, a part coming alive).
      await page.waitForTimeout(1_500);
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift).toBeLessThanOrEqual(0.05);
    });
    await test.step('the first banner is preloaded in the served page and fetched first; images below the fold wait', async () => {
      // The hint must be in the HTML as served, where the browser's preload scanner finds it.
      const served = (pathname: string) => page.evaluate((p) => fetch(p).then((r) => r.text()), pathname);
      const preload = (await served('/index')).match(/<link[^>]+rel="preload"[^>]+as="image"[^>]*>/)?.[0] ?? '';
      expect(preload, 'a preload for an image in the served page').not.toBe('');
      const banners = page.getByTestId('banner-carousel').locator('img');
      const first = banners.first();
      expect(preload).toContain(`href="${await first.getAttribute('src')}"`);
      await expect(first).toHaveAttribute('fetchpriority', 'high');
      await expect(first).not.toHaveAttribute('loading', 'lazy');
      for (const later of (await banners.all()).slice(1)) await expect(later).toHaveAttribute('loading', 'lazy');

      // Below the fold on a phone: the popular games and the footer's logos load only when scrolled near.
      const belowFold = page.locator('[data-testid="popular-games"] img, footer img');
      expect(await belowFold.count()).toBeGreaterThan(5);
      for (const img of await belowFold.all()) await expect(img).toHaveAttribute('loading', 'lazy');
      // Nor is what lies screens below laid out and drawn at load (the first load's main-thread work): the hot
      // matches and the footer wait until scrolled near, then show.
      const drawn = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
      const later = ['[data-testid="home-hot-matches"] a', 'footer nav a'];
      for (const selector of later) expect(await drawn(selector), `${selector} is not drawn at load`).toBe(false);
      for (const selector of later) {
        await page.locator(selector).first().scrollIntoViewIfNeeded();
        await expect.poll(() => drawn(selector), `${selector} is drawn once scrolled to`).toBe(true);
      }
      // A mode switched in place while they lie far below (skipped again): each shows the new mode's colours once
      // scrolled to, the same as in a page drawn in that mode from the start (decision 123: what a skipped block's
      // style is when it is drawn, not what a read of it before then answers).
      await page.evaluate(() => window.scrollTo(0, 0));
      for (const selector of later) await expect.poll(() => drawn(selector), `${selector} is skipped again far above`).toBe(false);
      const to = (await page.locator('html').getAttribute('data-mode')) === 'dark' ? 'light' : 'dark';
      expect(await switchModeInPage(page, 'demo-a', to)).toBe(true);
      const blocks = ['#lucky-title', '#popular-title', '#hot-matches-title', '[data-testid="home-hot-matches"] a', 'footer', 'footer p', 'footer nav a'];
      const coloursOnceScrolledTo = async () => {
        const colours: Record<string, string> = {};
        for (const selector of blocks) {
          const block = page.locator(selector).first();
          await block.scrollIntoViewIfNeeded();
          await expect.poll(() => block.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true })), `${selector} drawn`).toBe(true);
          // Read once a frame has drawn it: what the player sees (a read before then can answer the old style).
          colours[selector] = await block.evaluate(async (el) => {
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            return `${getComputedStyle(el).color} on ${getComputedStyle(el).backgroundColor}`;
          });
        }
        return colours;
      };
      const inPlace = await coloursOnceScrolledTo();
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-mode', to);
      expect(inPlace).toEqual(await coloursOnceScrolledTo());
      // Every image in the page reserves its box before it arrives.
      const unsized = await page
        .locator('img')
        .evaluateAll((imgs) =>
          imgs
            .filter((img) => !(img.getAttribute('width') && img.getAttribute('height')) && getComputedStyle(img).aspectRatio === 'auto')
            .map((img) => img.outerHTML.slice(0, 120)),
        );
      expect(unsized).toEqual([]);
    });
    await test.step('scrolled off screen on a phone the jackpot stops counting, and resumes when scrolled back', async () => {
      // The step before left the page scrolled to the footer.
      await page.getByTestId('jackpot').scrollIntoViewIfNeeded();
      await gateDecided(page, 'jackpot', 'running');
      await page.locator('footer').last().scrollIntoViewIfNeeded();
      await expect(page.getByTestId('jackpot')).not.toBeInViewport();
      await gateDecided(page, 'jackpot', 'paused');
      const away = await page.getByTestId('jackpot-amount').textContent();
      await page.clock.runFor(4_000);
      expect(await page.getByTestId('jackpot-amount').textContent()).toBe(away);
      await page.getByTestId('jackpot').scrollIntoViewIfNeeded();
      await gateDecided(page, 'jackpot', 'running');
      await expect(page.getByTestId('jackpot-amount')).not.toHaveText(away ?? '', { timeout: 1_000 });
    });
  });

  test('the page is drawn before its scripts are fetched, then it comes alive', async ({ page }) => {
    // The lobby last: the check after the loop starts from it.
    for (const pathname of ['/index', '/login', '/rng']) {
      await page.goto(brandUrl('demo-a', pathname));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((r) => r.name.includes('/build/') && r.name.endsWith('.js'))
          .map((r) => r.startTime),
      }));
      expect(timing.scripts.length, `${pathname} loads its modules`).toBeGreaterThan(3);
      expect(Math.min(...timing.scripts), `${pathname}: the first module request starts after the first paint`).toBeGreaterThanOrEqual(timing.paint);
    }
    // The preload links the loader restored are React's own again: Remix's scripts drop them once the
    // router moves on, as on any first visit (from the lobby the loop left hydrated).
    await page.getByRole('link', { name: 'Aurora Casino home' }).click();
    await expect(page).toHaveURL(/\/index$/);
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length)).toBe(0);
  });
});
