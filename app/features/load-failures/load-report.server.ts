import fs from 'node:fs';
import path from 'node:path';
import type { ActionFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { sharedLimiter } from '~/request/limits.server';
import { BUILD_PATH } from '~/ui/load-failure/load-failure-guard';

/** A report is a few short fields: anything longer is not one. */
const MAX_REPORT_BYTES = 2048;
/** Per brand and address: a page sends at most a few; a flood is refused before it reaches the log. */
const reportLimiter = sharedLimiter({ name: 'load-reports', points: 20, windowMs: 10 * 60_000, whenStoreFails: 'per-instance' });
const BUILD_DIR = path.resolve('public/build');

const ReportSchema = v.object({
  kind: v.picklist(['script', 'stylesheet', 'route-module']),
  reason: v.picklist(['error', 'timeout']),
  url: v.pipe(v.string(), v.maxLength(500)),
  page: v.pipe(v.string(), v.maxLength(500)),
});

const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
  Response.json({ error }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * The path of an address on this site, without its query or fragment (they may carry anything, a token
 * included), or null for another site's. Only printable path characters reach the log.
 */
function ownPath(address: string, origin: string): string | null {
  try {
    const url = new URL(address, origin);
    if (url.origin !== new URL(origin).origin) return null;
    // `+` and `[ ]` appear in route modules' file names (area folders, escaped segments).
    return url.pathname.replace(/[^\w\-./~%+[\]]/g, '').slice(0, 200);
  } catch {
    return null;
  }
}

/** A build file this deploy no longer has (the page was drawn by an older one): "missing", not a network error. */
function missingFromBuild(assetPath: string): boolean {
  if (!assetPath.startsWith(BUILD_PATH)) return false;
  const file = path.resolve(BUILD_DIR, `.${assetPath.slice(BUILD_PATH.length - 1)}`);
  return file.startsWith(BUILD_DIR + path.sep) && !fs.existsSync(file);
}

/**
 * `POST /resources/load-report`: a page tells the server that one of its own files (a module chunk, the
 * entry script, a stylesheet) failed to load. Checked, capped and rate-limited, then written to the log
 * as one JSON line an operator can count by file and reason; nothing of the visitor's session goes in.
 */
export async function loadReportAction({ request, context }: ActionFunctionArgs) {
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return refuse(415, 'json-only');
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_REPORT_BYTES) return refuse(413, 'too-large');
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return refuse(400, 'not-json');
  }
  const parsed = v.safeParse(ReportSchema, json);
  if (!parsed.success) return refuse(400, 'invalid');
  const brand = context.host.kind === 'brand' ? context.host.brand.id : 'none';
  if (!(await reportLimiter.take(`${brand}:${context.clientIp ?? '?'}`))) return refuse(429, 'too-many', { 'Retry-After': '600' });
  const report = parsed.output;
  const asset = ownPath(report.url, context.origin);
  const reason = report.reason === 'error' && asset && missingFromBuild(asset) ? 'missing' : report.reason;
  console.warn(
    JSON.stringify({
      event: 'asset-load-failure',
      brand,
      kind: report.kind,
      reason,
      asset: asset ?? 'other-site',
      page: ownPath(report.page, context.origin) ?? 'other-site',
      userAgent: (request.headers.get('user-agent') ?? '').replace(/[^\x20-\x7e]/g, '').slice(0, 160),
    }),
  );
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}
