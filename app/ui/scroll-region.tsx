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
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
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
