/** The wallet's account-record types, as the platform names them: what a record list can be filtered by. */
export const TRANSACTION_TYPES = [
  'DEPOSIT',
  'WITHDRAW',
  'WITHDRAW_RETURN',
  'TRANSFER',
  'BONUS',
  'REBATE',
  'REDEEM',
  'ADJUST',
  'FEE',
  'RNG',
  'LIVE',
  'SPORTS',
  'FISH',
  'PVP',
  'LOTT',
] as const;
