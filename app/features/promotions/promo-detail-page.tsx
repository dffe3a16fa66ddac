import { Link, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Amount } from '~/ui/centre/money';
import * as u from '~/ui/centre/centre.css';
import { PageFrame } from '~/ui/page-frame';
import { ApplyForm } from './apply-form';
import { PromotionAction } from './promotion-action';
import { failureKey, PromotionNotice } from './promotion-notice';
import { Period, Prize, ProgressBar } from './promotion-facts';
import type { promoDetailAction, promoDetailLoader } from './promo-detail.server';
import type { PromotionCardView } from './promotion-view.server';
import * as s from './promotions.css';
import { StatusBadge } from './status-badge';

function Eligibility({ promotion }: { promotion: PromotionCardView }) {
  const { t } = useTranslation();
  if (!promotion.eligibility.length) return <p className={u.muted}>{t('promotions.rules.everyone')}</p>;
  return (
    <ul className={s.rules} data-testid="eligibility">
      {promotion.eligibility.map((r) => {
        const tone = r.met === null ? 'unknown' : r.met ? 'met' : 'unmet';
        const mark = r.met === null ? '•' : r.met ? '✓' : '✗';
        return (
          <li key={r.rule} className={s.rule[tone]}>
            <span aria-hidden="true">{mark}</span>
            <span>
              {r.rule === 'VIP_LEVEL' ? t('promotions.rules.vip', { level: r.required }) : null}
              {r.rule === 'NEW_MEMBER' ? t('promotions.rules.newMember', { days: r.days, count: r.days }) : null}
              {r.rule === 'DEPOSIT' ? (
                <>
                  {t('promotions.rules.deposit')} <Amount minor={r.requiredMinor} format={promotion.money} />
                </>
              ) : null}
              {r.met !== null ? <span className={u.muted}> — {t(r.met ? 'promotions.rules.met' : 'promotions.rules.unmet')}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** `/promoDetail?id=…`: the terms beside the player's standing (status, period, prize, eligibility, progress) and the action. */
export function PromoDetailPage() {
  const data = useLoaderData<typeof promoDetailLoader>();
  const result = useActionData<typeof promoDetailAction>() ?? null;
  const { t } = useTranslation();
  const p = data.promotion;
  const viewer = { signedIn: data.signedIn, member: data.member, trial: data.trial, requestId: data.requestId, loginTo: data.loginTo };
  const canApply = data.member && p.nextAction === 'APPLY' && p.eligible !== false;
  return (
    <PageFrame title={p.title}>
      <Link to={`/promotions#${p.id}`} className={s.back}>
        <span data-arrow aria-hidden="true">
          ←
        </span>{' '}
        {t('promotions.backToAll')}
      </Link>
      <div className={s.detail}>
        <div style={{ display: 'grid', gap: 16, minWidth: 0 }}>
          <div className={s.hero}>{p.image ? <img src={p.image} alt="" className={s.image} width={1920} height={560} /> : null}</div>
          <section className={s.terms} aria-labelledby="promo-terms">
            <h2 id="promo-terms" className={s.termsTitle}>
              {t('promotions.terms')}
            </h2>
            {data.termsMissing ? (
              <p className={u.notice.info} role="status" data-testid="promo-terms-unavailable">
                {t('errors.sectionUnavailable')}
              </p>
            ) : (
              <div data-testid="promo-terms" dangerouslySetInnerHTML={{ __html: p.html }} />
            )}
          </section>
        </div>
        <aside className={s.aside} aria-label={t('promotions.yourStatus')}>
          <section className={u.card}>
            {data.statusesUnavailable ? (
              <p className={u.notice.info} role="status">
                {t('promotions.statusesUnavailable')}
              </p>
            ) : null}
            <div className={u.row} style={{ justifyContent: 'space-between' }}>
              <h2 className={u.cardTitle}>{t('promotions.yourStatus')}</h2>
              <StatusBadge status={p.status} />
            </div>
            <dl className={s.facts}>
              <dt>{t('promotions.category')}</dt>
              <dd>{t(`promotions.categories.${p.category}`, { defaultValue: t('promotions.categories.other_promo') })}</dd>
              <dt>{t('promotions.periodLabel')}</dt>
              <dd>
                <Period promotion={p} />
              </dd>
            </dl>
            <Prize promotion={p} />
            {p.progress ? (
              <ProgressBar label={t('promotions.target')} doneMinor={p.progress.doneMinor} requiredMinor={p.progress.requiredMinor} money={p.money} />
            ) : null}
            {p.turnover ? (
              <div data-testid="promo-turnover">
                <ProgressBar
                  label={t('promotions.turnoverProgress')}
                  doneMinor={p.turnover.doneMinor}
                  requiredMinor={p.turnover.requiredMinor}
                  money={p.money}
                />
              </div>
            ) : null}
            {p.application ? (
              <p className={p.application.status === 'REJECTED' ? u.notice.error : u.notice.info} data-testid="application-state">
                {t(`promotions.application.${p.application.status}`, { images: p.application.images, count: p.application.images })}
                {p.application.reason ? ` ${t('promotions.rejectedBecause', { reason: p.application.reason })}` : ''}
              </p>
            ) : null}
            {result ? <PromotionNotice result={result} /> : null}
            {p.nextAction && !canApply ? <PromotionAction promotion={p} viewer={viewer} /> : null}
          </section>
          <section className={u.card}>
            <h2 className={u.cardTitle}>{t('promotions.eligibility')}</h2>
            <Eligibility promotion={p} />
          </section>
          {canApply ? (
            <section className={u.card} id="apply" aria-labelledby="apply-title">
              <h2 id="apply-title" className={u.cardTitle}>
                {t('promotions.apply.title')}
              </h2>
              <ApplyForm
                key={data.requestId}
                promotionId={p.id}
                requestId={data.requestId}
                serverError={result && !result.ok ? t(failureKey(result)) : null}
                typed={result && !result.ok ? result.values?.comment : undefined}
              />
            </section>
          ) : null}
        </aside>
      </div>
    </PageFrame>
  );
}
