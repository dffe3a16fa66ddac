import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { notFound } from '~/lib/responses';
import { echoValues, readForm } from '~/lib/form.server';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { getFixedT } from '~/i18n/i18n.server';
import { SmsSentSchema } from '~/platform-client/schemas/member';
import { commitSession } from '~/request/session/session.server';
import { formFailureOf, login, smsSendFailure } from './auth.server';
import { rateLimits } from '~/request/limits.server';
import { fieldErrors } from './register-form';
import { ruleFor, smsCountdownSeconds } from './register-plan';
import { fieldSchema } from '~/platform-client/register-rules';

type Mode = 'choice' | 'email' | 'mobileNum';

export async function forgotPasswordLoader({ request, context }: LoaderFunctionArgs) {
  const [site, signIn] = await Promise.all([context.site(), context.signIn()]);
  if (signIn) throw redirect('/index');
  const byPhone = site.config.features.phonePasswordReset;
  const requested = new URL(request.url).searchParams.get('mode');
  // Without phone reset there is nothing to choose: straight to e-mail.
  const mode: Mode = !byPhone ? 'email' : requested === 'email' || requested === 'mobileNum' ? requested : 'choice';
  const t = await getFixedT(site.language);
  return { title: t('forgot.title'), brandName: site.brand.name, mode, byPhone, countries: site.config.countries };
}

export const EmailSchema = formFields(
  {
    username: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.maxLength(60, 'validation.required')),
    email: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.email('validation.pattern.3'), v.maxLength(120, 'validation.pattern.3')),
  },
  'auth.errors.fieldInvalid',
);

type Result = { errors: Record<string, string>; values: Record<string, string>; smsSentSeconds?: number; smsRefusal?: string };

export async function forgotPasswordAction({ request, context }: ActionFunctionArgs) {
  const site = await context.site();
  const form = await readForm(request);
  const values = echoValues(form, (name) => ['username', 'email', 'mobileNum', 'countryDialingCode'].includes(name));
  const fail = (errors: Record<string, string>, status = 400) => data<Result>({ errors, values }, { status });
  const client = await context.guestPlatform();
  try {
    if (form.mode === 'email') {
      const parsed = v.safeParse(EmailSchema, form);
      if (!parsed.success) return fail(fieldErrors(parsed.issues));
      await client.call('forgotByEmail', v.unknown(), { body: parsed.output });
      const session = await context.session();
      session.flash('notice', 'forgot.emailSent');
      return redirect('/login', { headers: { 'Set-Cookie': await commitSession(session) } });
    }
    if (!site.config.features.phonePasswordReset) throw notFound();
    const mobile = v.safeParse(fieldSchema(ruleFor(site.config.registerRules, 'mobileNum'), { forceRequired: true })!, form.mobileNum ?? '');
    if (!mobile.success) return fail({ mobileNum: 'auth.errors.phoneInvalid' });
    if (form.intent === 'sendCode') {
      if (!(await rateLimits().smsSends.take(`${site.brand.id}:${context.clientIp}`)))
        return data<Result>({ errors: {}, values, smsRefusal: 'auth.errors.tooManyRequests' }, { status: 429 });
      const started = Date.now();
      try {
        const sent = await client.call('loginSms', SmsSentSchema, {
          body: { mobileNum: mobile.output, countryDialingCode: form.countryDialingCode, purpose: 'reset' },
        });
        return data<Result>({ errors: {}, values, smsSentSeconds: smsCountdownSeconds(sent.expiredMinutes, Date.now() - started) });
      } catch (error) {
        const failure = smsSendFailure(error);
        return data<Result>({ errors: {}, values, smsRefusal: failure.smsRefusal }, { status: failure.status });
      }
    }
    const code = String(form.verificationCode ?? '').trim();
    if (!/^\d{4,8}$/.test(code)) return fail({ verificationCode: 'validation.smsCode' });
    const passwordRule = ruleFor(site.config.registerRules, 'password')!;
    const password = v.safeParse(fieldSchema(passwordRule, { forceRequired: true })!, form.newPassword ?? '');
    if (!password.success) return fail({ newPassword: password.issues[0].message });
    const reset = await client.call('resetByPhone', v.looseObject({ userName: v.string() }), {
      body: { mobileNum: mobile.output, verificationCode: code, newPassword: password.output },
    });
    // After a phone reset the player is logged in with the new password and lands on /.
    const result = await login(context, {
      username: reset.userName,
      password: password.output,
      type: 'username',
      redirectTo: '/',
      userAgent: request.headers.get('User-Agent'),
    });
    if (result instanceof Response) return result;
    return fail({ form: result.messageKey });
  } catch (error) {
    const failure = formFailureOf(error);
    return fail({ [failure.field ?? 'form']: failure.messageKey }, failure.status);
  }
}
