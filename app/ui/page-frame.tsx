import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import * as s from './page-frame.css';

/** A route's title band, its banner carousel if any, and its body. Pages not built yet say so honestly. */
export function PageFrame({ title, hero, children }: { title: string; hero?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main id="main" className={s.main}>
      <div className={s.band}>
        <h1 className={s.title}>{title}</h1>
      </div>
      {hero ? <div className={s.hero}>{hero}</div> : null}
      <div className={s.body}>{children ?? <p className={s.soon}>{t('common.comingSoon')}</p>}</div>
    </main>
  );
}
