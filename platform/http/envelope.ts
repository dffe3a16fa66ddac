import type { ServerResponse } from 'node:http';

/** A failure the handler wants the caller to see: HTTP status + the contract's error code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json;charset=UTF-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export const ok = (value: unknown) => ({ success: true, value, message: null, errorCode: null });
export const fail = (errorCode: string, message: string, value: unknown = null) => ({ success: false, value, message, errorCode });
