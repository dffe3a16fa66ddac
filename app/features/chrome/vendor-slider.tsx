import type { KeenSliderPlugin } from 'keen-slider';
import { useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { Icon } from '~/ui/icons';
import { vendorHref } from '~/features/games/vendor-links';
import { useImageCdn } from '~/request/image-cdn';
import { VendorLink, vendorPopup } from '~/features/games/vendor-link';
import { useTextDirection } from '~/request/root-data';
import { useLazySlider } from '~/ui/lazy-slider';
import type { VendorSlide } from './vendor-carousel';
import * as s from './vendor-carousel.css';

/** Slow autoplay: one slide every few seconds with a soft glide (a constant ticker would keep the CPU busy). */
const STEP_EVERY_MS = 2800;
const GLIDE = { duration: 900, easing: (t: number) => 1 - (1 - t) ** 3 };

/** Advances only while the strip is on screen, the tab is visible and nothing paused it (hover, focus). */
function autoplay(paused: { current: boolean }): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let onScreen = false;
    let observer: IntersectionObserver | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (paused.current || !onScreen || document.hidden) return;
      timer = setTimeout(() => slider.moveToIdx(slider.track.details.abs + 1, true, GLIDE), STEP_EVERY_MS);
    };
    slider.on('created', () => {
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) paused.current = true;
      observer = new IntersectionObserver(([entry]) => {
        onScreen = Boolean(entry?.isIntersecting);
        schedule();
      });
      observer.observe(slider.container);
      document.addEventListener('visibilitychange', schedule);
    });
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', () => {
      clearTimeout(timer);
      observer?.disconnect();
      document.removeEventListener('visibilitychange', schedule);
    });
  };
}

/** The strip itself: its code (and keen-slider's) arrives when the strip nears the screen. */
export default function VendorSlider({ slides }: { slides: VendorSlide[] }) {
  const image = useImageCdn();
  const { t } = useTranslation();
  const paused = useRef(false);
  const [ready, setReady] = useState(false);
  const rtl = useTextDirection() === 'rtl';
  const track = useRef<HTMLDivElement>(null);
  // The strip renders once it nears the viewport; keen-slider's code is fetched only then.
  const slider = useLazySlider(track, true, () => ({
    options: {
      loop: true,
      rtl,
      renderMode: 'performance',
      drag: true,
      slides: { perView: s.STRIP_ROWS[0].perView, spacing: s.STRIP_ROWS[0].spacing },
      breakpoints: Object.fromEntries(s.STRIP_ROWS.slice(1).map(({ from, perView, spacing }) => [`(min-width: ${from}px)`, { slides: { perView, spacing } }])),
      created: () => setReady(true),
    },
    plugins: [autoplay(paused)],
  }));
  const pause = () => {
    paused.current = true;
    slider.current?.update();
  };
  const resume = () => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    paused.current = false;
    slider.current?.update();
  };
  const step = (by: 1 | -1) => slider.current?.moveToIdx(Math.round(slider.current.track.details.abs) + by, true, { duration: 400 });

  return (
    <section
      className={s.root}
      aria-label={t('footer.providers')}
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
      data-testid="vendor-carousel"
    >
      <div className={s.head}>
        <h2 className={s.title}>{t('footer.providers')}</h2>
        <div className={s.controls}>
          <button type="button" className={s.arrow} onClick={() => step(-1)} aria-label={t('footer.previous')}>
            <Icon name="chevronLeft" size={16} />
          </button>
          <button type="button" className={s.arrow} onClick={() => step(1)} aria-label={t('footer.next')}>
            <Icon name="chevronRight" size={16} />
          </button>
        </div>
      </div>
      <div ref={track} className={`keen-slider ${s.track}`} data-ready={ready || undefined}>
        {slides.map(({ vendor, category }) => (
          <div key={vendor.vassalage} className={`keen-slider__slide ${s.slide}`}>
            <VendorLink href={vendorHref(category.key, vendor)} popup={vendorPopup(category.key, vendor)} className={s.logoLink} title={vendor.displayName}>
              {vendor.icon ? (
                <img
                  src={image(vendor.icon) ?? undefined}
                  alt={vendor.displayName}
                  width={160}
                  height={80}
                  className={s.logo}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                />
              ) : (
                <span className={s.fallback}>{vendor.displayName}</span>
              )}
            </VendorLink>
          </div>
        ))}
      </div>
    </section>
  );
}
