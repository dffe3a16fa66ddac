import type { KeenSliderInstance, KeenSliderPlugin } from 'keen-slider';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { Link } from '@remix-run/react';
import type { BannerView } from '~/features/content/views';
import { useLazySlider, useSettled } from '~/ui/lazy-slider';
import { REDUCED_MOTION_QUERY } from '~/ui/motion/motion-gate';
import { useMotionGate } from '~/ui/motion/use-motion-gate';
import * as s from './banner-carousel.css';
import { useTextDirection } from '~/request/root-data';

export const BANNER_AUTOPLAY_MS = 5000;

/**
 * keen-slider has no autoplay of its own: advance every `ms` while `mayRun()` (not paused by the player,
 * on screen, tab visible, motion welcome) and not hovered or dragged. `bind` hands back the rescheduler,
 * so a change in `mayRun` takes effect without re-measuring the slider.
 */
function autoplay(ms: number, mayRun: () => boolean, bind: (reschedule: () => void) => void): KeenSliderPlugin {
  return (slider) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    const clear = () => clearTimeout(timer);
    const schedule = () => {
      clear();
      if (hovered || !mayRun()) return;
      timer = setTimeout(() => slider.next(), ms);
    };
    bind(schedule);
    slider.on('created', () => {
      // Started by a pointer moving over the carousel, the slider missed that pointer's mouseenter.
      hovered = slider.container.matches(':hover');
      slider.container.addEventListener('mouseenter', () => {
        hovered = true;
        clear();
      });
      slider.container.addEventListener('mouseleave', () => {
        hovered = false;
        schedule();
      });
      schedule();
    });
    slider.on('dragStarted', clear);
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', () => {
      clear();
      bind(() => undefined);
    });
  };
}

/**
 * The route's banner group. The server renders the first banner in place (keen-slider's CSS shows the
 * track's first slide), so the hero needs no script; the slider itself (keen-slider, which measures the
 * page's layout as it starts) loads once the page has loaded and the main thread is idle, like every
 * motion here, or at once when the player reaches for the carousel (a pointer over it, a touch, the
 * focus, a control). A single banner never loads it.
 * Autoplays only when there is more than one banner.
 */
export function BannerCarousel({ banners, label }: { banners: BannerView[]; label: string }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  // Reduced motion is a standing pause: the player moves the slides, they never move on their own.
  const [reduced, setReduced] = useState(false);
  const gate = useRef<{ paused: boolean; running: boolean; reschedule: () => void }>({ paused: false, running: true, reschedule: () => undefined });
  const root = useRef<HTMLElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const many = banners.length > 1;
  const rtl = useTextDirection() === 'rtl';
  const settled = useSettled();
  const [wanted, setWanted] = useState(false);
  // A control used before the slider exists acts as soon as it does.
  const pending = useRef<((slider: KeenSliderInstance) => void) | null>(null);
  const slider = useLazySlider(track, many && (settled || wanted), () => ({
    options: {
      loop: true,
      rtl,
      slideChanged: (sl) => setCurrent(sl.track.details.rel),
      created: (sl) => {
        pending.current?.(sl);
        pending.current = null;
      },
    },
    plugins: [
      autoplay(
        BANNER_AUTOPLAY_MS,
        () => !gate.current.paused && gate.current.running,
        (fn) => {
          gate.current.reschedule = fn;
        },
      ),
    ],
  }));
  // A player about to swipe or tap: the slider's code starts loading before the gesture needs it.
  const reach = () => setWanted(true);
  const act = (move: (slider: KeenSliderInstance) => void) => {
    if (slider.current) return move(slider.current);
    pending.current = move;
    setWanted(true);
  };
  useEffect(() => {
    gate.current.paused = paused;
    gate.current.reschedule();
  }, [paused]);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  useMotionGate(root, (running) => {
    gate.current.running = running;
    gate.current.reschedule();
  });
  if (!banners.length) return null;
  const autoplaying = many && !paused && !reduced;
  return (
    <section
      ref={root}
      className={s.root}
      aria-roledescription={t('home.carousel')}
      aria-label={label}
      data-testid="banner-carousel"
      data-active-slide={current}
      data-autoplay={autoplaying ? 'on' : 'off'}
      onPointerEnter={reach}
      onTouchStart={reach}
      onFocus={reach}
    >
      <div ref={track} className={`keen-slider ${s.track}`} aria-live={autoplaying ? 'off' : 'polite'}>
        {banners.map((banner, i) => {
          // The title and the call to action are text over the art, in the reader's language; the art carries no words.
          const art = (
            <>
              <img
                src={banner.image}
                alt=""
                className={s.image}
                width={1920}
                height={560}
                // The first banner is the page's largest paint: fetched first and preloaded (bannerPreload);
                // the others wait until the slider nears them.
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding={i === 0 ? undefined : 'async'}
                draggable={false}
              />
              {banner.title ? (
                <span className={s.overlay} data-testid="banner-text">
                  <span className={s.overlayTitle}>{banner.title}</span>
                  {banner.href === null ? null : <span className={s.overlayCta}>{t('home.bannerOverlay.cta')}</span>}
                </span>
              ) : null}
            </>
          );
          return (
            <div
              key={banner.id}
              className={`keen-slider__slide ${s.slide}`}
              role="group"
              aria-roledescription={t('home.slide')}
              aria-label={t('home.slideOf', { n: i + 1, total: banners.length })}
            >
              {banner.href === null ? (
                art
              ) : banner.external ? (
                <a href={banner.href} target="_blank" rel="noopener noreferrer" className={s.slideLink}>
                  {art}
                </a>
              ) : (
                <Link to={banner.href} className={s.slideLink} prefetch="intent">
                  {art}
                </Link>
              )}
            </div>
          );
        })}
      </div>
      {many ? (
        <>
          <button type="button" className={`${s.arrow} ${s.prev}`} onClick={() => act((sl) => sl.prev())} aria-label={t('home.previousSlide')}>
            ‹
          </button>
          <button type="button" className={`${s.arrow} ${s.next}`} onClick={() => act((sl) => sl.next())} aria-label={t('home.nextSlide')}>
            ›
          </button>
          <div className={s.dots}>
            {banners.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className={s.dot}
                aria-current={i === current}
                aria-label={t('home.goToSlide', { n: i + 1 })}
                onClick={() => act((sl) => sl.moveToIdx(i))}
              />
            ))}
          </div>
          <button
            type="button"
            className={s.pause}
            onClick={() => setPaused((p) => !p)}
            aria-pressed={paused}
            aria-label={paused ? t('home.playSlides') : t('home.pauseSlides')}
          >
            {paused ? '▶' : '❚❚'}
          </button>
        </>
      ) : null}
    </section>
  );
}
