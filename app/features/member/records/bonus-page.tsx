import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Card, MemberPage } from '~/ui/centre/centre-page';
import { Money } from '../member-money';
import * as u from '~/ui/centre/centre.css';
import { StatusPill } from '~/ui/centre/status-pill';
import type { bonusLoader } from './records.server';

/** Bonus details: each bonus with its turnover progress. */
export function BonusPage() {
  const { bonuses } = useLoaderData<typeof bonusLoader>();
  const { t } = useTranslation();
  return (
    <MemberPage title={t('member.pages.bonusDetails')} lead={t('records.bonusLead')}>
      {bonuses.length ? (
        <div className={u.page} data-testid="bonuses">
          {bonuses.map((b) => {
            const done = Math.min(b.turnoverDoneMinor, b.turnoverRequiredMinor);
            const share = b.turnoverRequiredMinor ? (done / b.turnoverRequiredMinor) * 100 : 100;
            return (
              <Card
                key={b.id}
                title={
                  <>
                    {b.name} <StatusPill status={b.status} />
                  </>
                }
              >
                <span className={u.big}>
                  <Money minor={b.amountMinor} />
                </span>
                <p className={u.muted}>{t('records.bonusDates', { granted: b.granted, expires: b.expires || '—' })}</p>
                <div
                  className={u.progress}
                  role="progressbar"
                  aria-label={t('records.turnover')}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(share)}
                >
                  <div className={u.progressBar} style={{ width: `${share}%` }} />
                </div>
                <p className={u.muted}>
                  {t('records.turnover')}: <Money minor={done} /> / <Money minor={b.turnoverRequiredMinor} />
                </p>
              </Card>
            );
          })}
        </div>
      ) : (
        <p className={u.empty}>{t('records.noBonuses')}</p>
      )}
    </MemberPage>
  );
}
