/** A rate typed as a percentage ("0.5", "1.25", "1,25") in basis points, or null when it cannot be one. */
export function percentToBp(text: string): number | null {
  const s = text.trim().replace(',', '.').replace(/%$/, '');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(s)) return null;
  return Math.round(Number(s) * 100);
}
