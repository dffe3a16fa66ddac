import { useTranslation } from '~/i18n/use-translation';
import type { PromotionStatus } from '~/platform-client/schemas/promotions';
import * as s from './promotions.css';

const TONE: Record<PromotionStatus, keyof typeof s.tone> = {
  JOIN: 'action',
  CLAIM: 'action',
  APPLY: 'action',
  APPLYING: 'progress',
  PROCESS: 'progress',
  JOINED: 'progress',
  ISSUED: 'done',
  CLAIMED: 'done',
  REJECTED: 'bad',
  CLOSE: 'over',
  COMING_SOON: 'soon',
};

/** The player's status for a promotion (for a guest, the first step of its kind), in their language. */
export function StatusBadge({ status }: { status: PromotionStatus }) {
  const { t } = useTranslation();
  return (
    <span className={s.tone[TONE[status]]} data-testid="promotion-status" data-status={status}>
      {t(`promotions.status.${status}`)}
    </span>
  );
}
