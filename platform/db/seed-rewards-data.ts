/**
 * Demo rewards per brand: amounts are written in Aurora's pesos (minor units) and scaled to each
 * brand's currency, so the three brands offer the same game in their own money.
 */
export const CURRENCY_SCALE: Record<string, (phpMinor: number) => number> = {
  PHP: (m) => m,
  VND: (m) => m * 4, // ₱5 → ₫2,000
  USD: (m) => Math.max(1, Math.round(m / 50)), // ₱5 → $0.10
};

export const REWARD_SETTINGS: Record<string, { signupMinor: number; signupTurnover: number; referralMinor: number; referralMinDepositMinor: number }> = {
  demoa01: { signupMinor: 88_00, signupTurnover: 1, referralMinor: 100_00, referralMinDepositMinor: 500_00 },
  demob02: { signupMinor: 0, signupTurnover: 0, referralMinor: 100_00, referralMinDepositMinor: 500_00 },
  democ03: { signupMinor: 0, signupTurnover: 0, referralMinor: 50_00, referralMinDepositMinor: 500_00 },
};

/** [level, deposit ₱, valid bet ₱, upgrade bonus ₱, birthday bonus ₱, withdrawals a day, dedicated host] */
export const VIP_LEVELS: [number, number, number, number, number, number, 0 | 1][] = [
  [0, 0, 0, 0, 0, 3, 0],
  [1, 1_000, 5_000, 18, 0, 5, 0],
  [2, 5_000, 30_000, 58, 88, 5, 0],
  [3, 20_000, 100_000, 188, 188, 8, 0],
  [4, 80_000, 400_000, 588, 388, 10, 0],
  [5, 250_000, 1_500_000, 1_888, 888, 15, 1],
  [6, 800_000, 5_000_000, 5_888, 1_888, 20, 1],
  [7, 2_000_000, 15_000_000, 18_888, 3_888, 30, 1],
  [8, 5_000_000, 40_000_000, 58_888, 8_888, 50, 1],
];

/** Rebate rate in basis points per product type: base + step × VIP level. */
export const REBATE_RATES: Record<string, [base: number, step: number]> = {
  RNG: [40, 10],
  LIVE: [30, 8],
  SPORTS: [30, 7],
  FISH: [40, 10],
  PVP: [20, 5],
  LOTT: [10, 5],
};

/** [period, metric, target (count, or ₱ minor for money), reward ₱ minor, points, turnover ×] */
export const MISSIONS: ['DAILY' | 'WEEKLY', 'LOGIN' | 'DEPOSIT' | 'SPINS' | 'VALID_BET', number, number, number, number][] = [
  ['DAILY', 'LOGIN', 1, 5_00, 10, 1],
  ['DAILY', 'SPINS', 10, 10_00, 20, 1],
  ['DAILY', 'DEPOSIT', 500_00, 20_00, 30, 1],
  ['WEEKLY', 'VALID_BET', 1_000_00, 50_00, 50, 1],
  ['WEEKLY', 'DEPOSIT', 3_000_00, 100_00, 80, 1],
];
export const MONEY_METRICS = ['DEPOSIT', 'VALID_BET'];

export const RAFFLES: Record<string, { title: string; minValidBetMinor: number; prizesMinor: number[] } | null> = {
  demoa01: { title: 'Daily lucky draw', minValidBetMinor: 200_00, prizesMinor: [8_00, 18_00, 28_00, 88_00] },
  demob02: { title: 'Vòng quay may mắn', minValidBetMinor: 200_00, prizesMinor: [8_00, 18_00, 28_00, 88_00] },
  democ03: null,
};
