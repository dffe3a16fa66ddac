export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST'] as const;
const MAX_TARGET_LENGTH = 8 * 1024;

/** A path the router can decode (`/%E0%A4%A` cannot). */
function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

export type Refusal = { status: number; message: string; headers?: Record<string, string> };

/**
 * Why the site can never serve a request, or null when it may: another method (405 with Allow), an
 * absolute-form or absurd request target, a Host with a port that cannot exist.
 */
export function refusalOf(request: { method: string; target: string; host: string | undefined }): Refusal | null {
  if (!(ALLOWED_METHODS as readonly string[]).includes(request.method)) {
    return { status: 405, message: 'This method is not allowed here.', headers: { Allow: ALLOWED_METHODS.join(', ') } };
  }
  const { target } = request;
  if (target.length > MAX_TARGET_LENGTH) return { status: 414, message: 'The address is too long.' };
  // Origin-form only: `GET http://other.example/ HTTP/1.1` is a proxy request, and this is no proxy.
  if (!target.startsWith('/') || target.startsWith('//') || !decodable(target.split('?')[0]!)) return { status: 400, message: 'Bad request.' };
  const port = /:(\d*)$/.exec(request.host ?? '')?.[1];
  if (port !== undefined && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535)) return { status: 400, message: 'Bad request.' };
  return null;
}
