/** The pool the platform reported at `asOf` grows by `increment` every `intervalMs`. */
export type JackpotBase = { amount: number; asOf: number; increment: number; intervalMs: number };

/** The jackpot as it stands at `now`: time-derived, so every visitor sees the same figure at the same moment. */
export function jackpotAt(base: JackpotBase, now: number): number {
  const steps = Math.max(0, Math.floor((now - base.asOf) / base.intervalMs));
  // Whole cents: repeated float additions would drift into visible rounding noise.
  return Math.round((base.amount + steps * base.increment) * 100) / 100;
}

/** Milliseconds until the next step, so the counter ticks in step with the formula, not with page load. */
export function msToNextStep(base: JackpotBase, now: number): number {
  const elapsed = now - base.asOf;
  if (elapsed < 0) return base.asOf - now;
  return base.intervalMs - (elapsed % base.intervalMs);
}
