import type { RequestHandler } from 'express';
import { sendPlain } from './plain-response';

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

/**
 * Requests the site can never serve are answered here with the right 4xx, before anything reads
 * them: other methods (405 with Allow), an absolute-form or absurd request target, a Host with a
 * port that cannot exist.
 */
export const requestGuards: RequestHandler = (req, res, next) => {
  if (!(ALLOWED_METHODS as readonly string[]).includes(req.method)) {
    sendPlain(req, res, 405, 'This method is not allowed here.', { Allow: ALLOWED_METHODS.join(', ') });
    return;
  }
  const target = req.originalUrl;
  if (target.length > MAX_TARGET_LENGTH) {
    sendPlain(req, res, 414, 'The address is too long.');
    return;
  }
  // Origin-form only: `GET http://other.example/ HTTP/1.1` is a proxy request, and this is no proxy.
  if (!target.startsWith('/') || target.startsWith('//') || !decodable(target.split('?')[0]!)) {
    sendPlain(req, res, 400, 'Bad request.');
    return;
  }
  const port = /:(\d*)$/.exec(req.get('host') ?? '')?.[1];
  if (port !== undefined && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535)) {
    sendPlain(req, res, 400, 'Bad request.');
    return;
  }
  next();
};
