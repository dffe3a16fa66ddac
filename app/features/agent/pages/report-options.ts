/** Bet categories the team reports filter by (the platform's record types; lottery is one). */
export const REPORT_CATEGORIES_LIST = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT'] as const;
