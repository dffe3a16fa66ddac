import { ApiError } from './envelope';
import type { RequestContext } from './router';

/** Query-string readers for relay GETs: odd input is clamped or answered 400, never reaches SQL raw. */
const badParam = () => new ApiError(400, 'request_param_err', 'request_param_err');

/** Absent or empty → `fallback`; an integer (any size, any sign) is clamped into [min, max]; anything else is a 400. */
export function intParam(url: URL, name: string, range: { fallback: number; min: number; max: number }): number {
  const raw = url.searchParams.get(name)?.trim();
  if (!raw) return range.fallback;
  if (!/^[+-]?\d{1,30}$/.test(raw)) throw badParam();
  return Math.min(range.max, Math.max(range.min, Number(raw)));
}

/** Absent or empty → `fallback`; otherwise one of `allowed` (case-insensitive) or a 400. */
export function enumParam<T extends string>(url: URL, name: string, allowed: readonly T[], fallback: T): T {
  const raw = url.searchParams.get(name)?.trim().toUpperCase();
  if (!raw) return fallback;
  const hit = allowed.find((a) => a.toUpperCase() === raw);
  if (!hit) throw badParam();
  return hit;
}

/** A short code such as a vendor or platform: letters, digits, `_` and `,` only, else a 400. */
export function codeParam(url: URL, name: string, max = 40): string {
  const raw = url.searchParams.get(name)?.trim() ?? '';
  if (raw.length > max || !/^[A-Za-z0-9_,.-]*$/.test(raw)) throw badParam();
  return raw;
}

/**
 * Languages to try, best first: the `param` query value when the merchant offers it, else the Language
 * header (already narrowed to the merchant's languages by the router), then the merchant default, then EN.
 */
export function languageChain(ctx: RequestContext, param: string): string[] {
  const asked = ctx.url.searchParams.get(param)?.trim().toUpperCase() ?? '';
  const first = ctx.merchant.languages.includes(asked) ? asked : ctx.language;
  return [...new Set([first, ctx.merchant.defaultLanguage, 'EN'])];
}

/** The entry of `rows` in the best language of `chain`; any translation rather than nothing. */
export function bestLanguage<T extends { lang: string }>(rows: T[], chain: string[]): T | undefined {
  for (const lang of chain) {
    const hit = rows.find((r) => r.lang === lang);
    if (hit) return hit;
  }
  return rows[0];
}

/**
 * `pageNo` (1-based, default 1) and `pageSize` (default `size`, at most `max`). Lists answer bad paging
 * with a 400 rather than clamping: a negative page or a 100,000-row page is a client bug worth seeing.
 */
export function pageParams(url: URL, size: number, max: number): { pageNo: number; pageSize: number } {
  const read = (name: string, fallback: number, limit: number) => {
    const raw = url.searchParams.get(name)?.trim();
    if (!raw) return fallback;
    if (!/^\+?\d{1,9}$/.test(raw)) throw badParam();
    const n = Number(raw);
    if (n < 1 || n > limit) throw badParam();
    return n;
  };
  return { pageNo: read('pageNo', 1, 1_000_000), pageSize: read('pageSize', size, max) };
}
