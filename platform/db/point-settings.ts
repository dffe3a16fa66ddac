import type { Db } from './db';
import { Refusal } from './refusal';

/** A brand's points rules and its exchange table (points → cash in the member's minor units). */
export type PointSettings = {
  earnValidBetMinor: number;
  minConvertPoints: number;
  convertStepPoints: number;
  /** null: points never expire. */
  expiryDays: number | null;
  rates: { minPoints: number; cashMinorPerStep: number }[];
};

export function pointSettings(db: Db, merchant: string): PointSettings | null {
  const row = db
    .prepare<unknown[], { earn_valid_bet_minor: number; min_convert_points: number; convert_step_points: number; expiry_days: number | null }>(
      'SELECT earn_valid_bet_minor, min_convert_points, convert_step_points, expiry_days FROM point_settings WHERE merchant = ?',
    )
    .get(merchant);
  if (!row) return null;
  const rates = db
    .prepare<unknown[], PointSettings['rates'][number]>(
      'SELECT min_points AS minPoints, cash_minor_per_step AS cashMinorPerStep FROM point_exchange_rates WHERE merchant = ? ORDER BY min_points',
    )
    .all(merchant);
  return {
    earnValidBetMinor: row.earn_valid_bet_minor,
    minConvertPoints: row.min_convert_points,
    convertStepPoints: row.convert_step_points,
    expiryDays: row.expiry_days,
    rates,
  };
}

/** The settings, or `function.not.available` for a brand without a points programme. */
export function requirePointSettings(db: Db, merchant: string): PointSettings {
  const s = pointSettings(db, merchant);
  if (!s || !s.rates.length) throw new Refusal('function.not.available');
  return s;
}

/**
 * What converting `points` pays, in integer minor units: the best tier the amount reaches, per whole
 * step. Refuses amounts below the minimum (`points.below.min`) or off the step (`points.step`).
 */
export function quoteConversion(s: PointSettings, points: number): { cashMinor: number; cashMinorPerStep: number } {
  if (!Number.isSafeInteger(points) || points <= 0) throw new Refusal('points.invalid');
  if (points < s.minConvertPoints) throw new Refusal('points.below.min', { min: s.minConvertPoints });
  if (points % s.convertStepPoints !== 0) throw new Refusal('points.step', { step: s.convertStepPoints });
  const tier = [...s.rates].reverse().find((r) => points >= r.minPoints) ?? s.rates[0]!;
  return { cashMinor: (points / s.convertStepPoints) * tier.cashMinorPerStep, cashMinorPerStep: tier.cashMinorPerStep };
}
