/** The contract's words for agent contracts: plain values a page may show, with no schema behind them. */
export const CONTRACT_TYPES = ['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME'] as const;
export const CONTRACT_PERIODS = ['DAILY', 'WEEKLY', 'SEMIMONTHLY', 'MONTHLY'] as const;
