import type { IncomingMessage } from 'node:http';

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = 'BodyTooLarge';
  }
}

/**
 * A request body as a stream that errors (BodyTooLarge) once it passes `limit` bytes: uploads go on
 * to the action as they arrive, never whole in memory here.
 */
export function limitedStream(req: IncomingMessage, limit: number): ReadableStream<Uint8Array> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  let size = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      if (Number.isFinite(declared) && declared > limit) {
        controller.error(new BodyTooLarge(limit));
        req.resume();
        return;
      }
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) {
          controller.error(new BodyTooLarge(limit));
          req.removeAllListeners('data');
          req.resume();
          return;
        }
        controller.enqueue(new Uint8Array(chunk));
        if ((controller.desiredSize ?? 1) <= 0) req.pause();
      });
      req.once('end', () => {
        if (size <= limit) controller.close();
      });
      req.once('error', (error) => controller.error(error));
    },
    pull() {
      req.resume();
    },
    cancel() {
      req.resume();
    },
  });
}

/**
 * Reads a request body into memory, refusing it as soon as it passes `limit` bytes (a declared
 * Content-Length over the limit is refused before a byte is read), so memory stays flat however large
 * or many the posts are.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new BodyTooLarge(limit));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.resume();
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
    req.once('aborted', () => reject(new Error('request aborted')));
  });
}

/**
 * Reads and discards the rest of a body the site will not use (one refused as too large, or an upload
 * its action stopped reading), so a client still sending reads the answer instead of a reset
 * connection. Bounded: after `maxBytes` more or `maxMs`, the answer goes out anyway.
 */
export function drainBody(req: IncomingMessage, { maxBytes = 16 * 1024 * 1024, maxMs = 5_000 } = {}): Promise<void> {
  if (req.complete || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', done);
      req.off('close', done);
      req.off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) done();
    };
    const timer = setTimeout(done, maxMs);
    req.on('data', onData);
    req.once('end', done);
    req.once('close', done);
    req.once('error', done);
    req.resume();
  });
}
