import { useTranslation } from '~/i18n/use-translation';
import * as s from './centre.css';

const TONE: Record<string, keyof typeof s.status> = {
  PENDING: 'waiting',
  AWAITING_PAYMENT: 'waiting',
  APPROVED: 'waiting',
  PAID: 'waiting',
  OPEN: 'waiting',
  ACTIVE: 'waiting',
  CREDITED: 'good',
  RECEIVED: 'good',
  AUTO_CONFIRMED: 'good',
  SETTLED: 'good',
  COMPLETED: 'good',
  PARTIAL: 'bad',
  NOT_RECEIVED: 'bad',
  FAILED: 'bad',
  REJECTED: 'bad',
  CANCELLED: 'neutral',
  EXPIRED: 'neutral',
};

/** A deposit, withdrawal, bet or bonus status in the player's language. */
export function StatusPill({ status }: { status: string }) {
  const { t } = useTranslation();
  return <span className={s.status[TONE[status] ?? 'neutral']}>{t(`member.status.${status}`, { defaultValue: status })}</span>;
}
