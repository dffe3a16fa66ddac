import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { minorToInput, parseAmount } from '~/lib/money';
import type { DepositChannel } from '~/platform-client/schemas/cashier';
import { Field } from '~/ui/forms/field';
import { useTypedBeforeHydration } from '~/ui/forms/use-typed-before-hydration';
import { Icon } from '~/ui/icons';
import { chip } from '~/ui/recipes.css';
import { button } from '~/ui/styles.css';
import { Card, FormNotice, MemberPage } from '~/ui/centre/centre-page';
import { Money, useMoneyText } from '../member-money';
import { AmountText } from '~/ui/centre/money';
import * as u from '~/ui/centre/centre.css';
import { StatusPill } from '~/ui/centre/status-pill';
import { useMemberCentre } from '../use-member-centre';
import type { depositAction, depositLoader } from './deposit.server';
import * as s from './deposit-page.css';
import { MoneyIntentNotice } from '~/features/cashier/money-intent-notice';
import { ImageFileInput } from '~/ui/forms/image-file-input';

type Loaded = ReturnType<typeof useLoaderData<typeof depositLoader>>;
type Channel = Loaded['channels'][number];

const ICON = { BANK: 'bank', EWALLET: 'wallet', QR: 'qr' } as const;

/** A copy button for a value the player has to type into a banking app; there only once the script runs. */
function CopyButton({ value }: { value: string }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(typeof navigator !== 'undefined' && Boolean(navigator.clipboard)), []);
  if (!ready) return <span />;
  return (
    <button
      type="button"
      className={s.copy}
      onClick={() => {
        void navigator.clipboard.writeText(value).then(() => setCopied(true));
      }}
    >
      <Icon name={copied ? 'check' : 'copy'} size={14} />
      {copied ? t('cashier.copied') : t('cashier.copy')}
    </button>
  );
}

/** The e-wallet's payment page: followed at once when the script runs, a plain link otherwise. */
function ContinueToPayment({ url, provider }: { url: string; provider: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    window.location.assign(url);
  }, [url]);
  return (
    <a href={url} className={button.primary} data-testid="continue-payment">
      {t('cashier.deposit.continuePayment', { name: provider })}
    </a>
  );
}

function fee(channel: Pick<DepositChannel, 'feeRateBp' | 'feeFixedMinor'>, amountMinor: number) {
  return Math.floor((amountMinor * channel.feeRateBp) / 10_000) + channel.feeFixedMinor;
}

function DepositForm({ channel, data }: { channel: Channel; data: Loaded }) {
  const { t, i18n } = useTranslation();
  const result = useActionData<typeof depositAction>();
  const navigation = useNavigation();
  const centre = useMemberCentre();
  const money = useMoneyText();
  const exponent = centre?.wallet?.exponent ?? 2;
  const { search } = useLocation();
  const initial = result && !result.ok ? (result.values?.amount ?? '') : data.amountMinor ? minorToInput(data.amountMinor, exponent) : '';
  const [amount, setAmount] = useState(initial);
  const [promotionId, setPromotionId] = useState('');
  const [clientError, setClientError] = useState<string | null>(null);
  useEffect(() => setAmount(initial), [initial]);
  const amountField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(amountField, setAmount);
  const parsed = parseAmount(amount, exponent, i18n.language);
  const amountMinor = parsed.ok ? parsed.minor : 0;
  const promotion = data.promotions.find((p) => p.id === promotionId);
  const bonus =
    promotion && amountMinor >= promotion.minDepositMinor ? Math.min(Math.floor((amountMinor * promotion.bonusRateBp) / 10_000), promotion.maxBonusMinor) : 0;
  const serverError = result && !result.ok ? result.errors.amount : undefined;
  const formError = result && !result.ok ? result.errors.form : undefined;
  const params = result && !result.ok ? result.params : undefined;
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'deposit';

  // The same checks as the server, before the round trip, on the amount the form sends: a tap as the page comes
  // alive reaches here before the field's state has taken what was typed before hydration.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const sent = String(new FormData(event.currentTarget).get('amount') ?? '');
    if (sent !== amount) setAmount(sent);
    const check = parseAmount(sent, exponent, i18n.language);
    let error: string | null = null;
    if (!check.ok) error = t(`cashier.errors.${check.error.replace('.', '_')}`);
    else if (check.minor < channel.minMinor) error = t('cashier.errors.amount_below_min', { min: money(channel.minMinor) });
    else if (check.minor > channel.maxMinor) error = t('cashier.errors.amount_above_max', { max: money(channel.maxMinor) });
    setClientError(error);
    if (error) event.preventDefault();
  };
  const withAmount = (minor: number) => {
    const next = new URLSearchParams(search);
    next.set('channel', channel.id);
    next.set('amount', String(minor));
    return `?${next}`;
  };
  return (
    <Form method="post" className={u.formGrid} onSubmit={onSubmit} noValidate data-testid="deposit-form">
      <input type="hidden" name="intent" value="deposit" />
      <input type="hidden" name="channelId" value={channel.id} />
      <input type="hidden" name="requestId" value={data.requestId} />
      {formError ? <FormNotice tone="error">{t(formError, params)}</FormNotice> : null}
      <Field
        name="amount"
        label={t('cashier.amount')}
        inputMode="decimal"
        autoComplete="off"
        required
        ref={amountField}
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
        hint={t('cashier.limits', { min: money(channel.minMinor), max: money(channel.maxMinor) })}
        error={clientError ?? (serverError ? t(serverError, params) : null)}
      />
      {channel.quickAmountsMinor.length ? (
        <div className={s.quick} aria-label={t('cashier.quickAmounts')} role="group">
          {channel.quickAmountsMinor.map((minor) => (
            <Link
              key={minor}
              to={withAmount(minor)}
              replace
              preventScrollReset
              className={chip}
              aria-current={amountMinor === minor ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                setAmount(minorToInput(minor, exponent));
                setClientError(null);
              }}
            >
              {money(minor)}
            </Link>
          ))}
        </div>
      ) : null}
      {data.promotions.length ? (
        <fieldset className={s.promos}>
          <legend className={s.legend}>{t('cashier.deposit.promotion')}</legend>
          <label className={s.promo}>
            <input type="radio" name="promotionId" value="" checked={promotionId === ''} onChange={() => setPromotionId('')} />{' '}
            {t('cashier.deposit.noPromotion')}
          </label>
          {data.promotions.map((p) => (
            <label key={p.id} className={s.promo}>
              <input type="radio" name="promotionId" value={p.id} checked={promotionId === p.id} onChange={() => setPromotionId(p.id)} />
              <span>
                <strong>{p.title}</strong>
                <br />
                <span className={u.muted}>
                  {t('cashier.deposit.promotionTerms', {
                    rate: p.bonusRateBp / 100,
                    max: money(p.maxBonusMinor),
                    min: money(p.minDepositMinor),
                    turnover: p.turnoverMultiplier,
                  })}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {amountMinor > 0 ? (
        <p className={s.summary} data-testid="deposit-summary">
          <span>
            {t('cashier.deposit.fee')}: <Money minor={fee(channel, amountMinor)} />
          </span>
          {bonus > 0 ? (
            <span>
              {t('cashier.deposit.bonus')}: <Money minor={bonus} />
            </span>
          ) : null}
          <span>
            {t('cashier.deposit.credited')}: <Money minor={amountMinor - fee(channel, amountMinor) + bonus} />
          </span>
        </p>
      ) : null}
      <button type="submit" className={button.primary} disabled={busy}>
        {channel.type === 'EWALLET' ? t('cashier.deposit.payWith', { name: channel.name }) : t('cashier.deposit.submit')}
      </button>
    </Form>
  );
}

function PendingDetails({ deposit, channel }: { deposit: Loaded['deposits'][number]; channel: Channel | undefined }) {
  const { t } = useTranslation();
  const result = useActionData<typeof depositAction>();
  const error = result && !result.ok ? result.errors[`proof-${deposit.id}`] : undefined;
  return (
    <>
      {channel?.bankAccount ? (
        <dl className={s.transferTo}>
          <dt>{t('cashier.deposit.bank')}</dt>
          <dd>
            <span className={s.transferValue}>{channel.bankAccount.bankName}</span>
          </dd>
          <dt>{t('cashier.deposit.accountName')}</dt>
          <dd>
            <span className={s.transferValue}>{channel.bankAccount.accountName}</span>
          </dd>
          <dt>{t('cashier.deposit.accountNumber')}</dt>
          <dd>
            <span className={s.transferValue}>{channel.bankAccount.accountNumber}</span>
            <CopyButton value={channel.bankAccount.accountNumber} />
          </dd>
          <dt>{t('cashier.deposit.reference')}</dt>
          <dd>
            <span className={s.transferValue}>{deposit.reference}</span>
            <CopyButton value={deposit.reference} />
          </dd>
        </dl>
      ) : (
        <p className={u.muted}>
          {t('cashier.deposit.reference')}: <strong>{deposit.reference}</strong>
        </p>
      )}
      {channel?.qrImageUrl ? (
        <img src={channel.qrImageUrl} alt={t('cashier.deposit.qrAlt', { name: channel.name })} className={s.qr} width={180} height={180} />
      ) : null}
      <p className={u.muted}>{t(channel?.type === 'QR' ? 'cashier.deposit.qrSteps' : 'cashier.deposit.bankSteps', { reference: deposit.reference })}</p>
      {deposit.proofUploaded ? (
        <p className={u.muted}>
          <Icon name="check" size={14} /> {t('cashier.deposit.proofReceived')}
        </p>
      ) : (
        <Form method="post" encType="multipart/form-data" className={s.fileRow}>
          <input type="hidden" name="id" value={deposit.id} />
          <label className={u.inlineLabel}>
            {t('cashier.deposit.proof')}
            <ImageFileInput name="proof" required />
          </label>
          <button type="submit" className={button.outline}>
            {t('cashier.deposit.uploadProof')}
          </button>
          {error ? (
            <p className={u.negative} role="alert">
              {t(error)}
            </p>
          ) : null}
        </Form>
      )}
    </>
  );
}

/** Deposit: pick a channel, an amount (and a bonus), pay; pending deposits show what to do next and can be cancelled. */
export function DepositPage() {
  const data = useLoaderData<typeof depositLoader>();
  const result = useActionData<typeof depositAction>();
  const { t } = useTranslation();
  const { search } = useLocation();
  const money = useMoneyText();
  const selected = data.channels.find((c) => c.id === data.selectedId) ?? null;
  const channelHref = (id: string) => {
    const next = new URLSearchParams(search);
    next.set('channel', id);
    next.delete('amount');
    next.delete('deposit');
    next.delete('result');
    next.delete('created');
    return `?${next}`;
  };
  return (
    <MemberPage title={t('member.pages.depositv2')} lead={t('cashier.deposit.lead')}>
      {data.returned === 'paid' ? <FormNotice tone="success">{t('cashier.deposit.paid')}</FormNotice> : null}
      {data.returned === 'cancelled' ? <FormNotice tone="info">{t('cashier.deposit.paymentCancelled')}</FormNotice> : null}
      {data.created ? <FormNotice tone="success">{t('cashier.deposit.created')}</FormNotice> : null}
      {result?.ok ? <FormNotice tone="success">{t(result.notice, result.params)}</FormNotice> : null}
      <MoneyIntentNotice outcome={data.intentOutcome} />
      {result?.ok && result.payment ? <ContinueToPayment url={result.payment.url} provider={result.payment.provider} /> : null}
      {data.channels.length ? (
        <Card title={t('cashier.deposit.channels')}>
          <ul className={s.channels}>
            {data.channels.map((channel) => (
              <li key={channel.id}>
                <Link
                  to={channelHref(channel.id)}
                  replace
                  preventScrollReset
                  className={s.channel}
                  aria-current={channel.id === data.selectedId ? 'true' : undefined}
                >
                  <span className={s.channelIcon}>
                    <Icon name={ICON[channel.type]} size={20} />
                  </span>
                  <span className={s.channelName}>{channel.name}</span>
                  <span className={s.channelType}>{t(`cashier.channelType.${channel.type}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Card>
      ) : (
        <p className={u.empty}>{t('cashier.deposit.noChannels')}</p>
      )}
      {selected ? (
        <Card title={selected.name} testId="deposit-channel">
          <dl className={s.facts}>
            <div className={s.fact}>
              <dt>{t('cashier.limitsLabel')}</dt>
              <dd>
                {money(selected.minMinor)} – {money(selected.maxMinor)}
              </dd>
            </div>
            <div className={s.fact}>
              <dt>{t('cashier.deposit.fee')}</dt>
              <dd>
                {selected.feeRateBp || selected.feeFixedMinor
                  ? t('cashier.deposit.feeRule', { rate: selected.feeRateBp / 100, fixed: money(selected.feeFixedMinor) })
                  : t('cashier.deposit.free')}
              </dd>
            </div>
            <div className={s.fact}>
              <dt>{t('cashier.deposit.time')}</dt>
              <dd>{selected.processingMinutes ? t('cashier.deposit.minutes', { count: selected.processingMinutes }) : t('cashier.deposit.instant')}</dd>
            </div>
          </dl>
          <DepositForm key={selected.id} channel={selected} data={data} />
        </Card>
      ) : null}
      <Card title={t('cashier.deposit.recent')} testId="deposit-list">
        {data.deposits.length ? (
          <ul className={s.list}>
            {data.deposits.map((deposit) => {
              const open = deposit.status === 'PENDING' || deposit.status === 'AWAITING_PAYMENT';
              const channel = data.channels.find((c) => c.id === deposit.channelId);
              return (
                <li key={deposit.id} className={`${s.item} ${deposit.focus ? s.itemFocus : ''}`} data-testid={`deposit-${deposit.id}`}>
                  <div className={s.itemHead}>
                    <strong>
                      <AmountText text={deposit.amount} /> · {deposit.channelName}
                    </strong>
                    <StatusPill status={deposit.status} />
                  </div>
                  <span className={u.muted}>
                    {deposit.created} · {t('cashier.deposit.reference')} {deposit.reference}
                    {deposit.bonus ? ` · ${t('cashier.deposit.bonus')} ${deposit.bonus}` : ''}
                  </span>
                  {open && deposit.status === 'PENDING' ? <PendingDetails deposit={deposit} channel={channel} /> : null}
                  {open ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="cancel" />
                      <input type="hidden" name="id" value={deposit.id} />
                      <button type="submit" className={button.quiet}>
                        {t('cashier.deposit.cancel')}
                      </button>
                    </Form>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={u.muted}>{t('cashier.deposit.none')}</p>
        )}
      </Card>
    </MemberPage>
  );
}
