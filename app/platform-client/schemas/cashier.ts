import * as v from 'valibot';

/** Money on the wire: an integer count of the currency's minor units (decision 011). */
export const Minor = v.pipe(v.number(), v.integer(), v.safeInteger());
const Time = v.pipe(v.number(), v.integer());
const Paged = <T extends v.GenericSchema>(item: T) =>
  v.object({
    list: v.array(item),
    pageNo: v.pipe(v.number(), v.integer()),
    pageSize: v.pipe(v.number(), v.integer()),
    totalCount: v.pipe(v.number(), v.integer()),
    totalPages: v.pipe(v.number(), v.integer()),
  });

export const MerchantWalletSchema = v.object({
  isSingle: v.boolean(),
  autoTransfer: v.optional(v.boolean(), false),
  vendors: v.optional(v.array(v.object({ code: v.string(), name: v.string() })), []),
});
export type MerchantWallet = v.InferOutput<typeof MerchantWalletSchema>;

export const WalletBalanceSchema = v.looseObject({
  sumBalance: v.number(),
  sumBalanceMinor: v.optional(Minor),
  currency: v.optional(v.string(), ''),
  currencySymbol: v.optional(v.string(), ''),
  currencyExponent: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4))),
  balance: v.optional(
    v.array(
      v.looseObject({
        accountTypeId: v.optional(v.number()),
        wallet: v.optional(v.string(), 'MAIN'),
        name: v.optional(v.nullable(v.string())),
        availBalance: v.number(),
        availBalanceMinor: v.optional(Minor),
      }),
    ),
    [],
  ),
});
export type WalletBalance = v.InferOutput<typeof WalletBalanceSchema>;

export const TransferResultSchema = v.looseObject({ transactionId: v.union([v.number(), v.string()]) });

export const DepositChannelSchema = v.object({
  id: v.union([v.number(), v.string()]),
  type: v.picklist(['BANK', 'EWALLET', 'QR']),
  provider: v.string(),
  name: v.string(),
  minMinor: Minor,
  maxMinor: Minor,
  feeRateBp: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  feeFixedMinor: v.optional(Minor, 0),
  processingMinutes: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  quickAmountsMinor: v.optional(v.array(Minor), []),
  bankAccount: v.optional(v.nullable(v.object({ bankName: v.string(), accountName: v.string(), accountNumber: v.string() })), null),
  qrImageUrl: v.optional(v.nullable(v.string()), null),
});
export const DepositChannelsSchema = v.array(DepositChannelSchema);
export type DepositChannel = v.InferOutput<typeof DepositChannelSchema>;

export const DepositPromotionSchema = v.object({
  id: v.union([v.number(), v.string()]),
  title: v.string(),
  bonusRateBp: v.pipe(v.number(), v.integer(), v.minValue(0)),
  maxBonusMinor: Minor,
  minDepositMinor: v.optional(Minor, 0),
  turnoverMultiplier: v.optional(v.number(), 1),
});
export const DepositPromotionsSchema = v.array(DepositPromotionSchema);
export type DepositPromotion = v.InferOutput<typeof DepositPromotionSchema>;

export const DEPOSIT_STATUSES = ['PENDING', 'AWAITING_PAYMENT', 'CREDITED', 'FAILED', 'CANCELLED'] as const;
export const CreatedDepositSchema = v.looseObject({
  id: v.union([v.number(), v.string()]),
  status: v.picklist(DEPOSIT_STATUSES),
  reference: v.string(),
  feeMinor: v.optional(Minor, 0),
  bankAccount: v.optional(v.nullable(v.object({ bankName: v.string(), accountName: v.string(), accountNumber: v.string() })), null),
  paymentUrl: v.optional(v.nullable(v.string()), null),
  expiresAt: v.optional(v.nullable(Time), null),
});
export type CreatedDeposit = v.InferOutput<typeof CreatedDepositSchema>;

export const DepositSchema = v.looseObject({
  id: v.union([v.number(), v.string()]),
  channelName: v.string(),
  type: v.picklist(['BANK', 'EWALLET', 'QR']),
  amountMinor: Minor,
  feeMinor: v.optional(Minor, 0),
  bonusMinor: v.optional(Minor, 0),
  status: v.picklist(DEPOSIT_STATUSES),
  reference: v.string(),
  createdAt: Time,
  updatedAt: v.optional(v.nullable(Time), null),
  proofUploaded: v.optional(v.boolean(), false),
});
export const DepositListSchema = Paged(DepositSchema);
export type Deposit = v.InferOutput<typeof DepositSchema>;

export const WithdrawAccountSchema = v.object({
  id: v.union([v.number(), v.string()]),
  type: v.picklist(['BANK', 'EWALLET']),
  provider: v.string(),
  bankName: v.string(),
  accountName: v.string(),
  accountNumberMasked: v.string(),
  isDefault: v.boolean(),
});
export const WithdrawAccountsSchema = v.array(WithdrawAccountSchema);
export type WithdrawAccount = v.InferOutput<typeof WithdrawAccountSchema>;

export const WithdrawSettingsSchema = v.object({
  minMinor: Minor,
  maxMinor: Minor,
  dailyCountLimit: v.pipe(v.number(), v.integer()),
  dailyAmountLimitMinor: Minor,
  /** The VIP level whose limits these are; null where the brand's own limits apply. */
  vipLevel: v.optional(v.nullable(v.object({ level: v.pipe(v.number(), v.integer()), name: v.pipe(v.string(), v.maxLength(40)) })), null),
  usedTodayCount: v.pipe(v.number(), v.integer()),
  usedTodayMinor: Minor,
  turnoverRequiredMinor: Minor,
  turnoverDoneMinor: Minor,
  hasPaymentPassword: v.boolean(),
  paymentPasswordLockedUntil: v.optional(v.nullable(Time), null),
  confirmMinutes: v.pipe(v.number(), v.integer()),
  realName: v.optional(v.nullable(v.string()), null),
});
export type WithdrawSettings = v.InferOutput<typeof WithdrawSettingsSchema>;

export const WITHDRAW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'PAID', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'AUTO_CONFIRMED'] as const;
export const WithdrawalSchema = v.looseObject({
  id: v.union([v.number(), v.string()]),
  accountLabel: v.string(),
  amountMinor: Minor,
  status: v.picklist(WITHDRAW_STATUSES),
  createdAt: Time,
  updatedAt: v.optional(v.nullable(Time), null),
  paidAt: v.optional(v.nullable(Time), null),
  confirmBy: v.optional(v.nullable(Time), null),
  receivedMinor: v.optional(v.nullable(Minor), null),
  remark: v.optional(v.nullable(v.string()), null),
});
export const WithdrawalListSchema = Paged(WithdrawalSchema);
export const WithdrawalsSchema = v.array(WithdrawalSchema);
export type Withdrawal = v.InferOutput<typeof WithdrawalSchema>;

export const CreatedIdSchema = v.looseObject({ id: v.union([v.number(), v.string()]) });

export const UplineTransferInfoSchema = v.object({
  allowed: v.boolean(),
  uplineName: v.optional(v.nullable(v.string()), null),
  minMinor: Minor,
  maxMinor: Minor,
});
export type UplineTransferInfo = v.InferOutput<typeof UplineTransferInfoSchema>;

export const BetRecordSchema = v.looseObject({
  id: v.union([v.number(), v.string()]),
  placedAt: Time,
  gameType: v.string(),
  vendor: v.string(),
  gameName: v.string(),
  stakeMinor: Minor,
  winMinor: Minor,
  validBetMinor: Minor,
  status: v.picklist(['SETTLED', 'OPEN', 'CANCELLED']),
});
const Totals = v.object({ stakeMinor: Minor, winMinor: Minor, validBetMinor: Minor, profitMinor: Minor, count: v.pipe(v.number(), v.integer()) });
export const BetRecordsSchema = v.object({ ...Paged(BetRecordSchema).entries, totals: Totals });
export type BetRecord = v.InferOutput<typeof BetRecordSchema>;

export const TransactionSchema = v.looseObject({
  id: v.union([v.number(), v.string()]),
  at: Time,
  type: v.string(),
  amountMinor: Minor,
  balanceAfterMinor: Minor,
  wallet: v.optional(v.string(), 'MAIN'),
  reference: v.optional(v.nullable(v.string()), null),
  note: v.optional(v.nullable(v.string()), null),
});
export const TransactionsSchema = Paged(TransactionSchema);
export type Transaction = v.InferOutput<typeof TransactionSchema>;

const ProfitRow = { stakeMinor: Minor, winMinor: Minor, profitMinor: Minor };
export const ProfitSummarySchema = v.object({
  days: v.array(v.object({ day: v.string(), ...ProfitRow })),
  categories: v.array(v.object({ gameType: v.string(), validBetMinor: Minor, ...ProfitRow })),
  totals: v.object({ validBetMinor: Minor, ...ProfitRow }),
});
export type ProfitSummary = v.InferOutput<typeof ProfitSummarySchema>;

export const BonusSchema = v.looseObject({
  id: v.union([v.number(), v.string()]),
  name: v.string(),
  amountMinor: Minor,
  status: v.picklist(['ACTIVE', 'COMPLETED', 'EXPIRED', 'CANCELLED']),
  turnoverRequiredMinor: Minor,
  turnoverDoneMinor: Minor,
  grantedAt: Time,
  expiresAt: v.optional(v.nullable(Time), null),
});
export const BonusesSchema = v.array(BonusSchema);
export type Bonus = v.InferOutput<typeof BonusSchema>;

/** A money move looked up by its requestId (decision 036): nothing under the key yet, or the move it booked. */
export const MoneyMoveSchema = v.variant('found', [
  v.looseObject({ found: v.literal(false) }),
  v.looseObject({
    found: v.literal(true),
    kind: v.picklist(['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'UPLINE_TRANSFER', 'DOWNLINE_TRANSFER']),
    id: v.union([v.number(), v.string()]),
    amountMinor: v.pipe(v.number(), v.safeInteger()),
    status: v.string(),
    reference: v.nullish(v.string(), null),
  }),
]);
export type MoneyMove = v.InferOutput<typeof MoneyMoveSchema>;
