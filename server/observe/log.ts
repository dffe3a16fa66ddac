import { format } from 'node:util';
import pino, { type Logger } from 'pino';
import { currentRequestId } from './request-scope';

/**
 * The instance's log: one JSON object a line on stdout (or LOG_FILE), at LOG_LEVEL (info by default);
 * readable lines through pino-pretty when a developer runs it in a terminal. What it is given is chosen
 * to carry no secret: ids, labels, durations, error stacks; never a URL's query, a header, a cookie or a
 * body (see observed-requests.ts). The redaction below is the second line of defence.
 */
function createLog(): Logger {
  const options = {
    level: process.env.LOG_LEVEL ?? 'info',
    base: { pid: process.pid },
    redact: { paths: ['*.password', '*.token', '*.cookie', '*.authorization', 'headers', '*.headers'], censor: '[redacted]' },
  };
  if (process.env.LOG_FILE) return pino(options, pino.destination({ dest: process.env.LOG_FILE, sync: true }));
  if (process.env.NODE_ENV !== 'production' && process.stdout.isTTY) return pino({ ...options, transport: { target: 'pino-pretty' } });
  return pino(options);
}

export const log = createLog();

/**
 * Sends the app's `console` lines (a failed config refresh, a platform outage, a load-failure report) into
 * the same log as JSON lines, at their level, so the whole output parses; a line written while a request
 * is handled carries that request's `reqId`, as its request line does.
 */
export function consoleIntoLog(): void {
  const asLine =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error);
      const message = format(...args.filter((arg) => arg !== error));
      const reqId = currentRequestId();
      log[level]({ ...(reqId ? { reqId } : {}), ...(error ? { err: error } : {}) }, message);
    };
  console.log = asLine('info');
  console.info = asLine('info');
  console.warn = asLine('warn');
  console.error = asLine('error');
}
