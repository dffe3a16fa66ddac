import { Form, Link, useActionData, useFetcher, useNavigation } from '@remix-run/react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { FormNotice } from '~/ui/centre/centre-page';
import { HTML_LANG } from '~/i18n/languages';
import { useImageCdn } from '~/request/image-cdn';
import { Modal, useModals } from '~/ui/modal';
import { button } from '~/ui/styles.css';
import { Points } from './points-text';
import { RedeemConfirm } from './redeem-form';
import type { pointMallAction } from './point-mall.server';
import { blockedReason, fieldRefusal, usePointMall, type MallItem } from './use-point-mall';
import * as u from '~/ui/centre/centre.css';
import * as s from './point-mall.css';

const DIALOG = 'point-redeem';

/** One item: picture, name, cost, stock and limit, and what the viewer can do with it. */
function ItemCard({ item, onRedeem }: { item: MallItem; onRedeem: (event: MouseEvent, item: MallItem) => void }) {
  const { t } = useTranslation();
  const data = usePointMall();
  const points = data.balance?.points ?? null;
  const image = useImageCdn();
  const blocked = data.viewer === 'member' ? blockedReason(item, points) : item.stock <= 0 ? 'pointMall.item.outOfStock' : null;
  return (
    <li className={s.item} data-testid="point-item">
      <div className={s.itemMedia}>
        {item.imageUrl ? <img src={image(item.imageUrl) ?? undefined} alt="" loading="lazy" width={320} height={240} /> : null}
        {item.stock <= 0 ? <span className={s.itemBadge}>{t('pointMall.item.outOfStock')}</span> : null}
      </div>
      <div className={s.itemBody}>
        <h3 className={s.itemName}>{item.name}</h3>
        {item.description ? <p className={s.itemDescription}>{item.description}</p> : null}
        <p className={s.itemCost}>
          <Points value={item.points} />
          <span className={s.itemCostUnit}>{t('pointMall.unit')}</span>
        </p>
        <dl className={s.itemFacts}>
          <div>
            <dt>{t('pointMall.item.stock')}</dt>
            <dd>{item.stock}</dd>
          </div>
          <div>
            <dt>{t('pointMall.item.limit')}</dt>
            <dd>
              {item.limitPerMember === null
                ? t('pointMall.item.noLimit')
                : item.redeemedByMe === null
                  ? item.limitPerMember
                  : `${item.redeemedByMe} / ${item.limitPerMember}`}
            </dd>
          </div>
        </dl>
        <div className={s.itemAction}>
          {item.stock <= 0 ? (
            <button type="button" className={s.redeemButton} disabled>
              {t('pointMall.item.outOfStock')}
            </button>
          ) : data.viewer === 'guest' ? (
            <Link to={data.loginHref} className={s.redeemButton}>
              {t('pointMall.item.logInToRedeem')}
            </Link>
          ) : data.viewer === 'trial' ? (
            <span className={s.redeemButton} aria-disabled="true">
              {t('pointMall.item.realAccount')}
            </span>
          ) : blocked ? (
            <button type="button" className={s.redeemButton} disabled>
              {t(blocked)}
            </button>
          ) : (
            <Link
              to={`?tab=redeem&redeem=${item.id}#redeem-confirm`}
              className={s.redeemButton}
              onClick={(event) => onRedeem(event, item)}
              aria-label={t('pointMall.item.redeemLabel', { name: item.name })}
              preventScrollReset
            >
              {t('pointMall.item.redeem')}
            </Link>
          )}
          {blocked === 'pointMall.item.notEnough' && points !== null ? (
            <p className={s.itemHint}>
              {t('pointMall.item.needMore', {
                points: new Intl.NumberFormat(HTML_LANG[data.money?.language ?? 'EN']).format(item.points - points),
                count: item.points - points,
              })}
            </p>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The no-JavaScript confirmation: a panel above the grid, its heading focused, a plain form. */
function ConfirmPanel({ item }: { item: MallItem }) {
  const { t } = useTranslation();
  const data = usePointMall();
  const result = useActionData<typeof pointMallAction>();
  const busy = useNavigation().state === 'submitting';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [item.id]);
  return (
    <section className={u.card} id="redeem-confirm" aria-labelledby="redeem-confirm-title" data-testid="redeem-panel">
      <h2 id="redeem-confirm-title" ref={heading} tabIndex={-1} className={s.panelHeading}>
        {t('pointMall.confirm.title')}
      </h2>
      <RedeemConfirm
        item={item}
        points={data.balance?.points ?? 0}
        hasPaymentPassword={data.balance?.hasPaymentPassword ?? false}
        requestId={data.requestId}
        result={result}
        busy={busy}
        FormComponent={Form}
        cancel={
          <Link to="?tab=redeem" className={button.outline} preventScrollReset>
            {t('pointMall.confirm.cancel')}
          </Link>
        }
      />
    </section>
  );
}

/** The items to redeem, the confirmation (a dialog with JavaScript, a panel without), and what the last redemption did. */
export function ItemGrid() {
  const { t } = useTranslation();
  const data = usePointMall();
  const modals = useModals();
  const fetcher = useFetcher<typeof pointMallAction>();
  const actionResult = useActionData<typeof pointMallAction>();
  const items = data.items ?? [];
  const busy = fetcher.state !== 'idle';
  const done = fetcher.state === 'idle' && fetcher.data?.ok ? fetcher.data : actionResult?.ok && actionResult.intent === 'redeem' ? actionResult : null;

  // A redemption went through: the dialog has done its work (the page's data is already fresh).
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.ok) modals.close(DIALOG);
  }, [fetcher.state, fetcher.data, modals]);

  const onRedeem = (event: MouseEvent, item: MallItem) => {
    event.preventDefault();
    modals.open(DIALOG, { itemId: item.id });
  };
  const confirmItem = data.confirmItemId !== null ? items.find((i) => i.id === data.confirmItemId) : undefined;
  const lostRace =
    actionResult?.intent === 'redeem' && !confirmItem ? (fieldRefusal(actionResult, 'form') ?? fieldRefusal(actionResult, 'paymentPassword')) : null;

  return (
    <>
      {done ? <FormNotice tone="success">{t(done.notice, done.params)}</FormNotice> : null}
      {lostRace ? <FormNotice tone="error">{t(lostRace.key, lostRace.params)}</FormNotice> : null}
      {confirmItem && data.viewer === 'member' ? <ConfirmPanel item={confirmItem} /> : null}
      {items.length ? (
        <ul className={s.grid} aria-label={t('pointMall.tabs.redeem')}>
          {items.map((item) => (
            <ItemCard key={item.id} item={item} onRedeem={onRedeem} />
          ))}
        </ul>
      ) : (
        <p className={u.empty}>{t('pointMall.item.none')}</p>
      )}
      <Modal name={DIALOG} title={t('pointMall.confirm.title')} width={460}>
        {(props) => {
          const item = items.find((i) => i.id === props.itemId);
          if (!item) return null;
          return (
            <RedeemConfirm
              item={item}
              points={data.balance?.points ?? 0}
              hasPaymentPassword={data.balance?.hasPaymentPassword ?? false}
              requestId={data.requestId}
              result={fetcher.data}
              busy={busy}
              FormComponent={fetcher.Form}
              cancel={
                <button type="button" className={button.outline} onClick={() => modals.close(DIALOG)}>
                  {t('pointMall.confirm.cancel')}
                </button>
              }
              focusPassword
            />
          );
        }}
      </Modal>
    </>
  );
}
