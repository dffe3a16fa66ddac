/** The contract's words for players' feedback: plain values a page may show, with no schema behind them. */
export const FEEDBACK_CATEGORIES = ['DEPOSIT', 'WITHDRAWAL', 'GAMES', 'PROMOTIONS', 'ACCOUNT', 'SUGGESTION', 'OTHER'] as const;
export const FEEDBACK_STATUSES = ['OPEN', 'REPLIED', 'CLOSED'] as const;
