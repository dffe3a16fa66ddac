import { Link, type Form } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { memberHref } from '~/features/member/pages';
import { useImageCdn } from '~/request/image-cdn';
import { FormNotice } from '~/ui/centre/centre-page';
import { Field } from '~/ui/forms/field';
import { button } from '~/ui/styles.css';
import { Points } from './points-text';
import { fieldRefusal, type MallItem, type MallResult } from './use-point-mall';
import * as s from './point-mall.css';

/**
 * The confirmation of one redemption: the item, its cost and what is left, and the payment password.
 * The same fields serve the dialog (a fetcher's form) and the page's own panel before JavaScript (a
 * plain form); without a payment password on file the player is sent to set one first.
 */
export function RedeemConfirm({
  item,
  points,
  hasPaymentPassword,
  requestId,
  result,
  busy,
  FormComponent,
  cancel,
  focusPassword = false,
}: {
  item: MallItem;
  points: number;
  hasPaymentPassword: boolean;
  requestId: string;
  result: MallResult | undefined;
  busy: boolean;
  FormComponent: typeof Form;
  cancel: ReactNode;
  /** In a dialog: focus the password once the dialog has shown (the dialog itself focuses its first control). */
  focusPassword?: boolean;
}) {
  const { t } = useTranslation();
  const image = useImageCdn();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusPassword) return;
    const frame = requestAnimationFrame(() => box.current?.querySelector<HTMLInputElement>('input[name="paymentPassword"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusPassword]);
  const failed = result && !result.ok && result.intent === 'redeem' && 'itemId' in result && result.itemId === item.id ? result : null;
  const error = (field: string) => {
    const refused = fieldRefusal(failed, field);
    return refused ? t(refused.key, refused.params) : null;
  };
  return (
    <div className={s.confirm} ref={box}>
      <div className={s.confirmItem}>
        {item.imageUrl ? <img src={image(item.imageUrl) ?? undefined} alt="" width={96} height={72} /> : <span />}
        <div>
          <p className={s.itemName}>{item.name}</p>
          <p className={s.itemDescription}>{item.description}</p>
        </div>
      </div>
      <dl className={s.confirmSums}>
        <div>
          <dt>{t('pointMall.confirm.cost')}</dt>
          <dd>
            <Points value={item.points} /> {t('pointMall.unit')}
          </dd>
        </div>
        <div>
          <dt>{t('pointMall.confirm.after')}</dt>
          <dd>
            <Points value={Math.max(0, points - item.points)} /> {t('pointMall.unit')}
          </dd>
        </div>
      </dl>
      {error('form') ? <FormNotice tone="error">{error('form')}</FormNotice> : null}
      {!hasPaymentPassword ? (
        <>
          <FormNotice tone="info">{t('pointMall.errors.payment_password_required')}</FormNotice>
          <div className={s.actions}>
            {cancel}
            <Link to={memberHref('securityCenter', '/pointMall')} className={button.primary}>
              {t('pointMall.confirm.setPassword')}
            </Link>
          </div>
        </>
      ) : (
        <FormComponent method="post" action="/pointMall?tab=redeem" className={s.confirm} data-testid="redeem-form">
          <input type="hidden" name="intent" value="redeem" />
          <input type="hidden" name="itemId" value={item.id} />
          <input type="hidden" name="requestId" value={requestId} />
          <Field
            name="paymentPassword"
            label={t('pointMall.confirm.paymentPassword')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            pattern="\d{6}"
            maxLength={6}
            required
            error={error('paymentPassword')}
            hint={t('pointMall.confirm.passwordHint')}
          />
          <div className={s.actions}>
            {cancel}
            <button type="submit" className={button.primary} disabled={busy}>
              {busy ? t('pointMall.confirm.sending') : t('pointMall.confirm.submit')}
            </button>
          </div>
        </FormComponent>
      )}
    </div>
  );
}
