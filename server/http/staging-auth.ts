import { timingSafeEqual } from 'node:crypto';

/** HTTP basic auth for support staff on staging hosts: true when the Authorization header carries `user:password`. */
export function stagingAuthorised(authorization: string | undefined, expected: string): boolean {
  const [scheme, encoded] = (authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return false;
  const given = Buffer.from(Buffer.from(encoded, 'base64').toString('utf8'));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
