/** The demo brands' cashiers and the demo members' money facts. Plain data; seed-cashier.ts writes it. Amounts in minor units. */

export type CashierSeed = {
  merchant: string;
  currency: string;
  timeZone: string;
  walletMode: 'SINGLE' | 'TRANSFER';
  autoTransfer: boolean;
  withdrawMinMinor: number;
  withdrawMaxMinor: number;
  dailyCountLimit: number;
  dailyAmountLimitMinor: number;
  confirmMinutes: number;
};

export const CASHIERS: CashierSeed[] = [
  {
    merchant: 'demoa01',
    currency: 'PHP',
    timeZone: 'Asia/Manila',
    walletMode: 'SINGLE',
    autoTransfer: false,
    withdrawMinMinor: 100_00,
    withdrawMaxMinor: 50_000_00,
    dailyCountLimit: 5,
    dailyAmountLimitMinor: 200_000_00,
    confirmMinutes: 30,
  },
  {
    merchant: 'demob02',
    currency: 'VND',
    timeZone: 'Asia/Ho_Chi_Minh',
    walletMode: 'TRANSFER',
    autoTransfer: true,
    withdrawMinMinor: 100_000,
    withdrawMaxMinor: 500_000_000,
    dailyCountLimit: 5,
    dailyAmountLimitMinor: 1_000_000_000,
    confirmMinutes: 60,
  },
  {
    merchant: 'democ03',
    currency: 'USD',
    timeZone: 'UTC',
    walletMode: 'TRANSFER',
    autoTransfer: false,
    withdrawMinMinor: 10_00,
    withdrawMaxMinor: 5_000_00,
    dailyCountLimit: 5,
    dailyAmountLimitMinor: 20_000_00,
    confirmMinutes: 60,
  },
];

export type ChannelSeed = {
  id: number;
  merchant: string;
  type: 'BANK' | 'EWALLET' | 'QR';
  provider: string;
  name: string;
  colour: string;
  minMinor: number;
  maxMinor: number;
  feeRateBp?: number;
  feeFixedMinor?: number;
  processingMinutes: number;
  quickAmountsMinor: number[];
  bank?: { bankName: string; accountName: string; accountNumber: string };
};

/** Ids are fixed so the site's tests can name them: 1xx Aurora (PHP), 2xx Jade Dragon (VND), 3xx Ember (USD). */
export const CHANNELS: ChannelSeed[] = [
  {
    id: 101,
    merchant: 'demoa01',
    type: 'BANK',
    provider: 'BDO',
    name: 'BDO Bank Transfer',
    colour: '#0033a0',
    minMinor: 100_00,
    maxMinor: 500_000_00,
    processingMinutes: 30,
    quickAmountsMinor: [500_00, 1_000_00, 5_000_00, 10_000_00],
    bank: { bankName: 'BDO Unibank', accountName: 'Aurora Casino Payments Inc', accountNumber: '006810123456' },
  },
  {
    id: 102,
    merchant: 'demoa01',
    type: 'EWALLET',
    provider: 'GCASH',
    name: 'GCash',
    colour: '#007dfe',
    minMinor: 100_00,
    maxMinor: 100_000_00,
    processingMinutes: 0,
    quickAmountsMinor: [200_00, 500_00, 1_000_00, 3_000_00],
  },
  {
    id: 103,
    merchant: 'demoa01',
    type: 'EWALLET',
    provider: 'MAYA',
    name: 'Maya',
    colour: '#00a86b',
    minMinor: 100_00,
    maxMinor: 100_000_00,
    feeRateBp: 150,
    processingMinutes: 0,
    quickAmountsMinor: [200_00, 500_00, 1_000_00, 3_000_00],
  },
  {
    id: 104,
    merchant: 'demoa01',
    type: 'QR',
    provider: 'INSTAPAY',
    name: 'InstaPay QR',
    colour: '#e4002b',
    minMinor: 100_00,
    maxMinor: 50_000_00,
    feeFixedMinor: 15_00,
    processingMinutes: 15,
    quickAmountsMinor: [500_00, 1_000_00, 2_000_00],
  },
  {
    id: 201,
    merchant: 'demob02',
    type: 'BANK',
    provider: 'VCB',
    name: 'Vietcombank',
    colour: '#006b3f',
    minMinor: 100_000,
    maxMinor: 500_000_000,
    processingMinutes: 30,
    quickAmountsMinor: [200_000, 500_000, 1_000_000, 5_000_000],
    bank: { bankName: 'Vietcombank', accountName: 'CONG TY JADE DRAGON', accountNumber: '0071001234567' },
  },
  {
    id: 202,
    merchant: 'demob02',
    type: 'EWALLET',
    provider: 'MOMO',
    name: 'MoMo',
    colour: '#a50064',
    minMinor: 50_000,
    maxMinor: 50_000_000,
    processingMinutes: 0,
    quickAmountsMinor: [100_000, 200_000, 500_000, 1_000_000],
  },
  {
    id: 203,
    merchant: 'demob02',
    type: 'EWALLET',
    provider: 'ZALOPAY',
    name: 'ZaloPay',
    colour: '#0068ff',
    minMinor: 50_000,
    maxMinor: 50_000_000,
    feeRateBp: 100,
    processingMinutes: 0,
    quickAmountsMinor: [100_000, 200_000, 500_000, 1_000_000],
  },
  {
    id: 301,
    merchant: 'democ03',
    type: 'BANK',
    provider: 'WIRE',
    name: 'Bank wire',
    colour: '#1f3a5f',
    minMinor: 20_00,
    maxMinor: 10_000_00,
    feeFixedMinor: 2_00,
    processingMinutes: 120,
    quickAmountsMinor: [50_00, 100_00, 250_00, 500_00],
    bank: { bankName: 'First Harbor Bank', accountName: 'Ember Play Ltd', accountNumber: '4410098765' },
  },
  {
    id: 302,
    merchant: 'democ03',
    type: 'QR',
    provider: 'EMBERQR',
    name: 'Pay by QR',
    colour: '#d9480f',
    minMinor: 10_00,
    maxMinor: 2_000_00,
    processingMinutes: 15,
    quickAmountsMinor: [20_00, 50_00, 100_00],
  },
];

export type PromotionSeed = {
  id: number;
  merchant: string;
  title: string;
  bonusRateBp: number;
  maxBonusMinor: number;
  minDepositMinor: number;
  turnoverMultiplier: number;
  active: boolean;
};

/** One open promotion per brand; the inactive ones are where the seeded members' past bonuses came from. */
export const PROMOTIONS: PromotionSeed[] = [
  {
    id: 11,
    merchant: 'demoa01',
    title: '20% Reload Bonus',
    bonusRateBp: 2_000,
    maxBonusMinor: 2_000_00,
    minDepositMinor: 500_00,
    turnoverMultiplier: 3,
    active: true,
  },
  {
    id: 12,
    merchant: 'demoa01',
    title: 'Welcome Bonus 50%',
    bonusRateBp: 5_000,
    maxBonusMinor: 1_000_00,
    minDepositMinor: 500_00,
    turnoverMultiplier: 3,
    active: false,
  },
  {
    id: 13,
    merchant: 'demoa01',
    title: 'Weekend Reload 10%',
    bonusRateBp: 1_000,
    maxBonusMinor: 500_00,
    minDepositMinor: 1_000_00,
    turnoverMultiplier: 2,
    active: false,
  },
  {
    id: 21,
    merchant: 'demob02',
    title: 'Thưởng nạp 30%',
    bonusRateBp: 3_000,
    maxBonusMinor: 3_000_000,
    minDepositMinor: 200_000,
    turnoverMultiplier: 3,
    active: true,
  },
  {
    id: 22,
    merchant: 'demob02',
    title: 'Thưởng chào mừng',
    bonusRateBp: 5_000,
    maxBonusMinor: 1_000_000,
    minDepositMinor: 200_000,
    turnoverMultiplier: 2,
    active: false,
  },
  {
    id: 31,
    merchant: 'democ03',
    title: '25% Deposit Match',
    bonusRateBp: 2_500,
    maxBonusMinor: 100_00,
    minDepositMinor: 20_00,
    turnoverMultiplier: 4,
    active: true,
  },
];

export type AccountSeed = { type: 'BANK' | 'EWALLET'; provider: string; bankName: string; accountNumber: string };
export type MemberCashierSeed = {
  merchant: string;
  username: string;
  realName?: string;
  paymentPassword?: string;
  upline?: string;
  allowsDownlineTransfers?: boolean;
  accounts?: AccountSeed[];
};

export const MEMBER_CASHIER: MemberCashierSeed[] = [
  {
    merchant: 'demoa01',
    username: 'player1',
    realName: 'Lin Reyes',
    upline: 'agent1',
    accounts: [
      { type: 'BANK', provider: 'BDO', bankName: 'BDO Unibank', accountNumber: '001234561234' },
      { type: 'EWALLET', provider: 'GCASH', bankName: 'GCash', accountNumber: '09171234567' },
    ],
  },
  {
    merchant: 'demoa01',
    username: 'vipwhale',
    realName: 'Victor Hale',
    paymentPassword: '135790',
    upline: 'agent1',
    accounts: [{ type: 'BANK', provider: 'MBTC', bankName: 'Metrobank', accountNumber: '7654321098' }],
  },
  { merchant: 'demoa01', username: 'agent1', allowsDownlineTransfers: true },
  {
    merchant: 'demoa01',
    username: 'benchwhale',
    realName: 'Ben Whitfield',
    accounts: [{ type: 'BANK', provider: 'BPI', bankName: 'BPI', accountNumber: '3141592653' }],
  },
  {
    merchant: 'demob02',
    username: '0912345678',
    realName: 'Nguyen Van Minh',
    upline: 'jadeagent',
    accounts: [{ type: 'BANK', provider: 'VCB', bankName: 'Vietcombank', accountNumber: '0071000123456' }],
  },
  { merchant: 'demob02', username: 'jadeagent', allowsDownlineTransfers: false },
  {
    merchant: 'democ03',
    username: 'player3',
    realName: 'Kenji Tanaka',
    upline: 'emberagent',
    accounts: [{ type: 'BANK', provider: 'CHASE', bankName: 'Chase', accountNumber: '000123456789' }],
  },
  { merchant: 'democ03', username: 'emberagent', allowsDownlineTransfers: true },
];

type Counts<K extends string> = Partial<Record<K, number>>;
export type HistoryPlan = {
  merchant: string;
  username: string;
  seed: number;
  days: number;
  deposits: Counts<'CREDITED' | 'FAILED' | 'CANCELLED' | 'PENDING' | 'AWAITING_PAYMENT'>;
  depositAmountsMinor: number[];
  /** Past promotions, granted with the credited deposits at these positions (0-based, oldest first). */
  bonuses: { promotionId: number; creditedIndex: number }[];
  withdrawals: Counts<'PENDING' | 'APPROVED' | 'REJECTED' | 'PAID' | 'RECEIVED' | 'PARTIAL' | 'NOT_RECEIVED' | 'AUTO_CONFIRMED'>;
  withdrawAmountsMinor: number[];
  bets: number;
  stakesMinor: number[];
  vendors: string[];
  /** Small bets in the last two days, played after the history's last withdrawal (single-wallet brands). */
  recentBets: number;
  /** Money left in a vendor wallet at the end (transfer-wallet brands), out of the final balance. */
  leaveInVendor?: { vendor: string; amountMinor: number };
};

/** Every final balance equals the member's DEMO_ACCOUNTS balance; the history only explains how it got there. */
export const HISTORIES: HistoryPlan[] = [
  {
    merchant: 'demoa01',
    username: 'player1',
    seed: 101,
    days: 182,
    deposits: { CREDITED: 30, FAILED: 3, CANCELLED: 4, PENDING: 2, AWAITING_PAYMENT: 1 },
    depositAmountsMinor: [500_00, 1_000_00, 1_000_00, 1_500_00, 2_000_00, 3_000_00],
    bonuses: [
      { promotionId: 12, creditedIndex: 1 },
      { promotionId: 13, creditedIndex: 14 },
    ],
    withdrawals: { RECEIVED: 3, PARTIAL: 1, NOT_RECEIVED: 1, AUTO_CONFIRMED: 1, REJECTED: 1, APPROVED: 1, PENDING: 1, PAID: 1 },
    withdrawAmountsMinor: [500_00, 1_000_00, 2_000_00, 3_000_00],
    bets: 600,
    stakesMinor: [10_00, 20_00, 50_00, 100_00, 200_00, 500_00],
    vendors: ['PG', 'JL', 'PP', 'EVO', 'SA', 'JDBF', 'KM', 'SABA', 'FB', 'TCG_LOTTO_VN'],
    recentBets: 12,
  },
  {
    merchant: 'demob02',
    username: '0912345678',
    seed: 202,
    days: 60,
    deposits: { CREDITED: 10, FAILED: 1, CANCELLED: 1, PENDING: 1 },
    depositAmountsMinor: [200_000, 300_000, 500_000, 1_000_000],
    bonuses: [{ promotionId: 22, creditedIndex: 0 }],
    withdrawals: { RECEIVED: 2, REJECTED: 1, AUTO_CONFIRMED: 1 },
    withdrawAmountsMinor: [300_000, 500_000, 1_000_000],
    bets: 400,
    stakesMinor: [20_000, 50_000, 100_000],
    vendors: ['PG', 'JL', 'EVO', 'SABA', 'KM'],
    recentBets: 0,
  },
  {
    merchant: 'democ03',
    username: 'player3',
    seed: 303,
    days: 45,
    deposits: { CREDITED: 8, CANCELLED: 1, PENDING: 1 },
    depositAmountsMinor: [20_00, 50_00, 100_00],
    bonuses: [],
    withdrawals: { RECEIVED: 2, REJECTED: 1 },
    withdrawAmountsMinor: [20_00, 50_00],
    bets: 200,
    stakesMinor: [2_00, 5_00, 10_00],
    vendors: ['PG', 'PP', 'EVO', 'SA'],
    recentBets: 0,
    leaveInVendor: { vendor: 'PG', amountMinor: 20_00 },
  },
  {
    merchant: 'demoa01',
    username: 'benchwhale',
    seed: 909,
    days: 365,
    deposits: { CREDITED: 140, FAILED: 6, CANCELLED: 4 },
    depositAmountsMinor: [10_000_00, 20_000_00, 50_000_00],
    bonuses: [],
    withdrawals: { RECEIVED: 30, REJECTED: 4, AUTO_CONFIRMED: 6 },
    withdrawAmountsMinor: [10_000_00, 20_000_00, 40_000_00],
    bets: 33_000,
    stakesMinor: [100_00, 200_00, 500_00, 1_000_00, 2_000_00],
    vendors: ['PG', 'JL', 'PP', 'CQ9', 'EVO', 'SA', 'JDBF', 'KM', 'SABA', 'FB', 'TCG_LOTTO_VN'],
    recentBets: 20,
  },
];
