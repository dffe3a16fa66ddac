import { useEffect, useRef } from 'react';

/**
 * Sizes an element to the rest of the viewport below what sits above it (the sticky site header, a
 * banner): sets `--fill-top` in pixels on it, again when the window or the header changes size (the
 * header folds its nav away on game pages). Before hydration the stylesheet's fallback applies.
 */
export function useFillViewport<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      element.style.setProperty('--fill-top', `${Math.max(0, Math.round(top))}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const el of [document.querySelector('header'), element.parentElement]) if (el && observer) observer.observe(el);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, []);
  return ref;
}
