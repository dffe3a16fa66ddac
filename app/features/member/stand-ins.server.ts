import { hasMoneyIntent } from '~/features/cashier/money-intent.server';
import type { StandIn } from '~/request/shared-body';
import { routeStandIn, type RouteStandIn } from '~/request/shared-body.server';
import type { depositLoader } from './deposit/deposit.server';
import type { MemberCentreData } from './member-centre.server';

type DepositData = Exclude<Awaited<ReturnType<typeof depositLoader>>, { pageUnavailable: true }>;
type Token = Parameters<StandIn>[1];

/** A text as a token, but an empty one: whether a text is empty is the shape (a data encoder may write it as no string at all). */
const own = (token: Token, text: string, identifies = false) => (text ? token(text, identifies) : text);

/**
 * The member centre's frame in a shared page: who and the balance are the player's texts; the currency, the badges
 * and the menu are the shape. A platform away renders whole (its notice says since when the figures stand).
 */
const centre = routeStandIn<MemberCentreData>((data, token) => {
  if (data.platformAway) return null;
  return {
    ...data,
    nickname: own(token, data.nickname, true),
    vipLabel: data.vipLabel === null ? null : own(token, data.vipLabel, true),
    balance: data.balance === null ? null : own(token, data.balance),
  };
});

/**
 * The deposit page in a shared page: the brand's channels and offers as they are (the page's key), but the receiving
 * account and QR code a channel shows, which a platform may make per player; each listed deposit's texts and its id;
 * the form's idempotency key. What changes the list's markup (how many, each one's status, proof, bonus, channel,
 * focus) is the shape. A money intent's outcome renders whole (and is never looked up for a shared page: see ready).
 */
const deposit = routeStandIn<DepositData | { pageUnavailable: true }>(
  (data, token) => {
    if ('pageUnavailable' in data || data.intentOutcome) return null;
    return {
      ...data,
      channels: data.channels.map((channel) => ({
        ...channel,
        bankAccount: channel.bankAccount && {
          bankName: channel.bankAccount.bankName,
          accountName: own(token, channel.bankAccount.accountName, true),
          accountNumber: own(token, channel.bankAccount.accountNumber, true),
        },
        qrImageUrl: channel.qrImageUrl === null ? null : own(token, channel.qrImageUrl, true),
      })),
      deposits: data.deposits.map((d) => ({
        ...d,
        // A record's number, not a name: short digits stand anywhere in a page's data, so it is not looked for there.
        id: own(token, d.id),
        channelName: own(token, d.channelName),
        reference: own(token, d.reference, true),
        created: own(token, d.created),
        amount: own(token, d.amount),
        bonus: d.bonus === null ? null : own(token, d.bonus),
      })),
      requestId: own(token, data.requestId),
    };
  },
  // A pending move's lookup hands the form a new key once it finds the move: it runs in the page's one render only.
  async (context) => !(await hasMoneyIntent(context, 'deposit')),
);

/** The member centre's routes that a shared centre page stands in for (decision 111), by route id. */
export const memberStandIns: Readonly<Record<string, RouteStandIn>> = {
  'routes/member+/_layout': centre,
  'routes/member+/depositv2': deposit,
};
