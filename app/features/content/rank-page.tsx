import { useLoaderData } from '@remix-run/react';
import { PageFrame } from '~/ui/page-frame';
import type { BannerView } from '~/features/content/views';
import * as s from './rank-page.css';

type RankData = { title: string; brandName: string; banners: BannerView[] };

/**
 * The top-20 deposit and valid-bet boards. The operator publishes each board as the artwork of its
 * banner group (w_deposit20, w_bet20), so the page shows those boards, one under the other.
 */
export function RankPage() {
  const { title, banners } = useLoaderData<RankData>();
  return (
    <PageFrame title={title}>
      <ol className={s.boards} data-testid="rank-boards">
        {banners.map((b, i) => (
          <li key={b.id} className={s.board}>
            {b.href ? (
              <a href={b.href} {...(b.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                <img src={b.image} alt={b.title} className={s.image} width={1920} height={560} loading={i === 0 ? 'eager' : 'lazy'} />
              </a>
            ) : (
              <img src={b.image} alt={b.title} className={s.image} width={1920} height={560} loading={i === 0 ? 'eager' : 'lazy'} />
            )}
          </li>
        ))}
      </ol>
    </PageFrame>
  );
}
