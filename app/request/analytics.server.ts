import { createCookie } from '@remix-run/node';
import { isTagId, type Analytics } from './analytics';
import type { Site } from './site.server';
import { cookiesAreSecure } from '~/lib/env.server';

const YEAR = 60 * 60 * 24 * 365;
// The visitor's answer is not a secret: unsigned, httpOnly (only the server reads it), checked strictly.
const consentCookie = createCookie('analytics_consent', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: YEAR });

export type ConsentAnswer = 'granted' | 'declined';

export async function readConsent(cookieHeader: string | null): Promise<ConsentAnswer | null> {
  const value: unknown = await consentCookie.parse(cookieHeader);
  return value === 'granted' || value === 'declined' ? value : null;
}

export const serialiseConsent = (answer: ConsentAnswer) => consentCookie.serialize(answer, { secure: cookiesAreSecure() });

/** This request's analytics: the platform's tag id (if valid), the brand's consent rule and the visitor's answer. */
export async function analyticsFor(site: Site, request: Request): Promise<Analytics> {
  const tagId = site.config.gtagId;
  if (!isTagId(tagId) || site.preview) return null;
  if (!site.brand.settings.analyticsConsent) return { tagId, consent: 'notRequired' };
  return { tagId, consent: (await readConsent(request.headers.get('cookie'))) ?? 'pending' };
}
