import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { failureOf, login } from '~/accounts/auth.server';
import { rateLimits } from '~/accounts/limits.server';
import { fieldSchema } from '~/accounts/register-rules';
import { fieldErrors, ruleFor, smsCountdownSeconds } from '~/accounts/register-form';
import { AuthCard } from '~/components/auth-card';
import { Field } from '~/components/forms/field';
import { PhoneField } from '~/components/forms/phone-field';
import { SmsCodeField } from '~/components/forms/sms-code-field';
import { getFixedT } from '~/i18n/i18n.server';
import { isPlatformError } from '~/platform/errors';
import { SmsSentSchema } from '~/platform/schemas/member';
import { platformForSite } from '~/platform/site-client.server';
import { commitSession, getSession, getSignIn } from '~/session/session.server';
import { pageMeta } from '~/site/page-route';
import { loadSite } from '~/site/site.server';
import { requireSameOrigin } from '~/utils/same-origin.server';
import { button } from '~/styles/ui.css';
import * as s from '~/components/auth-card.css';
import * as r from '~/components/register.css';

export const handle = { hideHeader: true };

type Mode = 'choice' | 'email' | 'mobileNum';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await loadSite(context, request);
  if (await getSignIn(request, site.brand.id)) throw redirect('/index');
  const byPhone = site.config.features.phonePasswordReset;
  const requested = new URL(request.url).searchParams.get('mode');
  // Without phone reset there is nothing to choose: straight to e-mail (site-spec §4).
  const mode: Mode = !byPhone ? 'email' : requested === 'email' || requested === 'mobileNum' ? requested : 'choice';
  const t = await getFixedT(site.language);
  return { title: t('forgot.title'), brandName: site.brand.name, mode, byPhone, countries: site.config.countries };
}

const EmailSchema = v.object({
  username: v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty('validation.required'), v.maxLength(60, 'validation.required')),
  email: v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty('validation.required'), v.email('validation.pattern.3'), v.maxLength(120, 'validation.pattern.3')),
});

type Result = { errors: Record<string, string>; values: Record<string, string>; smsSentSeconds?: number };

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request, context);
  const site = await loadSite(context, request);
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  const values = { username: form.username ?? '', email: form.email ?? '', mobileNum: form.mobileNum ?? '', countryDialingCode: form.countryDialingCode ?? '' };
  const fail = (errors: Record<string, string>, status = 400) => data<Result>({ errors, values }, { status });
  const client = platformForSite(site, context);
  try {
    if (form.mode === 'email') {
      const parsed = v.safeParse(EmailSchema, form);
      if (!parsed.success) return fail(fieldErrors(parsed.issues));
      await client.call('forgotByEmail', v.unknown(), { body: parsed.output });
      const session = await getSession(request);
      session.flash('notice', 'forgot.emailSent');
      return redirect('/login', { headers: { 'Set-Cookie': await commitSession(session) } });
    }
    if (!site.config.features.phonePasswordReset) throw new Response('Not Found', { status: 404 });
    const mobile = v.safeParse(fieldSchema(ruleFor(site.config.registerRules, 'mobileNum'), { forceRequired: true })!, form.mobileNum ?? '');
    if (!mobile.success) return fail({ mobileNum: 'auth.errors.phoneInvalid' });
    if (form.intent === 'sendCode') {
      if (!rateLimits().smsSends.take(`${site.brand.id}:${context.clientIp}`)) return fail({ verificationCode: 'auth.errors.tooManyRequests' }, 429);
      const started = Date.now();
      const sent = await client.call('loginSms', SmsSentSchema, { body: { mobileNum: mobile.output, countryDialingCode: form.countryDialingCode, purpose: 'reset' } });
      return data<Result>({ errors: {}, values, smsSentSeconds: smsCountdownSeconds(sent.expiredMinutes, Date.now() - started) });
    }
    const code = String(form.verificationCode ?? '').trim();
    if (!/^\d{4,8}$/.test(code)) return fail({ verificationCode: 'validation.smsCode' });
    const passwordRule = ruleFor(site.config.registerRules, 'password')!;
    const password = v.safeParse(fieldSchema(passwordRule, { forceRequired: true })!, form.newPassword ?? '');
    if (!password.success) return fail({ newPassword: password.issues[0].message });
    const reset = await client.call('resetByPhone', v.looseObject({ userName: v.string() }), {
      body: { mobileNum: mobile.output, verificationCode: code, newPassword: password.output },
    });
    // After a phone reset the player is logged in with the new password and lands on / (site-spec §4).
    const result = await login(site, context, request, { username: reset.userName, password: password.output, type: 'username', redirectTo: '/' });
    if (result instanceof Response) return result;
    return fail({ form: result.messageKey });
  } catch (error) {
    if (!isPlatformError(error) || error.kind !== 'rejected') throw error;
    const failure = failureOf(error);
    return fail({ [failure.field ?? 'form']: failure.messageKey });
  }
}

export const meta = pageMeta;

export default function ForgotPasswordPage() {
  const { mode, byPhone, countries } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation();
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const message = (field: string) => (errors[field] ? t(errors[field]!, { min: 6, max: 20 }) : null);
  return (
    <AuthCard title={t('forgot.title')} subtitle={t(`forgot.lead.${mode}`)}>
      {mode !== 'choice' && byPhone ? (
        <Link to="/forgotPassword" className={r.back}>
          ← {t('forgot.back')}
        </Link>
      ) : null}
      {mode === 'choice' ? (
        <div className={s.form}>
          <Link to="?mode=email" className={`${button.ghost} ${s.submit}`}>{t('forgot.byEmail')}</Link>
          <Link to="?mode=mobileNum" className={`${button.ghost} ${s.submit}`}>{t('forgot.byPhone')}</Link>
        </div>
      ) : null}
      {mode === 'email' ? (
        <Form method="post" className={s.form}>
          <input type="hidden" name="mode" value="email" />
          {errors.form ? <p className={s.formError} role="alert">{message('form')}</p> : null}
          <Field name="username" label={t('auth.username')} autoComplete="username" required maxLength={60} defaultValue={values.username} error={message('username')} />
          <Field name="email" type="email" label={t('register.fields.email')} autoComplete="email" required maxLength={120} defaultValue={values.email} error={message('email')} />
          <button type="submit" className={`${button.primary} ${s.submit}`} disabled={navigation.state !== 'idle'}>{t('forgot.sendLink')}</button>
        </Form>
      ) : null}
      {mode === 'mobileNum' ? (
        <Form method="post" className={s.form}>
          <input type="hidden" name="mode" value="mobileNum" />
          {errors.form ? <p className={s.formError} role="alert">{message('form')}</p> : null}
          <PhoneField countries={countries} label={t('register.fields.mobileNum')} error={message('mobileNum')} defaultValue={values.mobileNum} defaultCountry={values.countryDialingCode} />
          <SmsCodeField error={message('verificationCode')} sentSeconds={result?.smsSentSeconds} />
          <Field name="newPassword" type="password" label={t('password.new')} autoComplete="new-password" required maxLength={100} error={message('newPassword')} />
          <button type="submit" name="intent" value="reset" className={`${button.primary} ${s.submit}`} disabled={navigation.state !== 'idle'}>{t('forgot.reset')}</button>
        </Form>
      ) : null}
    </AuthCard>
  );
}
