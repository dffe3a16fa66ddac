import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<string>();

/** Runs `work` (a request's handling, and everything it awaits) with its request id at hand for the log. */
export function inRequest<T>(id: string, work: () => T): T {
  return scope.run(id, work);
}

/** The id of the request whose handling is running, or undefined outside one (a timer, a background refresh it did not start). */
export function currentRequestId(): string | undefined {
  return scope.getStore();
}
