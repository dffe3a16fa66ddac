import type { Page, Request } from '@playwright/test';
import { navigateInPage } from './client-nav';
import { brandUrl, expect, openWithScriptsHeld, signInShared, test } from './fixtures';

// Reduced motion: no check here is about motion, and a moving page costs the browser a share of a core while a test reads it.
test.use({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });

const HOST = 'demo-a';
type ListPage = { games: { nodeId: number; name: string }[]; pageNo: number; totalPages: number; totalCount: number | null };

/** Signs player1 in from this worker's shared session, straight onto a lobby view (no stop on the home page). */
async function logInToLobby(page: Page, search: string) {
  await signInShared(page, HOST, 'player1', 'Player123', `/rng${search}`);
  await expect(page.getByTestId('lobby')).toHaveAttribute('data-ready', 'true');
}

/** Opens a lobby view and waits until its script has taken over (hydrated). */
async function openLobby(page: Page, search = '') {
  await page.goto(brandUrl(HOST, `/rng${search}`));
  await expect(page.getByTestId('lobby')).toHaveAttribute('data-ready', 'true');
}

/**
 * Turns the open (hydrated) lobby to another view as a link in it does, without a new document: the checks that
 * start from a view are about what the page does there, not about how the player got to it.
 */
async function showLobby(page: Page, search: string) {
  if (new URL(page.url()).search !== search || new URL(page.url()).pathname !== '/rng') {
    // The list is drawn afresh for every view (it is keyed by the address): mark the one shown, wait for a new one.
    await page.evaluate(() =>
      document.querySelectorAll('[data-testid="lobby-grid"], [data-testid="lobby-empty"]').forEach((el) => el.setAttribute('data-old-view', '')),
    );
    await navigateInPage(page, `/rng${search}`);
    await expect(page.locator('[data-testid="lobby-grid"]:not([data-old-view]), [data-testid="lobby-empty"]:not([data-old-view])')).toHaveCount(1);
  }
  await expect(page.getByTestId('lobby')).toHaveAttribute('data-ready', 'true');
}

/**
 * What the list endpoint answers for a view: the truth the page must show. Asked from the page
 * (already on the brand's host), since Node cannot resolve `*.localhost` here.
 */
async function listOf(page: Page, search: string): Promise<ListPage> {
  const { status, body } = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, body: (await res.json()) as unknown };
  }, `/resources/games${search}`);
  expect(status).toBe(200);
  return body as ListPage;
}

const tiles = (page: Page) => page.getByTestId('lobby-grid').locator('li');
const firstName = (page: Page) => tiles(page).first().locator('[title]');
const isListRequest = (r: Request) => /\/resources\/games/.test(r.url());
const isPageRequest = (r: Request) => /\/rng\.data/.test(r.url());
/** The pause in typing after which the search box searches (the lobby's SEARCH_DEBOUNCE_MS). */
const SEARCH_PAUSE_MS = 500;

/** The page shows exactly `search` (so no pageNo and no list type), starting at that view's first game. */
async function expectStartsAt(page: Page, search: string) {
  await expect(page).toHaveURL((url) => url.search === search);
  const expected = await listOf(page, search);
  if (expected.games.length) await expect(firstName(page)).toHaveText(expected.games[0]!.name);
  else await expect(page.getByTestId('lobby-empty')).toBeVisible();
}

/**
 * Scrolls to the bottom on every frame, as a player who keeps scrolling while pages arrive, until the page has an
 * element matching `selector` (with the text `text`, if given), or `timeout` runs out: the caller asserts it.
 */
async function scrollUntil(page: Page, timeout: number, selector: string, text?: string) {
  await page
    .waitForFunction(
      ([wanted, withText]) => {
        window.scrollTo(0, document.body.scrollHeight);
        return [...document.querySelectorAll(wanted)].some((el) => withText === undefined || el.textContent === withText);
      },
      [selector, text] as const,
      { timeout },
    )
    .catch(() => undefined);
}

/**
 * Lets a scroll's consequences show before a check that none came: the sentinel's observer reports within a frame
 * or two and asks for a page at once. A span, not a condition, as what is checked is that nothing happens; its
 * margin past the frames is for the request's event to reach the test.
 */
async function afterScroll(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(300);
}

test.describe('slot lobby', () => {
  /**
   * Checks of the guest's lobby that start from a view and read or click within it share one page load: each step
   * is one of the tests that used to load its view for itself, named as it was, and reaches its starting view as a
   * link in the page would.
   */
  test("a guest's filters: vendor tabs, vendor, classify, min bet, search and hot list, and the slot-only classify", async ({ page }) => {
    // Eight checks that had a test's 30 s each before they shared the page.
    test.setTimeout(150_000);
    await openLobby(page);

    await test.step('vendor tabs scroll with arrows when there are more than 9 vendors, and not otherwise', async () => {
      const bar = page.getByTestId('lobby-vendors');
      await expect(bar.getByRole('link')).toHaveCount(20); // All + demo-a's 19 RNG vendors
      const prev = bar.getByRole('button', { name: 'Previous vendors' });
      const next = bar.getByRole('button', { name: 'Next vendors' });
      await expect(prev).toBeDisabled();
      await expect(next).toBeEnabled();
      const scroller = bar.getByRole('list');
      await next.click();
      await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      await expect(prev).toBeEnabled();
      await prev.click();
      await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBe(0);

      await showLobby(page, '?games=FISH');
      const fishVendors = await page.getByTestId('lobby-vendors').getByRole('link').count();
      expect(fishVendors).toBeLessThanOrEqual(10);
      await expect(page.getByTestId('lobby-vendors').getByRole('button')).toHaveCount(0);
    });

    await test.step('the hot tab shows one page of hot games and loads no more', async () => {
      await showLobby(page, '');
      const hot = await listOf(page, '?games=RNG&type=hot');
      expect(hot.games.length).toBeGreaterThan(0);
      const asked: string[] = [];
      const onRequest = (r: Request) => {
        if (isListRequest(r)) asked.push(r.url());
      };
      page.on('request', onRequest);
      await page.getByTestId('lobby-list-types').getByRole('link', { name: 'Hot' }).click();
      await expect(page).toHaveURL(/type=hot/);
      await expect(tiles(page)).toHaveCount(hot.games.length);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await afterScroll(page);
      expect(asked).toEqual([]);
      await expect(page.getByTestId('lobby-more')).toHaveCount(0);
      await expect(page.getByTestId('lobby-loading')).toHaveCount(0);
      page.off('request', onRequest);
      await page.evaluate(() => window.scrollTo(0, 0));
    });

    await test.step('a filter also leaves the hot list for the plain one', async () => {
      await showLobby(page, '?games=RNG&type=hot');
      await page.getByTestId('lobby-classify').getByRole('link', { name: 'Jackpot' }).click();
      await expectStartsAt(page, '?games=RNG&classify=JP');
    });

    await test.step('choosing a vendor starts the list again at its first game (no pageNo in the URL)', async () => {
      await showLobby(page, '?games=RNG&pageNo=2');
      await expect(firstName(page)).toHaveText((await listOf(page, '?games=RNG&pageNo=2')).games[0]!.name);
      await page.getByTestId('lobby-vendors').getByRole('link', { name: 'JILI', exact: true }).click();
      await expectStartsAt(page, '?games=RNG&page=JL');
    });

    await test.step('choosing a classify starts the list again, keeping the vendor', async () => {
      await showLobby(page, '?games=RNG&page=JL&pageNo=2');
      await page.getByTestId('lobby-classify').getByRole('link', { name: 'Jackpot' }).click();
      await expectStartsAt(page, '?games=RNG&page=JL&classify=JP');
    });

    await test.step('choosing a min bet starts the list again', async () => {
      await showLobby(page, '?games=RNG&pageNo=3');
      await page.getByTestId('lobby-min-bet').getByRole('link', { name: '0.05' }).click();
      await expectStartsAt(page, '?games=RNG&minBet=0.05');
    });

    await test.step('a search (submitted with Enter) starts the list again', async () => {
      await showLobby(page, '?games=RNG&pageNo=2');
      await page.getByRole('searchbox', { name: 'Search games' }).fill('a');
      await page.getByRole('searchbox', { name: 'Search games' }).press('Enter');
      await expectStartsAt(page, '?games=RNG&q=a');
    });

    await test.step('the classify filter is for slots only: fishing and card games have none and ignore classify=', async () => {
      await showLobby(page, '?games=RNG');
      await expect(page.getByTestId('lobby-classify').getByRole('link', { name: 'Jackpot' })).toBeVisible();
      for (const games of ['FISH', 'PVP']) {
        await showLobby(page, `?games=${games}&classify=JP`);
        await expect(page.getByTestId('lobby-classify')).toHaveCount(0);
        const minBet = page.getByTestId('lobby-min-bet').getByRole('link', { name: '0.05' });
        await expect(minBet).toBeVisible();
        await expect(minBet).toHaveAttribute('href', `/rng?games=${games}&minBet=0.05`);
        // The category's whole list, as if no classify had been asked for.
        const plain = await listOf(page, `?games=${games}`);
        expect(plain.games.length).toBeGreaterThan(0);
        await expect(tiles(page).first()).toHaveAttribute('data-node-id', String(plain.games[0]!.nodeId));
        await expect(page.getByTestId('lobby-grid')).toHaveAttribute('data-total-count', String(plain.totalCount));
      }
    });
  });

  test('a search typed while the page is still loading runs once it comes alive', async ({ page }) => {
    const alive = await openWithScriptsHeld(page, brandUrl(HOST, '/rng?games=RNG'));
    await page.getByRole('searchbox', { name: 'Search games' }).fill('dragon');
    await alive();
    await expectStartsAt(page, '?games=RNG&q=dragon');
    await expect(page.getByRole('searchbox', { name: 'Search games' })).toHaveValue('dragon');
  });

  test('the search fires once per pause in typing, and not when the text is unchanged', async ({ page }) => {
    // The page's timers on a clock the test can run forward (time passes as usual otherwise): a search still due
    // after a pause fires at once, in place of a sleep past the pause.
    await page.clock.install();
    await openLobby(page);
    /** Fires a search the page still has due, if any; the check after it is that none was. */
    const pauseInTyping = async () => {
      await page.clock.runFor(SEARCH_PAUSE_MS + 100);
      // A span, not a condition: a search fired is asked for within a frame; the margin is for its event to reach the test.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await page.waitForTimeout(300);
    };
    const searches: string[] = [];
    page.on('request', (r) => {
      if (isPageRequest(r)) searches.push(r.url());
    });
    const box = page.getByRole('searchbox', { name: 'Search games' });
    await box.pressSequentially('dra', { delay: 100 });
    await expect(page).toHaveURL(/q=dra(&|$)/);
    await pauseInTyping();
    expect(searches).toHaveLength(1);

    // Typed and deleted again within the pause: the same text, no request.
    await box.press('x');
    await box.press('Backspace');
    await pauseInTyping();
    expect(searches).toHaveLength(1);

    await box.pressSequentially('gon', { delay: 100 });
    await expect(page).toHaveURL(/q=dragon/);
    await pauseInTyping();
    expect(searches).toHaveLength(2);
    await expect(box).toHaveValue('dragon');
  });

  test.describe('scrolling', () => {
    // The long-scroll tests run as they always have, with motion: their page scrolls and they are near their time.
    test.use({ reducedMotion: 'no-preference' });

    test('scrolling appends pages one request at a time and stops when they run out', async ({ page }) => {
      // A view with a few pages: a vendor of fish or, failing that, of slots.
      let view: { search: string; list: ListPage } | null = null;
      for (const games of ['FISH', 'RNG']) {
        await openLobby(page, `?games=${games}`);
        const codes = await page
          .getByTestId('lobby-vendors')
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get('page')).filter(Boolean));
        for (const code of codes) {
          const search = `?games=${games}&page=${code}`;
          const list = await listOf(page, search);
          if (list.totalPages >= 2 && list.totalPages <= 5) {
            view = { search, list };
            break;
          }
        }
        if (view) break;
      }
      expect(view, 'a vendor with 2 to 5 pages of games').not.toBeNull();
      const { search, list } = view!;

      // Slow the list down so overlapping requests would show.
      await page.route(/\/resources\/games/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      });
      let inFlight = 0;
      let maxInFlight = 0;
      const pagesAsked: string[] = [];
      page.on('request', (r) => {
        if (!isListRequest(r)) return;
        pagesAsked.push(new URL(r.url()).searchParams.get('pageNo') ?? '');
        maxInFlight = Math.max(maxInFlight, ++inFlight);
      });
      const done = (r: Request) => {
        if (isListRequest(r)) inFlight--;
      };
      // A request is answered when its response arrives: the page cannot ask for the next page before that, but it
      // can before the browser reports the body finished (the body reaches the page by another path), which once
      // counted two in flight for requests made one after the other.
      page.on('response', (response) => done(response.request()));
      page.on('requestfailed', done);

      // To the view as its vendor tab goes there (its first page comes with the page's data, as on a page load).
      await showLobby(page, search);
      await scrollUntil(page, 10_000, '[data-testid="lobby-end"]');
      await expect(page.getByTestId('lobby-end')).toBeVisible();
      await expect(tiles(page)).toHaveCount(list.totalCount!);
      await expect(page.getByTestId('lobby-more')).toHaveCount(0);
      // Nothing more once the pages ran out.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await afterScroll(page);
      expect(pagesAsked).toEqual(Array.from({ length: list.totalPages - 1 }, (_, i) => String(i + 2)));
      expect(maxInFlight).toBe(1);
    });

    test('scrolling far keeps the DOM bounded: the oldest pages give way to a link back to them', async ({ page }) => {
      await openLobby(page, '?games=RNG');
      const earlier = page.getByRole('link', { name: 'Show earlier games' });
      await scrollUntil(page, 20_000, 'a', 'Show earlier games');
      await expect(earlier).toBeVisible();
      expect(await tiles(page).count()).toBeLessThanOrEqual(240);
      // Read together: pages may still arrive (and drop older ones) between two separate reads.
      const { firstPage, href } = await page.evaluate(() => ({
        firstPage: Number(document.querySelector('[data-testid="lobby-grid"] li')?.getAttribute('data-page')),
        href: [...document.querySelectorAll('a')].find((a) => a.textContent === 'Show earlier games')?.getAttribute('href') ?? '',
      }));
      expect(firstPage).toBeGreaterThan(1);
      expect(new URL(href, page.url()).searchParams.get('pageNo') ?? '1').toBe(String(firstPage - 1));
    });
  });

  // Without JavaScript, "More games" and the hearts' plain forms are what the server answers: asked over HTTP in
  // lobby-server-answers.test.ts, as are a guest's list tabs, where a recent link sends a guest and the old /favorite
  // and /recent links.

  test('favourites need a login: a guest clicking a heart or the fav list goes to log in', async ({ page }) => {
    await openLobby(page);
    await expect(page.getByTestId('lobby-list-types').getByRole('link', { name: 'Favourites' })).toHaveCount(0);
    await tiles(page).first().getByTestId('favourite-toggle').click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Frng/);

    // Where the favourites list sends a guest, asked by this tab (its cookies, its host) without drawing the sign-in page again.
    const favourites = await page.evaluate(async () => (await fetch('/rng?games=RNG&type=fav', { headers: { accept: 'text/html' } })).url);
    expect(favourites).toMatch(/\/login\?redirectTo=%2Frng%3Fgames%3DRNG%26type%3Dfav/);
  });

  test('a player toggles a favourite at once, at most once a second, and it persists across reloads', async ({ page }) => {
    await logInToLobby(page, '?games=RNG&page=PG');
    const tile = tiles(page).nth(1);
    const name = (await tile.locator('[title]').textContent())!;
    const heart = tile.getByTestId('favourite-toggle');
    const before = (await heart.getAttribute('aria-pressed')) === 'true';
    const toggled = String(!before);

    const answered = page.waitForResponse((r) => /\/resources\/favourite/.test(r.url()));
    // Two clicks in a row: the second, within the same second, is ignored.
    await heart.dblclick();
    await expect(heart).toHaveAttribute('aria-pressed', toggled);
    await answered;
    await expect(heart).toHaveAttribute('aria-busy', 'false');

    // The signed-in lobby is the shared render with this player's hearts written in: it hydrates as it was sent.
    expect((await page.reload())?.headers()['x-cache']).toBe('splice');
    await expect(page.getByTestId('lobby')).toHaveAttribute('data-ready', 'true');
    const again = tiles(page).nth(1).getByTestId('favourite-toggle');
    await expect(again).toHaveAttribute('aria-pressed', toggled);

    // The favourites tab lists it while it is a favourite.
    await page.getByTestId('lobby-list-types').getByRole('link', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/type=fav/);
    const inFavourites = page.getByTestId('lobby-grid').locator('[title]').filter({ hasText: name });
    if (toggled === 'true') await expect(inFavourites).toHaveCount(1);
    else await expect(inFavourites).toHaveCount(0);

    // And back, which also persists (to the vendor's view as its tab goes there, then a reload).
    await showLobby(page, '?games=RNG&page=PG');
    const back = tiles(page).nth(1).getByTestId('favourite-toggle');
    const answeredBack = page.waitForResponse((r) => /\/resources\/favourite/.test(r.url()));
    await back.click();
    await expect(back).toHaveAttribute('aria-pressed', String(before));
    await answeredBack;
    await page.reload();
    await expect(tiles(page).nth(1).getByTestId('favourite-toggle')).toHaveAttribute('aria-pressed', String(before));
  });

  test('a favourite the platform refuses rolls back with a message', async ({ page }) => {
    await logInToLobby(page, '?games=RNG&page=PG');
    // The platform refuses a game it does not know: send it one.
    await page.route(/\/resources\/favourite/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue({ postData: (route.request().postData() ?? '').replace(/nodeId=\d+/, 'nodeId=999999999') });
    });
    const heart = tiles(page).first().getByTestId('favourite-toggle');
    const before = await heart.getAttribute('aria-pressed');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
    await expect(tiles(page).first().getByRole('alert')).toHaveText('Your favourites could not be changed. Please try again.');
    await expect(heart).toHaveAttribute('aria-pressed', before!);
  });

  test("recently played: the last launched game comes first, on its own vendor's recent list and not on another's", async ({ page }) => {
    await logInToLobby(page, '?games=RNG&page=PG');
    const before = await listOf(page, '?games=RNG&type=recent');
    // Games that are not already the player's latest, so "first" can only come from these launches.
    const pick = (list: ListPage) => list.games.find((g) => g.nodeId !== before.games[0]?.nodeId)!;
    const jili = pick(await listOf(page, '?games=RNG&page=JL'));
    const pg = pick(await listOf(page, '?games=RNG&page=PG'));

    // JILI first (by its address, as a link to it goes there), then PG from its tile in the lobby.
    await navigateInPage(page, `/game?vendor=JL&nodeId=${jili.nodeId}`);
    await expect(page.getByTestId('game-frame')).toBeVisible();
    // Back to the lobby as the site's links go there: the list is read afresh, with no new document.
    await showLobby(page, '?games=RNG&page=PG');
    await page.locator(`[data-node-id="${pg.nodeId}"]`).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/game\\?vendor=PG&nodeId=${pg.nodeId}$`));
    await expect(page.getByTestId('game-frame')).toBeVisible();

    // Back in the PG lobby, the recent tab keeps the vendor: PG's recent games, the new one first.
    await showLobby(page, '?games=RNG&page=PG');
    const listTypes = page.getByTestId('lobby-list-types');
    await listTypes.getByRole('link', { name: 'Recently played' }).click();
    await expect(page).toHaveURL((url) => url.search === '?games=RNG&page=PG&type=recent');
    await expect(listTypes.getByRole('link', { name: 'Recently played' })).toHaveAttribute('aria-current', 'true');
    await expect(tiles(page).first()).toHaveAttribute('data-node-id', String(pg.nodeId));
    await expect(tiles(page).first().locator('[title]')).toHaveText(pg.name);
    await expect(page.locator(`[data-node-id="${jili.nodeId}"]`)).toHaveCount(0);

    // Another vendor (its plain list, per the spec), then recent: that vendor's game, not the PG one.
    const jiliTab = page.getByTestId('lobby-vendors').getByRole('link', { name: 'JILI', exact: true });
    await jiliTab.click();
    await expect(page).toHaveURL((url) => url.search === '?games=RNG&page=JL');
    // The URL changes a moment before the page shows the new view: wait for the view itself.
    await expect(jiliTab).toHaveAttribute('aria-current', 'true');
    await listTypes.getByRole('link', { name: 'Recently played' }).click();
    await expect(page).toHaveURL((url) => url.search === '?games=RNG&page=JL&type=recent');
    await expect(tiles(page).first()).toHaveAttribute('data-node-id', String(jili.nodeId));
    await expect(page.locator(`[data-node-id="${pg.nodeId}"]`)).toHaveCount(0);

    // Every vendor: both, newest first.
    const allTab = page.getByTestId('lobby-vendors').getByRole('link', { name: 'All vendors' });
    await allTab.click();
    await expect(page).toHaveURL((url) => url.search === '?games=RNG');
    await expect(allTab).toHaveAttribute('aria-current', 'true');
    await listTypes.getByRole('link', { name: 'Recently played' }).click();
    await expect(page).toHaveURL((url) => url.search === '?games=RNG&type=recent');
    await expect(tiles(page).nth(0)).toHaveAttribute('data-node-id', String(pg.nodeId));
    await expect(tiles(page).nth(1)).toHaveAttribute('data-node-id', String(jili.nodeId));
  });

  // Each odd query's status and served lobby (and the list endpoint's answer to nonsense) are asked over HTTP in
  // pages-without-browser.test.ts; here the browser draws and hydrates a lobby given all of them at once.
  test('bad input gives the lobby, which comes alive without an error', async ({ page }) => {
    const search = `?page=NOPE&pageNo=-1&minBet=abc&q=%27%20OR%201%3D1--${'x'.repeat(5000)}&games=NOPE&classify=%3Cscript%3E&type=zzz`;
    const response = await page.goto(brandUrl(HOST, `/rng${search}`));
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('lobby-grid')).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  });
});
