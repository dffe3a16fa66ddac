import { useTranslation } from '~/i18n/use-translation';
import { Icon } from '~/ui/icons';
import { button } from '~/ui/styles.css';
import { RecordsFilters } from '~/ui/centre/records-filters';
import * as u from '~/ui/centre/centre.css';

type Filters = {
  range: { key: 'today' | 'yesterday' | '7d' | '30d' | 'custom'; fromDay: string; toDay: string; corrected: boolean };
  level: number | null;
  username: string;
  category: string | null;
  type: string | null;
};

const LEVELS = Array.from({ length: 10 }, (_, i) => i + 1);

/** The team reports' filters (range, level, username, and a category or a type), and the CSV of what they select. */
export function ReportFilters({
  filters,
  exportQuery,
  show,
  categories,
  types,
}: {
  filters: Filters;
  exportQuery: string;
  show: { team: boolean; category?: boolean; type?: boolean };
  categories?: readonly string[];
  types?: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <RecordsFilters range={filters.range}>
        {show.team ? (
          <>
            <label className={u.inlineLabel}>
              {t('agent.col.level')}
              <select name="level" className={u.select} defaultValue={filters.level ?? ''}>
                <option value="">{t('records.all')}</option>
                {LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {t('agent.reports.level', { level: l })}
                  </option>
                ))}
              </select>
            </label>
            <label className={u.inlineLabel}>
              {t('agent.col.username')}
              <input name="username" className={u.select} defaultValue={filters.username} maxLength={40} autoComplete="off" />
            </label>
          </>
        ) : null}
        {show.category && categories ? (
          <label className={u.inlineLabel}>
            {t('records.category')}
            <select name="category" className={u.select} defaultValue={filters.category ?? ''}>
              <option value="">{t('records.all')}</option>
              {categories.map((c) => (
                <option key={c} value={c}>
                  {t(`records.categories.${c}`)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {show.type && types ? (
          <label className={u.inlineLabel}>
            {t('agent.col.type')}
            <select name="type" className={u.select} defaultValue={filters.type ?? ''}>
              <option value="">{t('records.all')}</option>
              {types.map((c) => (
                <option key={c} value={c}>
                  {t(`records.types.${c}`, { defaultValue: c })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </RecordsFilters>
      <div className={u.row}>
        {/* A plain link, not a router link: the browser downloads the file. */}
        <a href={`/agent/export?${exportQuery}`} className={button.outline} download data-testid="agent-export">
          <Icon name="download" size={16} /> {t('agent.reports.export')}
        </a>
      </div>
    </>
  );
}
