import { useKeenSlider, type KeenSliderPlugin } from 'keen-slider/react.es';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '~/request/remote-config/categories';
import { Icon } from '~/ui/icons';
import { vendorHref } from '~/features/games/vendor-links';
import { useImageCdn } from '~/request/image-cdn';
import { VendorLink, vendorPopup } from '~/features/games/vendor-link';
import * as s from './vendor-carousel.css';
import { useTextDirection } from '~/request/root-data';

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

type Slide = { vendor: GameCategory['vendors'][number]; category: GameCategory };

/**
 * Every vendor of every category, once, as a logo strip: 9 per view on desktop, spacing 30.
 * The strip sits at the foot of every page, so its logos and slider start only when it comes near the
 * viewport; the page's HTML carries just its title (the header's menus reach the same vendors).
 */
export function VendorCarousel({ categories }: { categories: GameCategory[] }) {
  const { t } = useTranslation();
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const seen = new Set<string>();
  const slides: Slide[] = categories.flatMap((category) =>
    category.vendors.filter((v) => !seen.has(v.vassalage) && seen.add(v.vassalage)).map((vendor) => ({ vendor, category })),
  );
  if (slides.length === 0) return null;
  if (near) return <VendorSlider slides={slides} />;
  return (
    <section ref={placeholder} className={s.root} aria-label={t('footer.providers')} data-testid="vendor-carousel">
      <div className={s.head}>
        <h2 className={s.title}>{t('footer.providers')}</h2>
      </div>
      <div className={s.placeholder} aria-hidden="true" />
    </section>
  );
}

function VendorSlider({ slides }: { slides: Slide[] }) {
  const image = useImageCdn();
  const { t } = useTranslation();
  const paused = useRef(false);
  const [ready, setReady] = useState(false);
  const rtl = useTextDirection() === 'rtl';
  const [ref, slider] = useKeenSlider<HTMLDivElement>(
    {
      loop: true,
      rtl,
      renderMode: 'performance',
      drag: true,
      slides: { perView: 3.5, spacing: 14 },
      breakpoints: {
        '(min-width: 600px)': { slides: { perView: 6, spacing: 20 } },
        '(min-width: 1024px)': { slides: { perView: 9, spacing: 30 } },
      },
      created: () => setReady(true),
    },
    [autoplay(paused)],
  );
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
    <section className={s.root} aria-label={t('footer.providers')} onMouseEnter={pause} onMouseLeave={resume} onFocus={pause} onBlur={resume} data-testid="vendor-carousel">
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
      <div ref={ref} className={`keen-slider ${s.track}`} data-ready={ready || undefined}>
        {slides.map(({ vendor, category }) => (
          <div key={vendor.vassalage} className={`keen-slider__slide ${s.slide}`}>
            <VendorLink href={vendorHref(category.key, vendor)} popup={vendorPopup(category.key, vendor)} className={s.logoLink} title={vendor.displayName}>
              {vendor.icon ? <img src={image(vendor.icon) ?? undefined} alt={vendor.displayName} width={160} height={80} className={s.logo} loading="lazy" decoding="async" draggable={false} /> : <span className={s.fallback}>{vendor.displayName}</span>}
            </VendorLink>
          </div>
        ))}
      </div>
    </section>
  );
}
