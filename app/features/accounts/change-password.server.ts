import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { readForm } from '~/lib/form.server';
import { safeRedirectPath } from '~/lib/safe-redirect';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { getFixedT } from '~/i18n/i18n.server';
import { MemberInfoSchema } from '~/platform-client/schemas/member';
import { requireSignIn } from '~/request/guards.server';
import { profileFromMember } from '~/request/session/profile';
import { revokePlatformToken } from '~/request/session/revocations.server';
import { commitSession, rotateSession } from '~/request/session/session.server';
import { getSessionStore } from '~/request/session/store.server';
import { formFailureOf } from './auth.server';
import { ruleAccepts } from '~/platform-client/vocabulary/register-rule';

const DEFAULT_RULE = { enabled: true, required: true, patternId: 5, minLength: 6, maxLength: 20, acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d).+$' };

export const ChangeSchema = formFields(
  {
    oldPassword: v.pipe(v.string(), v.nonEmpty('password.errors.oldRequired'), v.maxLength(100)),
    newPassword: v.pipe(v.string(), v.nonEmpty('password.errors.newRequired'), v.maxLength(100)),
    confirmNewPassword: v.pipe(v.string(), v.maxLength(100)),
  },
  'auth.errors.fieldInvalid',
);

export type PasswordErrors = Partial<Record<'oldPassword' | 'newPassword' | 'confirmNewPassword' | 'form', string>>;

/** The change-password page: reachable from the account, and first of all when the platform forces a change. */
export async function changePasswordLoader({ request, context }: LoaderFunctionArgs) {
  const [site, signIn] = await Promise.all([context.site(), requireSignIn(context, request)]);
  const t = await getFixedT(site.language);
  const rule = site.config.registerRules.password ?? DEFAULT_RULE;
  // Opened from My account, it goes back there when done; a forced change goes home.
  const returnTo = signIn.mustChangePassword ? null : safeRedirectPath(new URL(request.url).searchParams.get('returnTo'), '') || null;
  return { title: t('password.title'), brandName: site.brand.name, forced: signIn.mustChangePassword, min: rule.minLength, max: rule.maxLength, returnTo };
}

export async function changePasswordAction({ request, context }: ActionFunctionArgs) {
  const [site, session] = await Promise.all([context.site(), context.session(), requireSignIn(context, request)]);
  const fields = await readForm(request);
  const parsed = v.safeParse(ChangeSchema, fields);
  if (!parsed.success) {
    const errors: PasswordErrors = {};
    for (const issue of parsed.issues) errors[(v.getDotPath(issue) as keyof PasswordErrors) ?? 'form'] ??= issue.message;
    return data({ errors }, { status: 400 });
  }
  const form = parsed.output;
  const rule = site.config.registerRules.password ?? DEFAULT_RULE;
  if (!ruleAccepts(rule, form.newPassword)) return data({ errors: { newPassword: 'password.errors.invalid' } as PasswordErrors }, { status: 400 });
  if (form.newPassword !== form.confirmNewPassword)
    return data({ errors: { confirmNewPassword: 'password.errors.inconsistent' } as PasswordErrors }, { status: 400 });
  const client = await context.platform();
  try {
    await client.call('changePassword', v.unknown(), { body: form });
    // Member info reloads after the change, then the player goes home.
    const info = await client.call('memberInfo', MemberInfoSchema);
    session.set('profile', profileFromMember(info));
    session.set('mustChangePassword', false);
    // A new password ends every other session of the account, and this one continues under a new id.
    const others = await (await getSessionStore()).removeAccount(site.brand.id, info.account, session.id);
    await Promise.all(others.map((record) => revokePlatformToken(site.brand, record.token)));
    rotateSession(session);
  } catch (error) {
    const failure = formFailureOf(error);
    const field = (failure.field as keyof PasswordErrors | undefined) ?? 'form';
    return data({ errors: { [field]: failure.messageKey } as PasswordErrors, params: failure.params }, { status: failure.status });
  }
  return redirect(safeRedirectPath(fields.returnTo, '/'), { headers: { 'Set-Cookie': await commitSession(session) } });
}
