import { useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

// At the commit that lands a page, before the browser handles another tap: a passive effect runs a task later,
// and a tap on the menu in between would open it only to have it fold at once.
const useAtCommit = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Folds a `<details>` menu once the page it was opened on has given way to another: a link in it was followed.
 * A menu opened while a page was already on its way (the player followed a link, then opened the menu before
 * the new page landed) stays open when that page lands: the player opened it for the page they are going to.
 */
export function useFoldOnNavigation(menu: RefObject<HTMLDetailsElement>) {
  const location = useLocation();
  const navigation = useNavigation();
  // The location on its way when the menu opened, if any (the router lands exactly that location object).
  const pendingAtOpen = useRef<string | null>(null);
  const pendingNow = useRef<string | null>(null);
  pendingNow.current = navigation.state === 'idle' ? null : navigation.location.key;

  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const onToggle = () => {
      pendingAtOpen.current = details.open ? pendingNow.current : null;
    };
    details.addEventListener('toggle', onToggle);
    return () => details.removeEventListener('toggle', onToggle);
  }, [menu]);

  // Not on the first render: a menu opened before the page came alive stays open.
  const landed = useRef(location.key);
  useAtCommit(() => {
    if (landed.current === location.key) return;
    landed.current = location.key;
    const openedForThis = pendingAtOpen.current === location.key;
    pendingAtOpen.current = null;
    if (menu.current && !openedForThis) menu.current.open = false;
  }, [location.key, menu]);
}
