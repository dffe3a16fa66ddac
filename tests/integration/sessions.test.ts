import { describe } from 'vitest';
import { sessionBehaviours } from '../support/session-behaviours';
import { useStack } from '../support/stack';

/** The embedded session store (SQLite), the default on one machine. */
const env = useStack('sessions-sqlite-', { env: { SESSION_REVOCATION_RETRY_MS: '200' } });

describe('sessions in SQLite', () => {
  sessionBehaviours(env);
});
