import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { EXCLUSION_DURATIONS, REALITY_CHECK_MINUTES, TIMEOUT_DURATIONS } from '~/platform-client/vocabulary/responsible-gambling';
import { Field } from '~/ui/forms/field';
import { Icon } from '~/ui/icons';
import { button } from '~/ui/styles.css';
import { useMemberCentre } from '../use-member-centre';
import { useMemberHref } from '../member-centre-frame';
import { Money, useMoneyText } from '../member-money';
import { Card, FormNotice, MemberPage } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import type { responsibleGamingAction, responsibleGamingLoader } from './responsible-gaming.server';
import * as s from './responsible-gaming.css';
import { HelpList } from './help-list';
import { breakConfirmProblems, limitProblem } from './rg-checks';
import { ScrollRegion } from '~/ui/scroll-region';

type Data = ReturnType<typeof useLoaderData<typeof responsibleGamingLoader>>;
type Limit = Data['limits'][number];
const PAGE = '/member/responsibleGaming';

function useResult() {
  return useActionData<typeof responsibleGamingAction>();
}

/** One limit: what holds, what is used, what waits, and a form to change or remove it. */
function LimitForm({ limit, exponent }: { limit: Limit; exponent: number }) {
  const { t, i18n } = useTranslation();
  const href = useMemberHref();
  const money = useMoneyText();
  const result = useResult();
  const navigation = useNavigation();
  const ids = useId();
  const [clientError, setClientError] = useState<string | null>(null);
  const mine = result && 'form' in result && result.form === limit.id ? result : null;
  const serverError = mine && !mine.ok ? (mine.errors.amount ?? mine.errors.form ?? null) : null;
  const error = clientError ?? serverError;
  const notice = mine && mine.ok && 'notice' in mine ? t(mine.notice, mine.params ?? {}) : null;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('kind') === limit.kind && navigation.formData?.get('period') === limit.period;
  const session = limit.kind === 'SESSION';
  const label = session ? t('rg.session.label') : `${t(`rg.periods.${limit.period}`)} · ${t(`rg.kinds.${limit.kind}`)}`;
  const show = (value: number) => (session ? t('rg.reality.minutes', { count: value }) : money(value));

  // The action's rules before posting; the server checks again.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    if (submitter?.name === 'remove') data.remove = '1';
    const found = limitProblem(data, exponent, i18n.language.toUpperCase());
    if (found) {
      event.preventDefault();
      setClientError(found);
    } else setClientError(null);
  };

  const share = limit.amountMinor && !session ? Math.min(100, Math.round((limit.usedMinor / limit.amountMinor) * 100)) : 0;
  return (
    <Form method="post" action={href(PAGE)} className={s.limit} onSubmit={onSubmit} noValidate data-testid={limit.id}>
      <input type="hidden" name="intent" value="limit" />
      <input type="hidden" name="kind" value={limit.kind} />
      <input type="hidden" name="period" value={limit.period} />
      <div className={s.limitHead}>
        <span>{session ? t('rg.session.title') : t(`rg.periods.${limit.period}`)}</span>
        <span className={s.limitValue} data-testid="limit-current">
          {limit.amountMinor === null ? t('rg.limit.none') : show(limit.amountMinor)}
        </span>
      </div>
      {limit.amountMinor !== null && !session ? (
        <>
          <div className={s.meter} aria-hidden="true">
            <div className={share >= 100 ? `${s.meterBar} ${s.meterFull}` : s.meterBar} style={{ width: `${share}%` }} />
          </div>
          <p className={s.small}>
            {t('rg.limit.used', { used: money(limit.usedMinor), left: money(limit.remainingMinor ?? 0), resets: limit.resetsTime ?? '' })}
          </p>
        </>
      ) : null}
      {limit.pendingTime ? (
        <p className={s.pending} data-testid="limit-pending">
          <Icon name="clock" size={12} />{' '}
          {limit.pendingRemoval
            ? t('rg.limit.pendingRemoval', { time: limit.pendingTime })
            : session
              ? t('rg.session.pending', { minutes: limit.pendingAmountMinor ?? 0, count: limit.pendingAmountMinor ?? 0, time: limit.pendingTime })
              : t('rg.limit.pending', { amount: money(limit.pendingAmountMinor ?? 0), time: limit.pendingTime })}
        </p>
      ) : null}
      <label htmlFor={`${ids}-amount`} className={s.visuallyHidden}>
        {label}
      </label>
      <div className={s.inputRow}>
        <input
          id={`${ids}-amount`}
          name="amount"
          className={s.input}
          inputMode={session ? 'numeric' : 'decimal'}
          autoComplete="off"
          maxLength={40}
          defaultValue={mine && !mine.ok ? mine.values?.amount : limit.input}
          placeholder={session ? '60' : t('rg.limit.amount')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
        />
        <button type="submit" className={`${button.primary} ${s.compact}`} disabled={busy}>
          {t('rg.limit.save')}
        </button>
      </div>
      {limit.amountMinor !== null && !limit.pendingRemoval ? (
        <div className={s.actions}>
          <button type="submit" name="remove" value="1" className={`${button.outline} ${s.compact}`} disabled={busy}>
            {t('rg.limit.remove')}
          </button>
        </div>
      ) : null}
      {error ? (
        <p id={`${ids}-error`} className={s.fieldError} role="alert">
          {t(error)}
        </p>
      ) : null}
      {notice ? (
        <p className={s.fieldOk} role="status">
          {notice}
        </p>
      ) : null}
    </Form>
  );
}

function LimitsCard({ data }: { data: Data }) {
  const { t } = useTranslation();
  const kinds = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
  return (
    <Card
      title={
        <>
          <Icon name="target" /> {t('rg.limits.title')}
        </>
      }
      testId="rg-limits"
    >
      <p className={s.intro}>{t('rg.limits.intro', { hours: data.coolingOffHours, count: data.coolingOffHours })}</p>
      <div className={s.groups}>
        {kinds.map((kind) => (
          <section key={kind} className={s.group} aria-labelledby={`rg-${kind}`}>
            <div className={s.groupHead}>
              <h4 id={`rg-${kind}`} className={s.groupTitle}>
                {t(`rg.kinds.${kind}`)}
              </h4>
              <p className={s.small}>{t(`rg.kindHints.${kind}`)}</p>
            </div>
            <div className={s.limits}>
              {data.limits
                .filter((l) => l.kind === kind)
                .map((l) => (
                  <LimitForm key={l.id} limit={l} exponent={data.exponent} />
                ))}
            </div>
          </section>
        ))}
      </div>
    </Card>
  );
}

function SessionCard({ data }: { data: Data }) {
  const { t } = useTranslation();
  const limit = data.limits.find((l) => l.kind === 'SESSION');
  if (!limit) return null;
  return (
    <Card
      title={
        <>
          <Icon name="clock" /> {t('rg.session.title')}
        </>
      }
      testId="rg-session"
    >
      <p className={s.intro}>{t('rg.session.intro')}</p>
      <div className={s.limits}>
        <LimitForm limit={limit} exponent={data.exponent} />
      </div>
    </Card>
  );
}

function RealityCheckCard({ minutes }: { minutes: number }) {
  const { t } = useTranslation();
  const href = useMemberHref();
  const result = useResult();
  const mine = result && 'form' in result && result.form === 'realityCheck' ? result : null;
  return (
    <Card
      title={
        <>
          <Icon name="bell" /> {t('rg.reality.title')}
        </>
      }
      testId="rg-reality"
    >
      <p className={s.intro}>{t('rg.reality.intro')}</p>
      <Form method="post" action={href(PAGE)} className={s.fieldset}>
        <input type="hidden" name="intent" value="realityCheck" />
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{t('rg.reality.label')}</legend>
          <div className={s.choices}>
            {REALITY_CHECK_MINUTES.map((m) => (
              <label key={m} className={s.choice}>
                <input type="radio" name="minutes" value={m} defaultChecked={m === minutes} />
                {m === 0 ? t('rg.reality.off') : t('rg.reality.minutes', { count: m })}
              </label>
            ))}
          </div>
        </fieldset>
        <div className={s.actions}>
          <button type="submit" className={`${button.primary} ${s.compact}`}>
            {t('rg.limit.save')}
          </button>
        </div>
        {mine && mine.ok && 'notice' in mine ? (
          <p className={s.fieldOk} role="status">
            {t(mine.notice)}
          </p>
        ) : null}
        {mine && !mine.ok ? (
          <p className={s.fieldError} role="alert">
            {t(mine.errors.form ?? mine.errors.minutes ?? 'rg.errors.form')}
          </p>
        ) : null}
      </Form>
    </Card>
  );
}

function ActivityCard({ data }: { data: Data }) {
  const { t } = useTranslation();
  return (
    <Card
      title={
        <>
          <Icon name="chart" /> {t('rg.activity.title')}
        </>
      }
      testId="rg-activity"
    >
      <ScrollRegion className={u.tableWrap}>
        <table className={u.table}>
          <thead>
            <tr>
              <th scope="col">{t('rg.activity.period')}</th>
              <th scope="col" className={u.num}>
                {t('rg.activity.deposits')}
              </th>
              <th scope="col" className={u.num}>
                {t('rg.activity.withdrawals')}
              </th>
              <th scope="col" className={u.num}>
                {t('rg.activity.net')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.activity.map((a) => (
              <tr key={a.days}>
                <th scope="row">{t(`rg.activity.days${a.days}`)}</th>
                <td className={u.num}>
                  <Money minor={a.depositsMinor} />
                </td>
                <td className={u.num}>
                  <Money minor={a.withdrawalsMinor} />
                </td>
                <td className={u.num}>
                  <Money minor={a.netResultMinor} signed />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Card>
  );
}

/** Choose a time-out or a self-exclusion, then confirm it with the password on a second step. */
function BreakCard() {
  const { t } = useTranslation();
  const href = useMemberHref();
  const result = useResult();
  const navigation = useNavigation();
  const mine = result && 'form' in result && result.form === 'break' ? result : null;
  const review = mine && 'review' in mine ? mine.review : undefined;
  const errors = mine && !mine.ok ? mine.errors : {};
  const params = mine && !mine.ok ? mine.params : undefined;
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const shown = clientErrors ?? errors;
  const confirmRef = useRef<HTMLDivElement>(null);
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'break';
  // The confirmation step takes the focus, so a keyboard or screen-reader user lands on it.
  useEffect(() => {
    if (review) confirmRef.current?.focus();
  }, [review]);
  useEffect(() => setClientErrors(null), [result]);

  const onConfirm = (event: FormEvent<HTMLFormElement>) => {
    const found = breakConfirmProblems(Object.fromEntries(new FormData(event.currentTarget)));
    if (Object.keys(found).length) {
      event.preventDefault();
      setClientErrors(found);
    }
  };

  return (
    <Card
      title={
        <>
          <Icon name="shield" /> {t('rg.break.title')}
        </>
      }
      testId="rg-break"
    >
      <p className={s.intro}>{t('rg.break.intro')}</p>
      {review ? (
        <div ref={confirmRef} tabIndex={-1} className={s.confirm} data-testid="rg-break-confirm" aria-labelledby="rg-break-confirm-title">
          <h4 id="rg-break-confirm-title" className={s.groupTitle}>
            {t('rg.break.confirmTitle')}
          </h4>
          <p className={s.intro}>
            {review.until === null
              ? t('rg.break.confirmPermanent')
              : t('rg.break.confirmText', { kind: t(`rg.break.kinds.${review.kind}`), duration: t(`rg.durations.${review.duration}`), until: review.until })}
          </p>
          <Form method="post" action={href(PAGE)} className={u.formGrid} onSubmit={onConfirm} noValidate>
            <input type="hidden" name="intent" value="break" />
            <input type="hidden" name="kind" value={review.kind} />
            <input type="hidden" name="duration" value={review.duration} />
            {shown.form || shown.duration || shown.kind ? (
              <FormNotice tone="error">{t(shown.form ?? shown.duration ?? shown.kind ?? 'rg.errors.form', params)}</FormNotice>
            ) : null}
            <Field
              name="password"
              type="password"
              label={t('rg.break.password')}
              autoComplete="current-password"
              maxLength={100}
              required
              error={shown.password ? t(shown.password, params) : null}
            />
            <label className={s.check}>
              <input type="checkbox" name="confirm" required aria-invalid={shown.confirm ? true : undefined} />
              {t('rg.break.confirmCheck')}
            </label>
            {shown.confirm ? (
              <p className={s.fieldError} role="alert">
                {t(shown.confirm)}
              </p>
            ) : null}
            <div className={s.actions}>
              <button type="submit" className={button.primary} disabled={busy}>
                {t('rg.break.submit')}
              </button>
              <Link to={href(PAGE)} className={button.outline}>
                {t('rg.break.cancel')}
              </Link>
            </div>
          </Form>
        </div>
      ) : (
        <div className={s.breaks}>
          {(
            [
              ['TIMEOUT', TIMEOUT_DURATIONS],
              ['SELF_EXCLUSION', EXCLUSION_DURATIONS],
            ] as const
          ).map(([kind, durations]) => (
            <Form key={kind} method="post" action={href(PAGE)} className={s.breakBox} data-testid={`rg-${kind}`}>
              <input type="hidden" name="intent" value="breakReview" />
              <input type="hidden" name="kind" value={kind} />
              <fieldset className={s.fieldset}>
                <legend className={s.legend}>{t(`rg.break.kinds.${kind}`)}</legend>
                <p className={s.small}>{t(`rg.break.kindHints.${kind}`)}</p>
                <div className={s.choices}>
                  {durations.map((d, i) => (
                    <label key={d} className={s.choice}>
                      <input type="radio" name="duration" value={d} defaultChecked={i === 0} />
                      {t(`rg.durations.${d}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className={s.actions}>
                <button type="submit" className={`${button.outline} ${s.compact}`}>
                  {t('rg.break.continue')}
                </button>
              </div>
            </Form>
          ))}
        </div>
      )}
    </Card>
  );
}

/** Responsible gaming: limits, the reality check, activity, a break, and where to find help. */
export function ResponsibleGamingPage() {
  const data = useLoaderData<typeof responsibleGamingLoader>();
  const { t } = useTranslation();
  useMemberCentre();
  return (
    <MemberPage title={t('member.pages.responsibleGaming')} lead={t('rg.lead')}>
      <LimitsCard data={data} />
      <SessionCard data={data} />
      <RealityCheckCard minutes={data.realityCheckMinutes} />
      <ActivityCard data={data} />
      <BreakCard />
      <Card
        title={
          <>
            <Icon name="headset" /> {t('rg.help.title')}
          </>
        }
        testId="rg-help"
      >
        <p className={s.intro}>{t('rg.help.intro')}</p>
        <HelpList help={data.help} />
      </Card>
    </MemberPage>
  );
}
