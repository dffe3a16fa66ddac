/**
 * `work`, unless `signal` aborts first: then `onAbort()` is thrown and the work goes on in the
 * background (a shared fetch another visitor may be waiting on is never cut short by one request's clock).
 */
export function beforeAbort<T>(work: Promise<T>, signal: AbortSignal, onAbort: () => Error): Promise<T> {
  if (signal.aborted) {
    work.catch(() => undefined);
    return Promise.reject(onAbort());
  }
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      work.catch(() => undefined);
      reject(onAbort());
    };
    signal.addEventListener('abort', abort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}
