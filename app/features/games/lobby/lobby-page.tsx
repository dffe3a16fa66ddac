import { Form, Link, useFetcher, useLoaderData, useLocation, useNavigate } from '@remix-run/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { BannerCarousel } from '~/features/content/banner-carousel';
import { GameTileLink } from '~/features/games/game-grid';
import * as tile from '~/features/games/game-tile.css';
import { useTypedBeforeHydration } from '~/ui/forms/use-typed-before-hydration';
import { PageFrame } from '~/ui/page-frame';
import type { GameTile } from '~/features/content/views';
import type { FavouriteResult } from '../favourite.server';
import type { LobbyLoaderData } from './lobby.server';
import type { LobbyPage as LobbyPageData } from './lobby.server';
import { lobbySearch, MAX_SEARCH, takesVendor, withFilter, withListType, type LobbyQuery } from './query';
import { chip } from '~/ui/recipes.css';
import * as s from './lobby.css';
import { useTextDirection } from '~/request/root-data';
import { favouriteChoice, FAVOURITES_TOKEN } from '~/request/shared-body';

const DEFAULT_ICON = '/game-default.svg';
/** Menu arrows appear above this many vendors. */
const ARROWS_ABOVE = 9;
const SEARCH_DEBOUNCE_MS = 500;
const TOGGLE_EVERY_MS = 1000;
/**
 * The DOM stays bounded however far the player scrolls: at most this many tiles are rendered.
 * Past it, the oldest loaded pages are dropped from the top (the scroll position is kept steady),
 * and a link at the top reopens the list at the page before the first one still shown.
 */
const MAX_RENDERED_TILES = 240;
/** How close to the end of the grid the next page is asked for. */
const NEAR_END_PX = 400;
/** Far enough above the viewport to cover any page: a sentinel anywhere up there has been passed. */
const PASSED_PX = 1_000_000;

export function LobbyPage() {
  const data = useLoaderData<LobbyLoaderData>();
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <PageFrame title={data.title} hero={data.banners.length ? <BannerCarousel banners={data.banners} label={t('home.bannersLabel')} /> : null}>
      <div className={s.toolbar}>
        <VendorTabs query={data.query} vendors={data.vendors} />
        <ListTypeTabs query={data.query} hasHot={data.hasHot} signedIn={data.signedIn} />
        <SearchBox query={data.query} />
        {data.classifies.length ? (
          <FilterRow label={t('lobby.classify.label')} testId="lobby-classify">
            {[null, ...data.classifies].map((c) => (
              <FilterLink key={c ?? 'all'} to={lobbySearch(withFilter(data.query, { classify: c }))} current={data.query.classify === c}>
                {c ? t(`lobby.classify.${c}`) : t('lobby.all')}
              </FilterLink>
            ))}
          </FilterRow>
        ) : null}
        <FilterRow label={t('lobby.minBet')} testId="lobby-min-bet">
          {[null, ...data.minBets].map((b) => (
            <FilterLink key={b ?? 'all'} to={lobbySearch(withFilter(data.query, { minBet: b }))} current={data.query.minBet === b}>
              {b ?? t('lobby.all')}
            </FilterLink>
          ))}
        </FilterRow>
      </div>
      {/* A new URL is a new query: the list starts again from its loader's first page. */}
      <LobbyList key={location.search} initial={data.list} query={data.query} favourites={data.favourites} />
    </PageFrame>
  );
}

function FilterRow({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <nav className={s.row} aria-label={label} data-testid={testId}>
      <span className={s.rowLabel} aria-hidden="true">
        {label}
      </span>
      {children}
    </nav>
  );
}

function FilterLink({ to, current, children }: { to: string; current: boolean; children: ReactNode }) {
  return (
    <Link to={to} className={chip} aria-current={current ? 'true' : undefined} preventScrollReset prefetch="none">
      {children}
    </Link>
  );
}

function VendorTabs({ query, vendors }: { query: LobbyQuery; vendors: { code: string; name: string }[] }) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const withArrows = vendors.length > ARROWS_ABOVE;
  const measure = useCallback(() => {
    const el = scroller.current;
    // Right to left, scrollLeft runs from 0 down to negative values: the distance from the start is its size.
    if (el) setEdges({ start: Math.abs(el.scrollLeft) <= 1, end: Math.abs(el.scrollLeft) + el.clientWidth >= el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    const el = scroller.current;
    const active = el?.querySelector<HTMLElement>('[aria-current="true"]');
    if (el && active) {
      // Centre the current vendor by on-screen positions, which read the same in both directions.
      const box = el.getBoundingClientRect();
      const tab = active.getBoundingClientRect();
      el.scrollLeft += tab.left + tab.width / 2 - (box.left + box.width / 2);
    }
    measure();
  }, [measure]);
  const forward = useTextDirection() === 'rtl' ? -1 : 1;
  const scrollBy = (direction: 1 | -1) => scroller.current?.scrollBy({ left: forward * direction * scroller.current.clientWidth * 0.8 });
  return (
    <div className={s.vendorBar} data-testid="lobby-vendors">
      {withArrows ? (
        <button type="button" className={s.arrow} aria-label={t('lobby.previousVendors')} onClick={() => scrollBy(-1)} disabled={edges.start}>
          ‹
        </button>
      ) : null}
      <ul className={s.vendorScroller} ref={scroller} onScroll={measure} aria-label={t('lobby.vendors')}>
        {[{ code: null, name: t('lobby.allVendors') }, ...vendors].map((vendor) => (
          <li key={vendor.code ?? 'all'}>
            <FilterLink to={lobbySearch(withFilter(query, { vendor: vendor.code }))} current={takesVendor(query.type) && query.vendor === vendor.code}>
              {vendor.name}
            </FilterLink>
          </li>
        ))}
      </ul>
      {withArrows ? (
        <button type="button" className={s.arrow} aria-label={t('lobby.nextVendors')} onClick={() => scrollBy(1)} disabled={edges.end}>
          ›
        </button>
      ) : null}
    </div>
  );
}

function ListTypeTabs({ query, hasHot, signedIn }: { query: LobbyQuery; hasHot: boolean; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <FilterRow label={t('lobby.listType')} testId="lobby-list-types">
      <FilterLink to={lobbySearch(withListType(query, null))} current={query.type === null}>
        {t('lobby.all')}
      </FilterLink>
      {hasHot ? (
        <FilterLink to={lobbySearch(withListType(query, 'hot'))} current={query.type === 'hot'}>
          {t('lobby.hot')}
        </FilterLink>
      ) : null}
      {signedIn ? (
        <>
          <FilterLink to={lobbySearch(withListType(query, 'fav'))} current={query.type === 'fav'}>
            {t('lobby.favourites')}
          </FilterLink>
          <FilterLink to={lobbySearch(withListType(query, 'recent'))} current={query.type === 'recent'}>
            {t('lobby.recent')}
          </FilterLink>
        </>
      ) : null}
    </FilterRow>
  );
}

/**
 * A GET form that works without JavaScript; with it, typing navigates (replacing the history entry)
 * 500 ms after the last key, and only when the text differs from the search already shown.
 */
function SearchBox({ query }: { query: LobbyQuery }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(query.q);
  const input = useRef<HTMLInputElement>(null);
  const typed = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const current = useRef(query);
  current.current = query;
  useEffect(() => {
    // Back/forward brings another search: show it unless the player is typing.
    if (document.activeElement !== input.current) setText(query.q);
  }, [query.q]);
  // Text typed before the script ran searches like text typed after it.
  useTypedBeforeHydration(input, (value) => {
    typed.current = true;
    setText(value);
  });
  useEffect(() => {
    if (!typed.current) return;
    const next = text.trim().slice(0, MAX_SEARCH).trim();
    if (next === current.current.q) return;
    timer.current = setTimeout(() => {
      // Compared again when it fires: a submitted form may already have shown this search.
      if (next === current.current.q) return;
      void Promise.resolve(navigate(lobbySearch(withFilter(current.current, { q: next })), { replace: true, preventScrollReset: true })).catch(() => undefined);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer.current);
    // Only the text starts a search (navigate is stable): a new query landing must not fire another one.
  }, [text, navigate]);
  return (
    <Form method="get" action="/rng" className={s.search} role="search" preventScrollReset onSubmit={() => clearTimeout(timer.current)}>
      <input type="hidden" name="games" value={query.games} />
      {query.vendor ? <input type="hidden" name="page" value={query.vendor} /> : null}
      {query.classify ? <input type="hidden" name="classify" value={query.classify} /> : null}
      {query.minBet ? <input type="hidden" name="minBet" value={query.minBet} /> : null}
      <input
        ref={input}
        type="search"
        name="q"
        className={s.searchInput}
        aria-label={t('lobby.search')}
        placeholder={t('lobby.searchPlaceholder')}
        maxLength={MAX_SEARCH}
        value={text}
        onChange={(e) => {
          typed.current = true;
          setText(e.currentTarget.value);
        }}
      />
      <button type="submit" className={chip}>
        {t('lobby.searchButton')}
      </button>
    </Form>
  );
}

function LobbyList({ initial, query, favourites }: { initial: LobbyPageData; query: LobbyQuery; favourites: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<LobbyPageData>();
  const [pages, setPages] = useState<LobbyPageData[]>([initial]);
  const [failed, setFailed] = useState(initial.failed);
  const requested = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const anchor = useRef<{ page: number; top: number } | null>(null);
  const first = pages[0]!;
  const last = pages[pages.length - 1]!;
  // Hot is one cached page: never more.
  const hasMore = query.type !== 'hot' && !failed && last.totalPages > last.pageNo;
  const loading = fetcher.state !== 'idle';
  const nextSearch = lobbySearch({ ...query, pageNo: last.pageNo + 1 });

  // The last page loaded, kept in a ref as well: an observer callback may run before React re-renders,
  // and must not ask for a page that has just arrived.
  const loadedUpTo = useRef(initial.pageNo);
  const loadMore = useCallback(() => {
    // One list request in flight at a time, and only while pages remain.
    if (!hasMore || requested.current !== null || fetcher.state !== 'idle' || loadedUpTo.current !== last.pageNo) return;
    requested.current = last.pageNo + 1;
    fetcher.load(`/resources/games${nextSearch}`);
  }, [hasMore, fetcher, last.pageNo, nextSearch]);

  useEffect(() => {
    const page = fetcher.data;
    if (fetcher.state !== 'idle' || !page || page.pageNo !== requested.current) return;
    requested.current = null;
    loadedUpTo.current = page.pageNo;
    if (page.failed) {
      setFailed(true);
      return;
    }
    setPages((prev) => {
      const next = [...prev, page];
      let count = next.reduce((n, p) => n + p.games.length, 0);
      while (count > MAX_RENDERED_TILES && next.length > 1) count -= next.shift()!.games.length;
      if (next[0] !== prev[0] && list.current) {
        const kept = list.current.querySelector(`[data-page="${next[0]!.pageNo}"]`);
        if (kept) anchor.current = { page: next[0]!.pageNo, top: kept.getBoundingClientRect().top };
      }
      return next;
    });
  }, [fetcher.state, fetcher.data]);

  // Dropped pages above the viewport would make the list jump: keep the first kept tile where it was.
  useLayoutEffect(() => {
    const at = anchor.current;
    anchor.current = null;
    const kept = at && list.current?.querySelector(`[data-page="${at.page}"]`);
    if (at && kept) window.scrollBy(0, kept.getBoundingClientRect().top - at.top);
  }, [pages]);

  const sentinel = useRef<HTMLDivElement>(null);
  const loadMoreRef = useRef(loadMore);
  loadMoreRef.current = loadMore;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    // The root reaches far above the viewport: a player who jumps past the end (End key, scrollbar drag)
    // leaves the sentinel above the screen, and that counts as reaching it too.
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && loadMoreRef.current(), {
      rootMargin: `${PASSED_PX}px 0px ${NEAR_END_PX}px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore]);
  // A page that did not push the sentinel out of reach asks for the next one (the observer only
  // reports changes, and this one did not change).
  useEffect(() => {
    const el = sentinel.current;
    if (el && !loading && el.getBoundingClientRect().top < window.innerHeight + NEAR_END_PX) loadMoreRef.current();
  }, [pages, loading]);

  // Tests (and curious players) can tell when the scripted behaviour has taken over. Written on the element,
  // not kept in state: a state change here re-rendered every tile in one task right after hydration.
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    root.current!.setAttribute('data-ready', 'true');
  }, []);

  const favouriteOf = favouritesFrom(favourites);
  const redirectTo = location.pathname + location.search;
  const shown = pages.reduce((n, p) => n + p.games.length, 0);
  return (
    <section ref={root} aria-label={t('lobby.games')} data-testid="lobby">
      {first.pageNo > 1 ? (
        <p className={s.status}>
          <Link to={lobbySearch({ ...query, pageNo: first.pageNo - 1 })} className={chip}>
            {t('lobby.earlierGames')}
          </Link>
        </p>
      ) : null}
      {shown === 0 && !failed ? (
        <p className={s.empty} data-testid="lobby-empty">
          {t(query.type === 'recent' ? 'lobby.emptyRecent' : query.type === 'fav' ? 'lobby.emptyFavourites' : 'lobby.empty')}
        </p>
      ) : null}
      <ul
        className={tile.grid}
        ref={list}
        data-testid="lobby-grid"
        data-total-pages={last.totalPages}
        data-last-page={last.pageNo}
        data-total-count={initial.totalCount ?? undefined}
        aria-busy={loading}
      >
        {pages.flatMap((page) =>
          page.games.map((game) => (
            <li key={`${page.pageNo}-${game.nodeId}`} className={s.tileItem} data-page={page.pageNo} data-node-id={game.nodeId}>
              <LobbyTile game={game} favourite={favouriteOf(String(game.nodeId))} redirectTo={redirectTo} />
            </li>
          )),
        )}
      </ul>
      <div ref={sentinel} className={s.sentinel} aria-hidden="true" />
      {loading ? (
        <p className={s.status} role="status" data-testid="lobby-loading">
          <span className={s.spinner} aria-hidden="true" /> {t('lobby.loading')}
        </p>
      ) : failed ? (
        <p className={s.status} role="alert">
          {t('lobby.failed')}{' '}
          <Link to={nextSearch} className={chip} reloadDocument>
            {t('lobby.retry')}
          </Link>
        </p>
      ) : hasMore ? (
        <p className={s.status}>
          <Link
            to={nextSearch}
            className={chip}
            data-testid="lobby-more"
            onClick={(e) => {
              e.preventDefault();
              loadMore();
            }}
          >
            {t('lobby.moreGames')}
          </Link>
        </p>
      ) : shown > 0 && last.pageNo > 1 ? (
        <p className={s.status} data-testid="lobby-end">
          {t('lobby.end')}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Whether the player favours a game, from the loader's comma-joined ids; null in a shared render (its ids are
 * a token), where each heart carries both of its states and the server keeps its player's.
 */
function favouritesFrom(ids: string): (nodeId: string) => boolean | null {
  if (ids === FAVOURITES_TOKEN) return () => null;
  const set = new Set(ids.split(','));
  return (nodeId) => set.has(nodeId);
}

function LobbyTile({ game, favourite, redirectTo }: { game: GameTile; favourite: boolean | null; redirectTo: string }) {
  return (
    <>
      <GameTileLink game={game} defaultIcon={DEFAULT_ICON} />
      <FavouriteToggle game={game} initial={favourite} redirectTo={redirectTo} />
    </>
  );
}

/**
 * The heart: a form that works without JavaScript; with it, the new state shows at once (with a
 * small spinner while the platform answers), at most one toggle a second, and a refusal rolls back
 * with a message. A guest is sent to log in by the action.
 */
function FavouriteToggle({ game, initial, redirectTo }: { game: GameTile; initial: boolean | null; redirectTo: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FavouriteResult>();
  const [favourite, setFavourite] = useState(initial);
  const [refused, setRefused] = useState(false);
  const lastToggle = useRef(0);
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result) return;
    setFavourite(result.favourite);
    setRefused(!result.ok);
  }, [fetcher.state, fetcher.data]);
  const busy = fetcher.state !== 'idle';
  const fields = { nodeId: String(game.nodeId), vendor: game.vendor, gameType: game.gameType, redirectTo };
  // Null only in the server's shared render: never clicked there.
  const shown = <T extends string>(off: T, on: T): T => (favourite === null ? favouriteChoice(fields.nodeId, off, on) : favourite ? on : off);
  return (
    <>
      <fetcher.Form
        method="post"
        action="/resources/favourite"
        onSubmit={(e) => {
          e.preventDefault();
          const now = Date.now();
          if (now - lastToggle.current < TOGGLE_EVERY_MS) return;
          lastToggle.current = now;
          const next = !favourite;
          setFavourite(next);
          setRefused(false);
          fetcher.submit({ ...fields, intent: next ? 'add' : 'remove', via: 'fetcher' }, { method: 'post', action: '/resources/favourite' });
        }}
      >
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="intent" value={shown('add', 'remove')} />
        <button
          type="submit"
          className={s.heart}
          aria-pressed={shown('false', 'true')}
          aria-busy={busy}
          aria-label={shown(t('lobby.favourite.add', { name: game.name }), t('lobby.favourite.remove', { name: game.name }))}
          data-testid="favourite-toggle"
        >
          <span aria-hidden="true">{shown('♡', '♥')}</span>
          {busy ? <span className={s.heartSpinner} aria-hidden="true" /> : null}
        </button>
      </fetcher.Form>
      {refused ? (
        <p className={s.tileError} role="alert">
          {t('lobby.favourite.failed')}
        </p>
      ) : null}
    </>
  );
}
