import { getEnv } from './env.server';

/** A shared content cache's freshness: its own TTL, capped by `CONTENT_TTL_MAX_MS` (short in tests, so an outage outlasts every cache). */
export const contentTtl = (ownMs: number) => Math.min(ownMs, getEnv().CONTENT_TTL_MAX_MS);
