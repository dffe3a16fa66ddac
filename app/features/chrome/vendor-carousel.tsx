import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithMessages } from '~/i18n/lazy-with-messages';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '~/request/remote-config/categories';
import * as s from './vendor-carousel.css';
import { useSiteVendors } from './site-vendors';

const VendorSlider = lazyWithMessages('vendor-slider', [], () => import('./vendor-slider'));

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
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const categories = useSiteVendors(near);
  const seen = new Set<string>();
  const slides: VendorSlide[] = (categories ?? []).flatMap((category) =>
    category.vendors.filter((v) => !seen.has(v.vassalage) && seen.add(v.vassalage)).map((vendor) => ({ vendor, category })),
  );
  if (categories && slides.length === 0) return null;
  // Until the vendors and the strip's code arrive: the title and a box of the strip's height.
  const placeholderSection = (
    <section ref={placeholder} className={s.root} aria-label={t('footer.providers')} data-testid="vendor-carousel">
      <div className={s.head}>
        <h2 className={s.title}>{t('footer.providers')}</h2>
      </div>
      <div className={s.placeholder} aria-hidden="true" />
    </section>
  );
  if (!slides.length) return placeholderSection;
  return (
    <Suspense fallback={placeholderSection}>
      <VendorSlider slides={slides} />
    </Suspense>
  );
}
