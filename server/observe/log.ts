import { format } from 'node:util';
import { isMainThread } from 'node:worker_threads';
import pino, { type Logger } from 'pino';
import { logDrops } from './metrics';
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
  return pino(options, stdoutDestination());
}

/** Log bytes gathered into one write to standard output, and how long a line waits for others at most. */
const BATCH_BYTES = 4096;
const FLUSH_MS = 250;

/** The most log bytes held for a reader that does not keep up (LOG_BUFFER_BYTES, 8 MB by default). */
const bufferBytes = () => {
  const given = Number(process.env.LOG_BUFFER_BYTES);
  return Number.isInteger(given) && given >= 16 * 1024 ? given : 8 * 1024 * 1024;
};

/**
 * Standard output written in the background, never waited for: lines wait in a buffer while the reader
 * (a log shipper, a pipe) is behind, are written in order as it takes them, and are flushed before the
 * process exits (pino registers that). The buffer is bounded: unbounded, a stalled reader grew it until
 * the capped heap ended the process. Past the bound a line is dropped, counted, and a warning a few
 * seconds later says how many.
 */
function stdoutDestination() {
  // Lines go out in writes of a few kilobytes, and at least every FLUSH_MS: a write a line (a thread-pool job and its
  // callback each) was about 5 % of a cached page's answer. Only on the main thread, whose exit flushes what is held.
  const batch = isMainThread ? { minLength: BATCH_BYTES, periodicFlush: FLUSH_MS } : {};
  const stream = pino.destination({ dest: 1, sync: false, maxLength: bufferBytes(), ...batch });
  let dropped = 0;
  stream.on('drop', () => {
    dropped += 1;
    logDrops.inc();
  });
  setInterval(() => {
    if (dropped === 0) return;
    const count = dropped;
    dropped = 0;
    log.warn({ droppedLines: count }, 'log lines dropped: the log reader fell behind by more than the buffer');
    // The warning did not fit either (the reader is still behind): its count goes into the next one, with the warning's own line.
    if (dropped > 0) dropped += count;
  }, 5_000).unref();
  return stream;
}

export const log = createLog();

/**
 * The log for each request's own line. That line is built only from labels of closed sets, numbers and the
 * request's id (see RequestRecord), so the redaction, which walks every field of every line, has nothing to
 * find there: skipping it took a visible share of the cost of a small answer.
 */
export const requestLog = log.child({}, { redact: { paths: [] } });

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
