import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import type { GameCategory } from '~/request/remote-config/categories';
import * as s from './vendor-carousel.css';
import { useSiteVendors } from './site-vendors';

type VendorSliderComponent = ComponentType<{ slides: VendorSlide[] }>;

/** As many empty tiles as the widest row shows. */
const PLACEHOLDER_TILES = Array.from({ length: 9 }, (_, n) => n);

export type VendorSlide = { vendor: GameCategory['vendors'][number]; category: GameCategory };

/**
 * Every vendor of every category, once, as a logo strip: 9 per view on desktop, spacing 30.
 * The strip sits at the foot of every page, so its vendors, logos and slider are fetched only when it
 * comes near the viewport; the page's HTML carries just its title (the header's menus reach the same vendors).
 */
export function VendorCarousel() {
  const { t } = useTranslation();
  const [near, setNear] = useState(false);
  const placeholder = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const categories = useSiteVendors(near);
  // The slider's code is loaded beside the vendors and mounted only once it is here, not as a lazy part
  // under Suspense: a navigation (a transition) that re-rendered a lazy part still loading would wait for it.
  const [Slider, setSlider] = useState<VendorSliderComponent | null>(null);
  useEffect(() => {
    if (!near || Slider) return;
    let current = true;
    import('./vendor-slider')
      .then((module) => current && setSlider(() => module.default))
      // Without its code the strip stays the titled placeholder.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [near, Slider]);
  const seen = new Set<string>();
  const slides: VendorSlide[] = (categories ?? []).flatMap((category) =>
    category.vendors.filter((v) => !seen.has(v.vassalage) && seen.add(v.vassalage)).map((vendor) => ({ vendor, category })),
  );
  if (categories && slides.length === 0) return null;
  // Until the vendors and the strip's code arrive: the title and a row of empty tiles.
  const placeholderSection = (
    <section ref={placeholder} className={s.root} aria-label={t('footer.providers')} data-testid="vendor-carousel">
      <div className={s.head}>
        <h2 className={s.title}>{t('footer.providers')}</h2>
      </div>
      <div className={s.placeholder} aria-hidden="true">
        {PLACEHOLDER_TILES.map((n) => (
          <span key={n} className={s.placeholderTile} />
        ))}
      </div>
    </section>
  );
  if (!slides.length || !Slider) return placeholderSection;
  return <Slider slides={slides} />;
}
