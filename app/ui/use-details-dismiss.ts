import { useEffect, useRef } from 'react';

/**
 * A `<details>` drop-down that behaves like a menu once the page is alive: Escape closes it and puts focus
 * back on its summary, and a click or focus outside closes it. A dialog opened from the menu (log out?) is
 * not outside: the menu stays open under it, so closing the dialog puts focus back where it was.
 * Without JavaScript it still opens and closes.
 */
export function useDetailsDismiss() {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onOutside = (event: Event) => {
      const target = event.target as Node;
      if (target instanceof Element && target.closest('dialog')) return;
      if (details.open && !details.contains(target)) details.open = false;
    };
    details.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      details.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, []);
  return ref;
}
