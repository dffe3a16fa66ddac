import type { KeenSliderInstance, KeenSliderOptions, KeenSliderPlugin } from 'keen-slider';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { whenSettled } from './motion/motion-gate';

export type SliderSetup = { options: KeenSliderOptions; plugins?: KeenSliderPlugin[] };

/**
 * A keen-slider on `ref`'s element, created once `start` is true. The library's code is fetched only
 * then: a carousel's server-rendered first slide needs no script, so keen-slider stays off the first
 * visit's critical path. `setup` is read when the slider is created. If the code cannot load, the
 * carousel simply stays on its first slide.
 */
export function useLazySlider(ref: RefObject<HTMLElement>, start: boolean, setup: () => SliderSetup) {
  const instance = useRef<KeenSliderInstance | null>(null);
  const latest = useRef(setup);
  latest.current = setup;
  useEffect(() => {
    if (!start) return;
    let cancelled = false;
    let slider: KeenSliderInstance | undefined;
    import('keen-slider')
      .then(({ default: KeenSlider }) => {
        if (cancelled || !ref.current) return;
        const { options, plugins } = latest.current();
        slider = new KeenSlider(ref.current, options, plugins);
        instance.current = slider;
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      slider?.destroy();
      instance.current = null;
    };
  }, [start, ref]);
  return instance;
}

/**
 * True once the page has loaded and the main thread has gone idle (never during SSR or hydration): code
 * that only enhances what is already on screen waits for it, so it competes neither with the page's own
 * resources nor with hydration's work on a phone's CPU.
 */
export function useSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenSettled(() => setSettled(true)), []);
  return settled;
}
