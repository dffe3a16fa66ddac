import { sessionStoreSeconds } from '~/lib/metrics.server';
import type { SessionStore } from './store.server';

type Operation = Exclude<keyof SessionStore, 'close'>;
const OPERATIONS: readonly Operation[] = ['read', 'write', 'touch', 'remove', 'removeAccount', 'queueRevocation', 'takeRevocations', 'ping'];

/** `store` with each operation's time and failures measured (see site_session_store_duration_seconds). */
export function measuredStore(store: SessionStore): SessionStore {
  const measured = { close: () => store.close() } as SessionStore;
  for (const operation of OPERATIONS) {
    // Every operation's series from the start: a timer's first run later is no new series.
    sessionStoreSeconds.zero({ operation, outcome: 'ok' });
    const work = store[operation].bind(store) as (...args: unknown[]) => Promise<unknown>;
    (measured as Record<Operation, unknown>)[operation] = async (...args: unknown[]) => {
      const stop = sessionStoreSeconds.startTimer({ operation });
      try {
        const result = await work(...args);
        stop({ outcome: 'ok' });
        return result;
      } catch (error) {
        stop({ outcome: 'error' });
        throw error;
      }
    };
  }
  return measured;
}
