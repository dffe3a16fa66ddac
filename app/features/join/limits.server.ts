import { sharedLimiter } from '~/request/limits.server';

/** Applications per brand and IP: a person applies once or twice; more is a script filling the operator's desk. */
export const applicationLimit = sharedLimiter({ name: 'join-applications', points: 5, windowMs: 60 * 60_000, whenStoreFails: 'per-instance' });
