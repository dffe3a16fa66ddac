import { Link, useLocation } from '@remix-run/react';
import type { MouseEvent } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { memberHref } from '~/features/member/pages';
import { usePlatformOffers } from '~/request/root-data';
import { Icon } from '~/ui/icons';
import * as s from './header-money.css';

/** The header's view of the player's balance: hidden as *** until asked for, then refreshed on each tap. */
export type HeaderBalance = { shown: boolean; loading: boolean; amount: string | null; reveal: () => void; hide: () => void };

/** `guard` stops a trial account's tap on a money link (it opens the real-account warning instead). */
type MoneyProps = { balance: HeaderBalance; guard: (event: MouseEvent) => void };

const amountOf = (balance: HeaderBalance) => (balance.shown && balance.amount ? balance.amount : '***');

/**
 * The header's money row at every width: the balance chip and Deposit, and Withdraw where there is room
 * (narrower screens reach it in the account menu). The links need no script; without a member centre
 * (`cashier` false) there is nowhere for them to go, and the chip stands alone.
 */
export function HeaderMoney({ balance, guard, cashier = true }: MoneyProps & { cashier?: boolean }) {
  const { t } = useTranslation();
  const offers = usePlatformOffers();
  const here = useHere();
  return (
    <div className={s.row}>
      <div className={s.chip} data-shown={balance.shown || undefined}>
        <Icon name="wallet" size={16} className={s.chipIcon} />
        <span className={s.chipLabel}>{t('header.balance')}</span>
        <button
          type="button"
          className={s.chipValue}
          onClick={balance.reveal}
          aria-live="polite"
          title={balance.shown ? t('header.refreshBalance') : t('header.showBalance')}
          data-testid="balance"
        >
          {balance.loading ? <span className={s.refreshing}>{t('header.refreshing')}</span> : amountOf(balance)}
        </button>
        {balance.shown ? (
          <button type="button" className={s.eye} onClick={balance.hide} aria-label={t('header.hideBalance')} title={t('header.hideBalance')}>
            <Icon name="eyeOff" size={15} />
          </button>
        ) : null}
      </div>
      {cashier && offers('deposit') ? (
        <Link to={memberHref('depositv2', here)} className={s.deposit} onClick={guard} data-testid="header-deposit">
          <Icon name="deposit" size={15} className={s.depositIcon} />
          {t('header.deposit')}
        </Link>
      ) : null}
      {cashier && offers('withdraw') ? (
        <Link to={memberHref('withdraw', here)} className={s.withdraw} onClick={guard} data-testid="header-withdraw">
          {t('header.withdraw')}
        </Link>
      ) : null}
    </div>
  );
}

/**
 * The top of the account menu: the balance (a link to the wallets, which show it without a script and, on a
 * brand with a wallet per game provider, each wallet) and Deposit and Withdraw side by side.
 */
export function MenuMoney({ balance, guard }: MoneyProps) {
  const { t } = useTranslation();
  const offers = usePlatformOffers();
  const here = useHere();
  return (
    <div className={s.menuMoney} data-testid="menu-money">
      {offers('walletTransfer') ? (
        <Link to={memberHref('transferFund', here)} className={s.menuBalance} data-testid="menu-balance">
          <span className={s.menuBalanceLabel}>
            <Icon name="wallet" size={16} />
            {t('member.pages.transferFund')}
          </span>
          <span className={s.menuBalanceValue}>{amountOf(balance)}</span>
          <Icon name="chevronRight" size={16} className={s.menuChevron} />
        </Link>
      ) : null}
      <div className={s.menuActions}>
        {offers('deposit') ? (
          <Link to={memberHref('depositv2', here)} className={s.menuDeposit} onClick={guard}>
            <Icon name="deposit" size={16} />
            {t('header.deposit')}
          </Link>
        ) : null}
        {offers('withdraw') ? (
          <Link to={memberHref('withdraw', here)} className={s.menuWithdraw} onClick={guard}>
            <Icon name="withdraw" size={16} />
            {t('header.withdraw')}
          </Link>
        ) : null}
      </div>
    </div>
  );
}

function useHere() {
  const { pathname, search } = useLocation();
  return pathname + search;
}
