import { Form, Link, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { chip } from '~/ui/recipes.css';
import { button } from '~/ui/styles.css';
import * as u from './centre.css';
import type { DateRange, RangeKey } from '~/lib/date-range.server';

const RANGE_KEYS: RangeKey[] = ['today', 'yesterday', '7d', '30d', 'custom'];

/** The records pages' filters: a date range (presets or two days) and whatever else the page adds; a plain GET form. */
export function RecordsFilters({ range, children }: { range: Pick<DateRange, 'key' | 'fromDay' | 'toDay' | 'corrected'>; children?: ReactNode }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const preset = (key: RangeKey) => {
    const next = new URLSearchParams(search);
    next.set('range', key);
    next.delete('page');
    if (key !== 'custom') {
      next.delete('from');
      next.delete('to');
    }
    return `?${next}`;
  };
  const keep = new URLSearchParams(search);
  return (
    <div className={u.card}>
      <div className={u.row} role="group" aria-label={t('records.range')}>
        {RANGE_KEYS.filter((k) => k !== 'custom').map((key) => (
          <Link key={key} to={preset(key)} replace preventScrollReset className={chip} aria-current={range.key === key ? 'true' : undefined}>
            {t(`records.ranges.${key}`)}
          </Link>
        ))}
      </div>
      {range.corrected ? <p className={u.negative}>{t('records.rangeCorrected')}</p> : null}
      <Form method="get" className={u.filters} preventScrollReset>
        <input type="hidden" name="range" value="custom" />
        {keep.get('returnTo') ? <input type="hidden" name="returnTo" value={keep.get('returnTo')!} /> : null}
        <label className={u.inlineLabel}>
          {t('records.from')}
          <input type="date" name="from" className={u.select} defaultValue={range.fromDay} max={range.toDay} />
        </label>
        <label className={u.inlineLabel}>
          {t('records.to')}
          <input type="date" name="to" className={u.select} defaultValue={range.toDay} />
        </label>
        {children}
        <button type="submit" className={button.outline}>
          {t('records.apply')}
        </button>
      </Form>
    </div>
  );
}

/** Previous / next page links that keep the filters. */
export function Pager({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (totalPages <= 1) return null;
  const to = (next: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(next));
    return `?${params}`;
  };
  return (
    <nav className={u.pager} aria-label={t('records.pages')}>
      {page > 1 ? (
        <Link to={to(page - 1)} className={chip} preventScrollReset>
          {t('records.previous')}
        </Link>
      ) : null}
      <span className={u.muted}>{t('records.pageOf', { page, total: totalPages })}</span>
      {page < totalPages ? (
        <Link to={to(page + 1)} className={chip} preventScrollReset>
          {t('records.next')}
        </Link>
      ) : null}
    </nav>
  );
}
