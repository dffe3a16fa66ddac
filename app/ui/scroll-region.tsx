import { useEffect, useRef, useState, type HTMLAttributes, type RefObject } from 'react';

/**
 * Makes a box that scrolls on its own reachable by keyboard (Tab, then the arrow keys), but only while its
 * content overflows: a box that fits adds no stop to the tab order.
 */
export function useFocusableWhileScrolling<T extends HTMLElement>(): [RefObject<T>, 0 | undefined] {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setScrolls(el.scrollWidth - el.clientWidth > 1 || el.scrollHeight - el.clientHeight > 1);
    const sizes = new ResizeObserver(update);
    // A layout's box keeps its size while a navigation swaps what is inside it, so the content it holds now is
    // watched, not the content it held when it mounted.
    const watch = () => {
      sizes.disconnect();
      sizes.observe(el);
      for (const child of Array.from(el.children)) sizes.observe(child);
      update();
    };
    watch();
    const swaps = new MutationObserver(watch);
    swaps.observe(el, { childList: true });
    return () => {
      swaps.disconnect();
      sizes.disconnect();
    };
  }, []);
  return [ref, scrolls ? 0 : undefined];
}

/** A `<div>` that scrolls its content (a wide table on a phone) and can be scrolled from the keyboard. */
export function ScrollRegion({ children, ...props }: HTMLAttributes<HTMLDivElement>) {
  const [ref, tabIndex] = useFocusableWhileScrolling<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={tabIndex} {...props}>
      {children}
    </div>
  );
}
