import type { PlatformCallRecord } from '~/platform-client/client.server';

/**
 * What the HTTP server keeps of one request for its log line, filled in as the request runs: the id it
 * goes by (also sent to the platform as `X-Request-Id`) and the platform calls it made, with their time.
 */
export type RequestTrace = { id: string; platformCalls: PlatformCallRecord[] };
