import { navigateInPage } from './client-nav';
import { brandUrl, expect, signIn, test } from './fixtures';

test.use({ viewport: { width: 1366, height: 900 } });

test.describe('banner carousel', () => {
  test.use({ reducedMotion: 'no-preference' }); // autoplay is the subject, and reduced motion turns it off
  test('autoplays every 5 s only when the group has two or more banners', async ({ page }) => {
    // The page's timers on a clock the test moves on: time passes as usual until a step runs it forward, so the
    // autoplay's seconds are the page's own, not the test's sleep.
    await page.clock.install();
    await page.goto(brandUrl('demo-a'));
    const home = page.getByTestId('banner-carousel');
    await expect(home.locator('img')).toHaveCount(3);
    await expect(home).toHaveAttribute('data-active-slide', '0');
    await expect(home).toHaveAttribute('data-autoplay', 'on');
    // Not before its time: still the first slide four seconds after the pointer leaves it (leaving restarts
    // the clock, which otherwise starts once the page has settled), the second one by seven. The slider is
    // running (its slides sized) before the pointer leaves, so leaving is what starts the five seconds.
    await home.hover();
    await expect(home.locator('.keen-slider__slide').first()).toHaveAttribute('style', /min-width/);
    await page.mouse.move(0, 0);
    await page.clock.runFor(4_000);
    await expect(home).toHaveAttribute('data-active-slide', '0');
    await page.clock.runFor(3_000);
    await expect(home).toHaveAttribute('data-active-slide', '1');

    await page.goto(brandUrl('demo-a', '/live'));
    const live = page.getByTestId('banner-carousel');
    await expect(live.locator('img')).toHaveCount(1);
    await expect(live).toHaveAttribute('data-autoplay', 'off');
    await expect(live.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
    await page.clock.runFor(5_500);
    await expect(live).toHaveAttribute('data-active-slide', '0');
  });

  // Which banner group each route shows (and that a linked banner goes to a page of the site) is in the served
  // page: asked in pages-without-browser.test.ts.

  // The ranking pages exist only where their banner group does: statuses and the served table, asked in
  // pages-without-browser.test.ts; each board is drawn and read in a browser in vip-and-rankings.spec.ts.
});

test.describe('notices and announcements', () => {
  // Reduced motion here and below: no check is about motion, and a moving page costs the browser a share of a core
  // while a test reads it (the carousel and the home page's jackpot, which are, keep it).
  test.use({ reducedMotion: 'reduce' });

  test('/noticePage lists seven a page, pages on, and shows the chosen one', async ({ page }) => {
    await page.goto(brandUrl('demo-a', '/noticePage'));
    const list = page.getByRole('list', { name: 'Announcements' });
    await expect(list.getByRole('listitem')).toHaveCount(7);
    const firstPage = await list.getByRole('listitem').allTextContents();
    for (const text of firstPage) expect(text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(list.getByRole('listitem').first()).not.toHaveText(firstPage[0]!);
    const secondPage = await list.getByRole('listitem').allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.length).toBeLessThanOrEqual(7);
    expect(secondPage.some((t) => firstPage.includes(t))).toBe(false);
    const pick = list.getByRole('link').last();
    const title = (await pick.locator('span').first().textContent())!;
    await pick.click();
    await expect(page.getByTestId('announcement-detail').getByRole('heading')).toHaveText(title);
  });

  test('hostile announcement HTML is shown as text and formatting, never run', async ({ page }) => {
    const hrefs: string[] = [];
    await page.goto(brandUrl('demo-a', '/noticePage?page=1'));
    for (const pageNo of [1, 2]) {
      if (pageNo > 1) {
        await navigateInPage(page, `/noticePage?page=${pageNo}`);
        await expect(page.getByRole('link', { name: `Page ${pageNo}` })).toHaveAttribute('aria-current', 'page');
      }
      hrefs.push(
        ...(await page
          .getByRole('list', { name: 'Announcements' })
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')!))),
      );
    }
    expect(hrefs.length).toBeGreaterThanOrEqual(12);
    // The first as a new document (the server's drawing, where a script that slipped through would run at once),
    // the rest as the list's links open them (the page's drawing of the same sanitised HTML).
    for (const [i, href] of hrefs.entries()) {
      if (i === 0) await page.goto(brandUrl('demo-a', href));
      else {
        await navigateInPage(page, href);
        // Drawn: the list marks the announcement shown.
        await expect(page.getByRole('list', { name: 'Announcements' }).locator('a[aria-current="true"]')).toHaveAttribute('href', href);
      }
      const detail = page.getByTestId('announcement-detail');
      await expect(detail).toBeVisible();
      expect(await detail.locator('script, iframe, [onerror], [onclick], [style], a[href^="javascript:"]').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    }
  });
});

/**
 * Checks that read the demo-a home page share its page load: each step is one of the tests that used to load it
 * for itself, named as it was. The jackpot comes first (it reads the freshly served figure); the winners' click leaves
 * the page, and the image fallback, last, loads it again and reloads it with the CDN failing, as its test did.
 */
test.describe('the home page, shared loads', () => {
  test.use({ reducedMotion: 'no-preference' }); // the jackpot's growth is checked, and reduced motion stands it still
  test('jackpot, notice bar, recent winners, hot and popular games', async ({ page }) => {
    // Four checks that had a test's 30 s each before they shared the page.
    test.setTimeout(120_000);
    await page.goto(brandUrl('demo-a'));

    await test.step('the jackpot grows by 165.11 every three seconds', async () => {
      const amount = page.getByTestId('jackpot-amount');
      const read = async () => Number((await amount.textContent())!.replace(/[^\d.]/g, ''));
      // Wait for one step first: the server's figure may be a step behind the browser's clock.
      const served = await read();
      await expect.poll(read, { timeout: 4_000 }).not.toBe(served);
      const before = await read();
      expect(before).toBeGreaterThan(1_000_000);
      await expect.poll(read, { timeout: 4_000 }).not.toBe(before);
      const after = await read();
      expect(Math.round((after - before) * 100)).toBe(16511);
    });

    await test.step('clicking a notice in the bar opens the announcement modal at that notice; Escape closes it', async () => {
      const bar = page.getByTestId('notice-bar');
      const third = bar.locator('a:not([aria-hidden])').nth(2);
      const title = (await third.textContent())!;
      // The marquee never stands still for a pointer; a keyboard player focuses the notice (which
      // pauses the marquee) and presses Enter.
      await third.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Announcements' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('announcement-detail').getByRole('heading')).toHaveText(title);
      await expect(dialog.locator('[aria-current="true"]')).toContainText(title);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(third).toBeFocused();
    });

    await test.step('recent winners: twenty, the top three with medals, biggest first; a click opens the game', async () => {
      const winners = page.getByTestId('winners');
      const podium = winners.locator('ol').first().getByRole('link');
      await expect(podium).toHaveCount(3);
      await expect(podium.nth(0).locator('[data-medal="1"]')).toBeVisible();
      await expect(podium.nth(2).locator('[data-medal="3"]')).toBeVisible();
      const visibleRows = winners.locator('ol a:not([aria-hidden])');
      await expect(visibleRows).toHaveCount(20);
      await expect(winners.getByRole('link', { name: 'See all winners' })).toHaveAttribute('href', '/winners');
      const amounts = await visibleRows.evaluateAll((rows) => rows.map((r) => Number(r.lastElementChild!.textContent!.replace(/[^\d.]/g, ''))));
      expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
      // A guest who clicks a win is asked to log in first, then lands in that game.
      await podium.nth(0).click();
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fgame%3Fvendor%3D\w+%26nodeId%3D\d+/);
    });

    await test.step('hot and popular games show with their art; a broken image falls back once to the default icon', async () => {
      // Back by a link: the winners' click left the page for the sign-in page (the reload below is its own load).
      await navigateInPage(page, '/index');
      await expect(page.getByTestId('hot-games').getByRole('link').first()).toBeVisible();
      await expect(page.getByTestId('popular-games').getByRole('link')).toHaveCount(20);
      const first = page.getByTestId('popular-games').locator('img').first();
      await expect.poll(() => first.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      // On one of the brand's two image CDNs, the same one for every image of this visitor.
      expect(await first.getAttribute('src')).toMatch(/\/(cdn|img)\/game\/\d+\.webp$/);

      // The CDN now fails every game image: each tile shows the site's default icon instead, once.
      await page.route(/\/(cdn|img)\/game\//, (route) => route.fulfill({ status: 404, body: '' }));
      await page.reload();
      const images = page.getByTestId('popular-games').locator('img');
      await images.last().scrollIntoViewIfNeeded();
      await expect.poll(() => images.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).currentSrc.endsWith('/game-default.svg')))).toBe(true);
    });
  });
});

test.describe('language and login change the content', () => {
  test.use({ reducedMotion: 'reduce' });

  test('switching language reloads notices, winners and games in the new language', async ({ page }) => {
    await page.goto(brandUrl('demo-a'));
    const englishTitles = await page.getByTestId('notice-bar').locator('a:not([aria-hidden])').allTextContents();
    await page.getByLabel('Language').click();
    await page.locator('details button[name="language"][value="CN"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', /zh/);
    const chineseTitles = await page.getByTestId('notice-bar').locator('a:not([aria-hidden])').allTextContents();
    expect(chineseTitles).not.toEqual(englishTitles);
    expect(chineseTitles.join('')).toMatch(/[\u4e00-\u9fff]/);
  });
});

test.describe('amounts in the page language', () => {
  test.use({ reducedMotion: 'reduce' });

  // Burmese: Node writes ၁,၂၃၄.၅၀, Chromium 1,234.50. The page brings its amount shape, so a fresh document
  // hydrates with the served text (a mismatch is a console error, which fails the test).
  test('a Burmese home page hydrates its jackpot and winners as served, in Burmese digits', async ({ page }) => {
    await page.goto(brandUrl('demo-a'));
    await page.getByLabel('Language').click();
    await page.locator('details button[name="language"][value="MY"]').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'my');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('jackpot-amount')).toHaveText(/^[^\d]*[၀-၉]{1,3}(,[၀-၉]{3})+\.[၀-၉]{2}$/);
    const amounts = await page
      .getByTestId('winners')
      .locator('ol a:not([aria-hidden])')
      .evaluateAll((rows) => rows.map((r) => r.lastElementChild!.textContent!));
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(amount).toMatch(/^[၀-၉]{1,3}(,[၀-၉]{3})*\.[၀-၉]{2}$/);
  });
});

test.describe('popup announcements', () => {
  test.use({ showPopups: true, reducedMotion: 'reduce' });

  test('guests see the before-login popup once per browser session; players see theirs after login', async ({ page }) => {
    await page.goto(brandUrl('demo-a'));
    const popup = page.getByRole('dialog');
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await page.reload();
    // The popup opens from an effect once the page is alive: only after that does "no dialog" mean anything.
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // A span, not a condition: the check is that no dialog comes, and one would come as soon as its code (a
    // chunk of its own, fetched when a popup is due) has loaded, well within half a second of coming alive.
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog')).toBeHidden();
    // Signed in by the sign-in form's post (the sign-in page is not what is checked): the home page it lands on.
    await signIn(page, 'demo-a', 'vipwhale', 'Whale12345');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
