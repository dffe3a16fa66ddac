import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { Card, FormNotice } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import { formatMinor } from '~/lib/money';
import { Field, Honeypot } from '~/ui/forms/field';
import { useTypedBeforeHydration } from '~/ui/forms/use-typed-before-hydration';
import { Icon } from '~/ui/icons';
import { PageFrame } from '~/ui/page-frame';
import { button } from '~/ui/styles.css';
import { AFFILIATE_CHANNELS, applicationProblems, MAX_EXPERIENCE, MAX_MESSENGER, MAX_NAME } from './application-check';
import type { joinAction, joinLoader } from './join.server';
import * as s from './join-page.css';
import { ScrollRegion } from '~/ui/scroll-region';

type Loaded = ReturnType<typeof useLoaderData<typeof joinLoader>>;
type Programme = NonNullable<Loaded['programme']>;

/** A currency's sign in the visitor's language (₱, ₫), read from Intl without formatting any amount. */
function currencySign(currency: string, language: string): string {
  try {
    return (
      new Intl.NumberFormat(language.toLowerCase(), { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? currency
    );
  } catch {
    return currency;
  }
}
const percent = (bp: number) => `${(bp / 100).toFixed(bp % 100 === 0 ? 0 : 2)}%`;

function CommissionTable({ programme, language }: { programme: Programme; language: string }) {
  const { t } = useTranslation();
  const sign = currencySign(programme.currency, language);
  const money = (minor: number) => `${sign}${formatMinor(minor, programme.exponent, language)}`;
  return (
    <Card
      title={
        <>
          <Icon name="chart" /> {t('join.table.title')}
        </>
      }
      testId="commission-table"
    >
      <ScrollRegion className={u.tableWrap}>
        <table className={`${u.table} ${s.tiers}`}>
          <caption className={s.srOnly}>{t('join.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('join.table.tier')}</th>
              <th scope="col" className={u.num}>
                {t('join.table.activePlayers')}
              </th>
              <th scope="col" className={u.num}>
                {t('join.table.netRevenue')}
              </th>
              <th scope="col" className={u.num}>
                {t('join.table.commission')}
              </th>
            </tr>
          </thead>
          <tbody>
            {programme.tiers.map((tier) => (
              <tr key={tier.level}>
                <td>
                  <span className={s.tierBadge}>{tier.level}</span>
                </td>
                <td className={u.num}>{t('join.table.atLeast', { value: tier.minActivePlayers.toLocaleString(language.toLowerCase()) })}</td>
                <td className={u.num}>
                  {tier.minNetRevenueMinor === 0 ? t('join.table.any') : t('join.table.atLeast', { value: money(tier.minNetRevenueMinor) })}
                </td>
                <td className={`${u.num} ${s.rate}`}>{percent(tier.commissionBp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className={s.tableNote}>
        {t(programme.settlement === 'WEEKLY' ? 'join.table.noteWeekly' : 'join.table.noteMonthly', { minimum: money(programme.minPayoutMinor) })}
      </p>
    </Card>
  );
}

function ApplicationForm({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const result = useActionData<typeof joinAction>();
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [experienceLength, setExperienceLength] = useState<number | null>(null);
  const experienceField = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(experienceField, (typed) => setExperienceLength(typed.length));
  const ids = useId();
  const serverFailure = result && !result.ok ? result : null;
  const errors = clientErrors ?? serverFailure?.errors ?? {};
  const values = serverFailure?.values ?? {};
  const error = (name: string) => {
    const max = name === 'experience' ? MAX_EXPERIENCE : MAX_NAME;
    return errors[name] ? t(errors[name]!, { max, count: max }) : null;
  };
  const busy = navigation.state === 'submitting' && navigation.formAction === '/join';

  // The schema's rules, before the round trip; the server checks again either way.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = applicationProblems(Object.fromEntries(new FormData(event.currentTarget)));
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setClientErrors(found);
      event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
    } else setClientErrors(null);
  };

  const experienceError = error('experience');
  const channelError = error('channel');
  return (
    <Card
      title={
        <>
          <Icon name="users" /> {t('join.form.title')}
        </>
      }
      testId="affiliate-form"
    >
      <p className={u.muted}>{t('join.form.lead')}</p>
      {errors.form ? <FormNotice tone="error">{t(errors.form)}</FormNotice> : null}
      <Form method="post" action="/join" className={s.form} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="requestId" value={requestId} />
        <Honeypot />
        <Field name="name" label={t('join.form.name')} required maxLength={MAX_NAME} autoComplete="name" defaultValue={values.name} error={error('name')} />
        <div className={s.pair}>
          <Field
            name="email"
            type="email"
            label={t('join.form.email')}
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            defaultValue={values.email}
            error={error('email')}
            hint={t('join.form.contactHint')}
          />
          <Field
            name="mobile"
            type="tel"
            label={t('join.form.mobile')}
            autoComplete="tel"
            inputMode="tel"
            maxLength={24}
            defaultValue={values.mobile}
            error={error('mobile')}
          />
        </div>
        <Field
          name="messengerId"
          label={t('join.form.messenger')}
          maxLength={MAX_MESSENGER}
          defaultValue={values.messengerId}
          error={error('messengerId')}
          hint={t('join.form.messengerHint')}
        />
        <fieldset className={s.fieldset} aria-describedby={channelError ? `${ids}-channel-error` : undefined}>
          <legend className={s.legend}>{t('join.form.channel')} *</legend>
          <div className={s.channels}>
            {AFFILIATE_CHANNELS.map((c) => (
              <label key={c} className={s.channel}>
                <input type="radio" name="channel" value={c} defaultChecked={values.channel === c} required />
                {t(`join.channels.${c}`)}
              </label>
            ))}
          </div>
          {channelError ? (
            <p id={`${ids}-channel-error`} className={s.fieldError} role="alert">
              {channelError}
            </p>
          ) : null}
        </fieldset>
        <div className={s.stack}>
          <label htmlFor={`${ids}-experience`} className={s.labelText}>
            {t('join.form.experience')}
          </label>
          <textarea
            id={`${ids}-experience`}
            ref={experienceField}
            name="experience"
            className={s.textarea}
            maxLength={MAX_EXPERIENCE}
            defaultValue={values.experience}
            placeholder={t('join.form.experiencePlaceholder')}
            aria-invalid={experienceError ? true : undefined}
            aria-describedby={`${ids}-experience-count${experienceError ? ` ${ids}-experience-error` : ''}`}
            onChange={(e) => setExperienceLength(e.currentTarget.value.length)}
          />
          <span id={`${ids}-experience-count`} className={s.counter}>
            {t('join.form.count', { length: experienceLength ?? values.experience?.length ?? 0, max: MAX_EXPERIENCE })}
          </span>
          {experienceError ? (
            <p id={`${ids}-experience-error`} className={s.fieldError} role="alert">
              {experienceError}
            </p>
          ) : null}
        </div>
        <button type="submit" className={`${button.primary} ${s.submit}`} disabled={busy}>
          {busy ? t('join.form.sending') : t('join.form.submit')}
        </button>
      </Form>
    </Card>
  );
}

/** Join us: the brand's affiliate programme, the application form (or its thanks), and the way to the agent centre. */
export function JoinPage() {
  const data = useLoaderData<typeof joinLoader>();
  const result = useActionData<typeof joinAction>();
  const { t } = useTranslation();
  const { programme, language } = data;
  const best = programme?.tiers.reduce((max, tier) => Math.max(max, tier.commissionBp), 0) ?? 0;
  return (
    <PageFrame title={data.title}>
      <div className={s.layout}>
        <section className={s.intro} aria-labelledby="join-intro">
          <h2 id="join-intro" className={s.introTitle}>
            {t('join.intro.title', { brand: data.brandName })}
          </h2>
          <p className={s.introLead}>{t('join.intro.lead', { brand: data.brandName })}</p>
          <ul className={s.perks}>
            {programme ? (
              <li className={s.perk}>
                <span className={s.perkIcon}>
                  <Icon name="coins" />
                </span>
                <span>
                  <span className={s.perkValue}>{t('join.perks.upTo', { rate: percent(best) })}</span>
                  <span className={s.perkLabel}>{t('join.perks.commission')}</span>
                </span>
              </li>
            ) : null}
            <li className={s.perk}>
              <span className={s.perkIcon}>
                <Icon name="clock" />
              </span>
              <span>
                <span className={s.perkValue}>{t(programme?.settlement === 'WEEKLY' ? 'join.perks.weekly' : 'join.perks.monthly')}</span>
                <span className={s.perkLabel}>{t('join.perks.settlement')}</span>
              </span>
            </li>
            <li className={s.perk}>
              <span className={s.perkIcon}>
                <Icon name="chart" />
              </span>
              <span>
                <span className={s.perkValue}>{t('join.perks.realtime')}</span>
                <span className={s.perkLabel}>{t('join.perks.reports')}</span>
              </span>
            </li>
          </ul>
        </section>

        {programme ? <CommissionTable programme={programme} language={language} /> : <FormNotice tone="info">{t('join.table.unavailable')}</FormNotice>}

        <div className={s.columns}>
          {result?.ok ? (
            <Card testId="affiliate-applied">
              <div className={s.success} role="status">
                <span className={s.successIcon}>
                  <Icon name="check" size={28} />
                </span>
                <h3 className={u.cardTitle}>{t('join.success.title')}</h3>
                <p className={u.muted}>{t('join.success.body', { reference: result.id })}</p>
                <Link to="/index" className={button.outline}>
                  {t('join.success.home')}
                </Link>
              </div>
            </Card>
          ) : (
            <ApplicationForm requestId={data.requestId} />
          )}
          <div className={s.side}>
            <Card
              title={
                <>
                  <Icon name="target" /> {t('join.how.title')}
                </>
              }
            >
              <ol className={s.steps}>
                <li className={s.step}>{t('join.how.apply')}</li>
                <li className={s.step}>{t('join.how.contact')}</li>
                <li className={s.step}>{t('join.how.share')}</li>
                <li className={s.step}>{t('join.how.earn')}</li>
              </ol>
            </Card>
            <Card
              title={
                <>
                  <Icon name="key" /> {t('join.agent.title')}
                </>
              }
              testId="agent-login"
            >
              <p className={u.muted}>{t('join.agent.body')}</p>
              <Link to={data.agentLogin} className={button.primary}>
                {t('join.agent.login')}
              </Link>
            </Card>
          </div>
        </div>
      </div>
    </PageFrame>
  );
}
