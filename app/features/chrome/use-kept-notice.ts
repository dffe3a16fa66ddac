import { useLocation } from '@remix-run/react';
import { useState } from 'react';

/**
 * A one-time notice (logged out, session ended) is read once on the server, so the next load of the root
 * data (a form on the same page, a revalidation) answers none: the notice stays until the player moves
 * to another page or dismisses it.
 */
export function useKeptNotice(notice: string | null): string | null {
  const { pathname } = useLocation();
  const [kept, setKept] = useState({ pathname, notice });
  if (notice && (kept.notice !== notice || kept.pathname !== pathname)) setKept({ pathname, notice });
  else if (!notice && kept.notice && kept.pathname !== pathname) setKept({ pathname, notice: null });
  return notice ?? (kept.pathname === pathname ? kept.notice : null);
}
