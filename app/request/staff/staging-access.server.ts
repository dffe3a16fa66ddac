import { timingSafeEqual } from 'node:crypto';
import { getEnv } from '~/lib/env.server';
import type { HostMatch } from '../context';
import { staffAccounts } from './staff-accounts.server';
import { openStaffSession, staffSessionDue, type StaffSeal } from './staff-session.server';

/** Who is looking at staging: a signed-in staff member, someone with staging's shared password, or anyone (unguarded staging). */
export type StaffMember = { name: string; via: 'session' | 'basic' | 'open'; session: StaffSeal | null; renew: boolean };

/** How staging is guarded: staff accounts (sign-in page, sessions), the one shared basic-auth password, or nothing. */
export type StagingGuard = 'staff' | 'basic' | 'open';

export function stagingGuard(): StagingGuard {
  if (staffAccounts().size > 0) return 'staff';
  return getEnv().STAGING_AUTH ? 'basic' : 'open';
}

/**
 * Production serves staging (whose brand list names every merchant code and host) only behind staff
 * accounts or the shared password, unless STAGING_OPEN says it is open on purpose: the start stops
 * here, naming the variables, rather than publish the list.
 */
export function refuseUnguardedStaging(env = getEnv()) {
  if (env.NODE_ENV !== 'production' || !env.STAGING_DOMAIN || env.STAGING_OPEN || stagingGuard() !== 'open') return;
  throw new Error(
    'Invalid environment:\n  STAGING_DOMAIN: staging would be open to anyone. Set STAFF_FILE or STAFF_ACCOUNTS (staff sign-in, `npm run staff:add`) or STAGING_AUTH (one shared password), unset STAGING_DOMAIN, or set STAGING_OPEN=1 to leave it open on purpose',
  );
}

/**
 * The front door's answer for a staging host: go on (as this staff member, or as no one on the few paths
 * anyone may see), ask for basic auth, send a browser to the sign-in page, or refuse.
 */
export type StagingAccess = { kind: 'pass'; staff: StaffMember | null } | { kind: 'challenge' } | { kind: 'sign-in'; location: string } | { kind: 'refused' };

export const STAFF_SIGN_IN_PATH = '/staff/sign-in';

/** What the sign-in page itself needs: the page and its data, its messages, the build's scripts and styles, the icon. */
function openToAnyone(pathname: string, onIndex: boolean): boolean {
  if (pathname.startsWith('/build/') || pathname === '/favicon.ico') return true;
  if (!onIndex) return false;
  return pathname === STAFF_SIGN_IN_PATH || pathname === `${STAFF_SIGN_IN_PATH}.data` || pathname === '/__manifest' || pathname.startsWith('/locales/');
}

/** HTTP basic auth's `user:password` when the Authorization header carries exactly `expected`, compared in constant time. */
function basicUser(authorization: string | undefined, expected: string | undefined): string | null {
  if (!expected) return null;
  const [scheme, encoded] = (authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'basic' || !encoded) return null;
  const given = Buffer.from(Buffer.from(encoded, 'base64').toString('utf8'));
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? expected.slice(0, expected.indexOf(':')) : null;
}

/** Where staff land after signing in: a page of staging (its own host or a preview), else staging's brand list. */
export function safeStaffReturn(to: string | null | undefined, stagingDomain: string): string {
  if (!to) return '/';
  if (to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\')) return to;
  try {
    const url = new URL(to);
    const onStaging = url.hostname === stagingDomain || url.hostname.endsWith(`.${stagingDomain}`);
    return onStaging && (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password ? url.href : '/';
  } catch {
    return '/';
  }
}

/**
 * Whether a request to a staging host (its brand list or a brand's preview) may go on, and as whom. Reads
 * headers only: the staff cookie (a sealed session, see staff-session.server), or basic auth's password.
 */
export function stagingAccessOf(input: {
  host: HostMatch;
  method: string;
  target: string;
  cookie: string | undefined;
  authorization: string | undefined;
  /** `scheme://host[:port]` as the visitor addressed the site. */
  origin: string;
}): StagingAccess {
  const env = getEnv();
  const guard = stagingGuard();
  if (guard === 'open') return { kind: 'pass', staff: { name: 'anyone', via: 'open', session: null, renew: false } };
  const basic = basicUser(input.authorization, env.STAGING_AUTH);
  if (basic) return { kind: 'pass', staff: { name: basic, via: 'basic', session: null, renew: false } };
  if (guard === 'basic') return { kind: 'challenge' };
  const session = openStaffSession(input.cookie);
  if (session && staffAccounts().has(session.name))
    return { kind: 'pass', staff: { name: session.name, via: 'session', session, renew: staffSessionDue(session) } };
  const url = new URL(input.target, input.origin);
  if (openToAnyone(url.pathname, input.host.kind === 'staging-index')) return { kind: 'pass', staff: null };
  if (input.method !== 'GET' && input.method !== 'HEAD') return { kind: 'refused' };
  const stagingOrigin = new URL(input.origin);
  stagingOrigin.hostname = env.STAGING_DOMAIN ?? stagingOrigin.hostname;
  const back = input.host.kind === 'staging-index' ? `${url.pathname}${url.search}` : url.href;
  const location = new URL(STAFF_SIGN_IN_PATH, stagingOrigin);
  if (back !== '/') location.searchParams.set('to', back);
  return { kind: 'sign-in', location: location.href };
}
