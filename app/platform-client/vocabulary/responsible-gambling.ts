/** The contract's words for responsible gambling: plain values a page may show, with no schema behind them. */
export const MONEY_LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export const TIMEOUT_DURATIONS = ['24H', '7D', '30D'] as const;
export const EXCLUSION_DURATIONS = ['6M', '1Y', '5Y', 'PERMANENT'] as const;
export const REALITY_CHECK_MINUTES = [0, 15, 30, 60] as const;
