import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { formError } from '~/lib/form-result.server';
import { loginFailureKeys, rateLimits } from '~/request/limits.server';
import { getEnv } from '~/lib/env.server';
import { getFixedT } from '~/i18n/i18n.server';
import { notFound } from '~/lib/responses';
import { recordAudit, type AuditRecord } from '~/request/staff/audit-trail.server';
import { forgetPreviewOverrides } from '~/request/staff/preview-store.server';
import { safeStaffReturn, stagingGuard } from '~/request/staff/staging-access.server';
import { staffAccounts } from '~/request/staff/staff-accounts.server';
import { UNKNOWN_STAFF_HASH, verifyStaffPassword } from '~/request/staff/staff-password.server';
import { clearedStaffCookie, revokeStaffSession, staffSessionCookie, startStaffSession } from '~/request/staff/staff-session.server';
import { checkStaffCode } from './staff-code.server';
import { STAFF_SIGN_IN_LIMITS } from './staff-sign-in-limits';

/** The sign-in form as posted; the browser's own constraints (required, lengths, the code's digits) are the same. */
export const StaffSignInSchema = formFields(
  {
    name: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.minLength(1), v.maxLength(STAFF_SIGN_IN_LIMITS.name)),
    password: v.pipe(v.string(), v.minLength(1), v.maxLength(STAFF_SIGN_IN_LIMITS.password)),
    code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(STAFF_SIGN_IN_LIMITS.code + 4)), ''),
    to: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  },
  'staff.errors.required',
);

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;

/** Staff accounts and a staging domain, or there is no sign-in to show. */
function stagingDomainForStaff(): string {
  const domain = getEnv().STAGING_DOMAIN;
  if (!domain || stagingGuard() !== 'staff') throw notFound();
  return domain;
}

async function audit(context: Args['context'], request: Request, entry: Pick<AuditRecord, 'action' | 'actor' | 'outcome' | 'reason' | 'via'>) {
  await recordAudit({ ...entry, reqId: context.requestId, clientIp: context.clientIp, brand: null, path: new URL(request.url).pathname });
}

/** The sign-in page; staff already signed in go on to where they were headed. */
export async function staffSignInLoader({ request, context }: LoaderFunctionArgs) {
  const domain = stagingDomainForStaff();
  const to = new URL(request.url).searchParams.get('to');
  if (context.staff?.via === 'session') throw redirect(safeStaffReturn(to, domain));
  const t = await getFixedT(await context.language());
  return { title: t('staff.signInTitle'), to: to ? safeStaffReturn(to, domain) : '' };
}

/**
 * Name, password and (for accounts that have one) the authenticator code. Every refusal says the same
 * thing, so a reply never tells which part was wrong; failures count against the address and the name
 * like players' logins, and past the allowance even the right password waits.
 */
export async function staffSignInAction({ request, context }: ActionFunctionArgs) {
  const domain = stagingDomainForStaff();
  const parsed = v.safeParse(StaffSignInSchema, Object.fromEntries(await request.formData()));
  if (!parsed.success) return formError({ form: 'staff.errors.required' });
  const { name, password, code, to } = parsed.output;
  const values = { name };
  const { loginFailures } = rateLimits();
  const keys = loginFailureKeys('staff', context.clientIp, name);
  if ((await Promise.all(keys.map((key) => loginFailures.isOver(key)))).some(Boolean)) {
    await audit(context, request, { action: 'staff.sign-in-refused', actor: name, via: null, outcome: 'refused', reason: 'locked' });
    return formError({ form: 'staff.errors.locked' }, { status: 429, values });
  }
  const account = staffAccounts().get(name);
  const passwordRight = await verifyStaffPassword(password, account?.passwordHash ?? UNKNOWN_STAFF_HASH);
  const reason =
    !account || !passwordRight ? 'credentials' : account.totpSecret && !checkStaffCode({ name, totpSecret: account.totpSecret }, code) ? 'code' : null;
  if (reason) {
    await Promise.all(keys.map((key) => loginFailures.record(key)));
    await audit(context, request, { action: 'staff.sign-in-refused', actor: name, via: null, outcome: 'refused', reason });
    return formError({ form: 'staff.errors.credentials' }, { status: 401, values });
  }
  const session = startStaffSession(name);
  await audit(context, request, { action: 'staff.sign-in', actor: name, via: 'session', outcome: 'ok' });
  return redirect(safeStaffReturn(to, domain), { headers: { 'Set-Cookie': staffSessionCookie(session, domain), 'Cache-Control': 'no-store' } });
}

/** Ends the staff session here and in the browser; basic-auth and open staging have no session to end. */
export async function staffSignOutAction({ request, context }: ActionFunctionArgs) {
  const domain = stagingDomainForStaff();
  const { staff } = context;
  if (staff?.via !== 'session' || !staff.session) return redirect('/');
  await revokeStaffSession(staff.session);
  await forgetPreviewOverrides(staff.session);
  await audit(context, request, { action: 'staff.sign-out', actor: staff.name, via: 'session', outcome: 'ok' });
  return redirect('/staff/sign-in', { headers: { 'Set-Cookie': clearedStaffCookie(domain), 'Cache-Control': 'no-store' } });
}

/** Staff only: the front door lets no one else this far, but a page never rests on that alone. */
export function requireStaff({ context }: Args) {
  if (!context.staff) throw redirect('/staff/sign-in');
  return context.staff;
}
