/** The overview's periods, in the order its tabs show them. */
export const PERIODS = ['today', 'yesterday', 'thisMonth', 'lastMonth'] as const;
export type Period = (typeof PERIODS)[number];
