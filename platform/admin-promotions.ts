import { cashierSettings } from './db/cashier-settings';
import type { Outcome } from './admin-cashier';
import type { MerchantRow } from './db/merchants';
import { formatMinor } from './db/money';
import type { Db } from './db/db';
import { decideApplication, listApplications } from './db/promotion-applications';
import { Refusal } from './db/refusal';

/** `platform:admin -- promo …`: the operator's desk for activity applications. A refusal exits 1, a misuse 2. */
export const PROMO_USAGE = `  npm run platform:admin -- promo list <merchant> [PENDING|APPROVED|REJECTED|ALL]
  npm run platform:admin -- promo approve <merchant> <applicationId>
  npm run platform:admin -- promo reject <merchant> <applicationId> [reason]`;

const STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'ALL'] as const;

export function promoCommand(db: Db, action: string, merchant: MerchantRow, args: string[]): Outcome | null {
  if (action === 'list') {
    const status = (args[0] ?? 'PENDING').toUpperCase();
    if (!(STATUSES as readonly string[]).includes(status)) return null;
    const rows = listApplications(db, merchant.code, status as (typeof STATUSES)[number]);
    if (!rows.length) return { lines: [`${merchant.code}: no ${status === 'ALL' ? '' : `${status.toLowerCase()} `}applications`], code: 0 };
    return {
      lines: rows.flatMap((r) => [
        `${String(r.id).padStart(5)}  ${r.status.padEnd(8)} ${r.username.padEnd(14)} ${r.title}  "${r.comment}"${r.reason ? `  (reason: ${r.reason})` : ''}`,
        ...r.images.map((file) => `       image: ${file}`),
      ]),
      code: 0,
    };
  }
  if (action !== 'approve' && action !== 'reject') return null;
  const [idText, ...reasonWords] = args;
  if (!idText || !/^[1-9]\d{0,11}$/.test(idText)) return null;
  const reason = reasonWords.join(' ').trim().slice(0, 200) || null;
  try {
    const outcome = decideApplication(db, merchant.code, Number(idText), action === 'approve' ? 'APPROVED' : 'REJECTED', action === 'reject' ? reason : null);
    const currency = cashierSettings(db, merchant.code).currency;
    return {
      lines: [
        action === 'approve'
          ? `${merchant.code}: application ${outcome.id} approved, ${formatMinor(outcome.bonusMinor, currency)} ${currency} paid; the player has an inbox notice`
          : `${merchant.code}: application ${outcome.id} rejected${reason ? ` (${reason})` : ''}; the player has an inbox notice`,
      ],
      code: 0,
    };
  } catch (error) {
    if (error instanceof Refusal) return { lines: [`${merchant.code}: application ${idText}: ${error.errorCode}`], code: 1 };
    throw error;
  }
}
