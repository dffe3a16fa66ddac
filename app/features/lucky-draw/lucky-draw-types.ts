import type { LuckyDrawResult } from '~/platform-client/schemas/lucky-draws';

/** What the draw form says back: the prize won (shown on the result page and announced), or why not. */
export type DrawOutcome =
  { ok: true; eventId: number; result: LuckyDrawResult } | { ok: false; eventId: number | null; error: string; params?: Record<string, string | number> };
