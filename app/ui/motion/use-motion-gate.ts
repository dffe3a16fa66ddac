import { useEffect, useRef, type RefObject } from 'react';
import { watchMotion } from './motion-gate';

/**
 * Marks `ref`'s element `data-motion="running"` or `"paused"` as `watchMotion` decides, without a React
 * render. CSS animations under it run only on `[data-motion="running"] &`. `onChange` is for motion
 * driven from script (timers).
 */
export function useMotionGate(ref: RefObject<Element>, onChange?: (running: boolean) => void) {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return watchMotion(element, (running) => {
      element.setAttribute('data-motion', running ? 'running' : 'paused');
      latest.current?.(running);
    });
  }, [ref]);
}
