import { describe, expect, it } from 'vitest';
import { memberStandIns } from '~/features/member/stand-ins.server';
import type { MemberCentreData } from '~/features/member/member-centre.server';

const CENTRE = 'routes/member+/_layout';
const DEPOSIT = 'routes/member+/depositv2';

const centre = (nickname: string, balance: string): MemberCentreData => ({
  title: 'Member centre',
  brandName: 'Aurora',
  nickname,
  vipLabel: `${nickname}'s VIP`,
  language: 'EN',
  wallet: { currency: 'PHP', symbol: '₱', exponent: 2 },
  balance,
  badges: { awaitingConfirmation: 1, unreadMessages: 2, claimableRewards: 0, claimableMissions: 0 },
  menu: ['securityCenter', 'depositv2'],
  closeTo: '/index',
  platformAway: null,
});

const channel = (accountName: string, accountNumber: string) => ({
  id: '101',
  type: 'BANK' as const,
  provider: 'BDO',
  name: 'BDO transfer',
  minMinor: 10_000,
  maxMinor: 5_000_000,
  feeRateBp: 0,
  feeFixedMinor: 0,
  processingMinutes: 15,
  quickAmountsMinor: [50_000],
  bankAccount: { bankName: 'BDO Unibank', accountName, accountNumber },
  qrImageUrl: `https://cdn.example/qr/${accountNumber}.png`,
});

const deposit = (p: { id: string; reference: string; amount: string; created: string; accountName: string; accountNumber: string; requestId: string }) => ({
  channels: [channel(p.accountName, p.accountNumber)],
  promotions: [],
  deposits: [
    {
      id: p.id,
      status: 'PENDING' as const,
      channelName: 'BDO transfer',
      channelId: '101',
      reference: p.reference,
      proofUploaded: false,
      created: p.created,
      amount: p.amount,
      bonus: null,
      focus: false,
    },
  ],
  selectedId: '101',
  amountMinor: null,
  returned: null,
  created: false,
  requestId: p.requestId,
  intentOutcome: null,
});

/** What a shared page is keyed by and renders for one player: each route's written data, and the texts noted for the answer. */
function written(data: Record<string, unknown>) {
  const texts: string[] = [];
  const token = (text: string) => {
    texts.push(text);
    return `‹${texts.length - 1}›`;
  };
  const out = Object.fromEntries(Object.entries(data).map(([id, value]) => [id, memberStandIns[id]!.standIn(value, token)]));
  return { key: JSON.stringify(out), texts };
}

const LIN = {
  nickname: 'Lucky Lin',
  balance: '₱ 1,250.50',
  id: '381',
  reference: 'DLIN0001',
  amount: '₱ 500.00',
  created: '2026-11-30 07:01',
  accountName: 'Lin Receiving',
  accountNumber: '0011223344',
  requestId: 'b1a7c1f0-0000-4000-8000-000000000001',
};
const WHALE = {
  nickname: 'Whale',
  balance: '₱ 98,765.43',
  id: '382',
  reference: 'DWHA0002',
  amount: '₱ 734.00',
  created: '2026-11-30 07:02',
  accountName: 'Whale Receiving',
  accountNumber: '9988776655',
  requestId: 'b1a7c1f0-0000-4000-8000-000000000002',
};
const pageOf = (p: typeof LIN) => ({ [CENTRE]: centre(p.nickname, p.balance), [DEPOSIT]: deposit(p) });

describe("a centre page's stand-ins", () => {
  it('key two players of one shape alike, with none of either player’s texts in the key', () => {
    const [lin, whale] = [written(pageOf(LIN)), written(pageOf(WHALE))];
    expect(lin.key).toBe(whale.key);
    for (const player of [LIN, WHALE]) for (const text of Object.values(player)) expect(lin.key).not.toContain(text);
    // Every text is written per answer, in the same places for both.
    expect(lin.texts).toContain(LIN.reference);
    expect(whale.texts).toContain(WHALE.accountNumber);
    expect(lin.texts.length).toBe(whale.texts.length);
  });

  it('keys what changes the markup: a list of another shape is another page', () => {
    const credited = pageOf(WHALE);
    const page = credited[DEPOSIT] as ReturnType<typeof deposit>;
    page.deposits[0]!.status = 'CREDITED' as 'PENDING';
    expect(written(credited).key).not.toBe(written(pageOf(LIN)).key);
  });

  it('refuses a page with a platform away or a money outcome to tell: it renders whole', () => {
    const away = pageOf(LIN);
    (away[CENTRE] as MemberCentreData).platformAway = { since: null };
    expect(memberStandIns[CENTRE]!.standIn(away[CENTRE], (t) => t)).toBeNull();
    const told = pageOf(LIN);
    (told[DEPOSIT] as { intentOutcome: unknown }).intentOutcome = { state: 'pending' };
    expect(memberStandIns[DEPOSIT]!.standIn(told[DEPOSIT], (t) => t)).toBeNull();
  });
});
