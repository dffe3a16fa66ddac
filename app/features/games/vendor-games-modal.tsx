import { Link } from '@remix-run/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { GameGrid } from '~/features/games/game-grid';
import { Modal } from '~/ui/modal';
import type { LobbyPage } from '~/features/games/lobby/lobby.server';
import { MAX_SEARCH } from '~/features/games/lobby/query';
import type { GameTile } from '~/features/content/views';
import { spinner } from './lobby/lobby.css';
import * as s from './vendor-games-modal.css';
import { VENDOR_GAMES_MODAL, type VendorGamesProps } from './vendor-games-modal-name';

const SEARCH_DEBOUNCE_MS = 500;

const isVendorProps = (props: Record<string, unknown>): props is VendorGamesProps =>
  typeof props.vendor === 'string' && typeof props.name === 'string' && typeof props.games === 'string';

/**
 * A vassalage vendor's games over the current page. The chrome loads it when a vendor link opens it; without JavaScript
 * the vendor link opens the same list as a lobby page instead.
 */
export default function VendorGamesModal() {
  const { t } = useTranslation();
  return (
    <Modal name={VENDOR_GAMES_MODAL} title={(props) => (isVendorProps(props) ? t('vendorGames.title', { vendor: props.name }) : null)} width={960}>
      {(props) => (isVendorProps(props) ? <VendorGames key={`${props.games}:${props.vendor}`} {...props} /> : null)}
    </Modal>
  );
}

type ListState = { tiles: GameTile[]; pageNo: number; totalPages: number; failed: boolean };

function VendorGames({ vendor, games }: VendorGamesProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [list, setList] = useState<ListState | null>(null);
  const [loading, setLoading] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const searchId = useId();

  /**
   * One page of the vendor's list from `/resources/games` (plain JSON). A plain fetch rather than a
   * fetcher: this list lives in a modal, not in a route's data, and a new search aborts the old one.
   */
  const load = useCallback(
    async (query: string, pageNo: number) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setLoading(true);
      const params = new URLSearchParams({ games, vendor, pageNo: String(pageNo) });
      if (query) params.set('q', query);
      let page: LobbyPage;
      try {
        const response = await fetch(`/resources/games?${params}`, { signal: controller.signal, headers: { Accept: 'application/json' } });
        if (!response.ok) throw new Error(String(response.status));
        page = (await response.json()) as LobbyPage;
      } catch {
        if (controller.signal.aborted) return;
        page = { games: [], pageNo, totalPages: 0, totalCount: null, failed: true };
      }
      inFlight.current = null;
      setLoading(false);
      setList((prev) => {
        if (pageNo === 1 || !prev) return { tiles: page.games, pageNo, totalPages: page.totalPages, failed: page.failed };
        if (page.failed) return { ...prev, failed: true };
        const seen = new Set(prev.tiles.map((g) => g.nodeId));
        return { tiles: [...prev.tiles, ...page.games.filter((g) => !seen.has(g.nodeId))], pageNo, totalPages: page.totalPages, failed: false };
      });
    },
    [games, vendor],
  );

  // The first page on open, and again for each settled search text.
  useEffect(() => {
    setList(null);
    void load(q, 1);
  }, [q, load]);
  useEffect(() => () => inFlight.current?.abort(), []);

  // Debounced search: fires once per pause, and only when the text changed.
  useEffect(() => {
    const next = typed.trim().slice(0, MAX_SEARCH);
    if (next === q) return;
    const timer = window.setTimeout(() => setQ(next), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, q]);

  const hasMore = !!list && !list.failed && list.pageNo < list.totalPages;
  const more = () => {
    // One request in flight at a time, like the lobby.
    if (!loading && list) void load(q, list.failed ? list.pageNo : list.pageNo + 1);
  };
  const fullList = `/rng?${new URLSearchParams({ games, page: vendor, ...(q ? { q } : {}) })}`;
  return (
    <div className={s.body} data-testid="vendor-games" data-vendor={vendor}>
      <div className={s.bar}>
        <label htmlFor={searchId} className="sr-only">
          {t('lobby.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className={s.search}
          value={typed}
          maxLength={MAX_SEARCH}
          placeholder={t('lobby.searchPlaceholder')}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            // Enter searches now rather than after the pause; Escape still closes the modal.
            if (e.key === 'Enter') setQ(typed.trim().slice(0, MAX_SEARCH));
          }}
        />
        <Link to={fullList} className={s.fullLink}>
          {t('vendorGames.openFull')}
        </Link>
      </div>
      {list && list.tiles.length > 0 ? <GameGrid games={list.tiles} defaultIcon="/game-default.svg" testId="vendor-games-grid" /> : null}
      {loading ? (
        <p className={s.status} role="status">
          <span className={spinner} aria-hidden="true" /> {t('lobby.loading')}
        </p>
      ) : list?.failed ? (
        <p className={s.status} role="alert">
          {t('lobby.failed')}{' '}
          <button type="button" className={s.more} onClick={more}>
            {t('lobby.retry')}
          </button>
        </p>
      ) : list && list.tiles.length === 0 ? (
        <p className={s.status}>{t('lobby.empty')}</p>
      ) : hasMore ? (
        <p className={s.status}>
          <button type="button" className={s.more} onClick={more} data-testid="vendor-games-more">
            {t('lobby.moreGames')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
