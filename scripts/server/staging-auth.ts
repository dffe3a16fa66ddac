import { timingSafeEqual } from 'node:crypto';
import type { Request as ExpressRequest } from 'express';

/** HTTP basic auth for support staff on staging hosts: true when the request carries `user:password`. */
export function stagingAuthorised(req: ExpressRequest, expected: string): boolean {
  const header = req.get('authorization') ?? '';
  const [scheme, encoded] = header.split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return false;
  const given = Buffer.from(Buffer.from(encoded, 'base64').toString('utf8'));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}
