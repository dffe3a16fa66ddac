import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { failureOf } from '~/accounts/auth.server';
import { profileFromMember } from '~/accounts/profile';
import { ruleAccepts } from '~/accounts/register-rules';
import { AuthCard } from '~/components/auth-card';
import { Field } from '~/components/forms/field';
import { getFixedT } from '~/i18n/i18n.server';
import { isPlatformError } from '~/platform/errors';
import { MemberInfoSchema } from '~/platform/schemas/member';
import { platformForSite } from '~/platform/site-client.server';
import { commitSession, getSignIn } from '~/session/session.server';
import { pageMeta } from '~/site/page-route';
import { loadSite } from '~/site/site.server';
import { requireSameOrigin } from '~/utils/same-origin.server';
import { button } from '~/styles/ui.css';
import * as s from '~/components/auth-card.css';

export const handle = { hideHeader: true };

const DEFAULT_RULE = { enabled: true, required: true, patternId: 5, minLength: 6, maxLength: 20, acceptedPattern: '^(?=.*[A-Za-z])(?=.*\\d).+$' };

const ChangeSchema = v.object({
  oldPassword: v.pipe(v.optional(v.string(), ''), v.nonEmpty('password.errors.oldRequired'), v.maxLength(100)),
  newPassword: v.pipe(v.optional(v.string(), ''), v.nonEmpty('password.errors.newRequired'), v.maxLength(100)),
  confirmNewPassword: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
});

type Errors = Partial<Record<'oldPassword' | 'newPassword' | 'confirmNewPassword' | 'form', string>>;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await loadSite(context, request);
  const signIn = await getSignIn(request, site.brand.id);
  if (!signIn) throw redirect('/login?redirectTo=%2FchangePassword');
  const t = await getFixedT(site.language);
  const rule = site.config.registerRules.password ?? DEFAULT_RULE;
  return { title: t('password.title'), brandName: site.brand.name, forced: signIn.mustChangePassword, min: rule.minLength, max: rule.maxLength };
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request, context);
  const site = await loadSite(context, request);
  const signIn = await getSignIn(request, site.brand.id);
  if (!signIn) throw redirect('/login');
  const parsed = v.safeParse(ChangeSchema, Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    const errors: Errors = {};
    for (const issue of parsed.issues) errors[(v.getDotPath(issue) as keyof Errors) ?? 'form'] ??= issue.message;
    return data({ errors }, { status: 400 });
  }
  const form = parsed.output;
  const rule = site.config.registerRules.password ?? DEFAULT_RULE;
  if (!ruleAccepts(rule, form.newPassword)) return data({ errors: { newPassword: 'password.errors.invalid' } as Errors }, { status: 400 });
  if (form.newPassword !== form.confirmNewPassword) return data({ errors: { confirmNewPassword: 'password.errors.inconsistent' } as Errors }, { status: 400 });
  const client = platformForSite(site, context, signIn.token);
  try {
    await client.call('changePassword', v.unknown(), { body: form });
    // Member info reloads after the change (site-spec §4), then the player goes home.
    const info = await client.call('memberInfo', MemberInfoSchema);
    signIn.session.set('profile', profileFromMember(info));
    signIn.session.set('mustChangePassword', false);
  } catch (error) {
    if (!isPlatformError(error) || error.kind !== 'rejected') throw error;
    const failure = failureOf(error);
    const field = (failure.field as keyof Errors | undefined) ?? 'form';
    return data({ errors: { [field]: failure.messageKey } as Errors }, { status: 400 });
  }
  return redirect('/', { headers: { 'Set-Cookie': await commitSession(signIn.session) } });
}

export const meta = pageMeta;

export default function ChangePasswordPage() {
  const { title, forced, min, max } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const errors: Errors = result?.errors ?? {};
  const message = (key?: string) => (key ? t(key, { min, max }) : null);
  return (
    <AuthCard title={title} subtitle={forced ? t('password.forcedExpired') : undefined}>
      <Form method="post" className={s.form}>
        {errors.form ? <p className={s.formError} role="alert">{message(errors.form)}</p> : null}
        <Field name="oldPassword" type="password" label={t('password.old')} autoComplete="current-password" required maxLength={100} error={message(errors.oldPassword)} />
        <Field name="newPassword" type="password" label={t('password.new')} autoComplete="new-password" required minLength={min} maxLength={max} hint={t('password.rules', { min, max })} error={message(errors.newPassword)} />
        <Field name="confirmNewPassword" type="password" label={t('password.confirm')} autoComplete="new-password" required maxLength={max} error={message(errors.confirmNewPassword)} />
        <button type="submit" className={`${button.primary} ${s.submit}`} disabled={navigation.state !== 'idle'}>
          {t('password.submit')}
        </button>
      </Form>
    </AuthCard>
  );
}
