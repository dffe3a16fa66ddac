import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { failureOf, freePlay, login, sendVerifyCode, verifyLogin } from '~/accounts/auth.server';
import { VerifyStep } from '~/components/verify-step';
import { smsCountdownSeconds } from '~/accounts/register-form';
import { PhoneField } from '~/components/forms/phone-field';
import { SmsCodeField } from '~/components/forms/sms-code-field';
import { isPlatformError } from '~/platform/errors';
import { SmsSentSchema } from '~/platform/schemas/member';
import { platformForSite } from '~/platform/site-client.server';
import * as r from '~/components/register.css';
import { AuthCard } from '~/components/auth-card';
import { Field, Honeypot } from '~/components/forms/field';
import { getFixedT } from '~/i18n/i18n.server';
import { getSignIn } from '~/session/session.server';
import { pageMeta } from '~/site/page-route';
import { requireRouteEnabled } from '~/site/site.server';
import { rateLimits } from '~/accounts/limits.server';
import { safeRedirectPath } from '~/utils/safe-redirect';
import { requireSameOrigin } from '~/utils/same-origin.server';
import { button } from '~/styles/ui.css';
import * as s from '~/components/auth-card.css';

export const handle = { hideHeader: true };

const LoginSchema = v.object({
  intent: v.optional(v.picklist(['login', 'freeplay', 'sendCode', 'verify', 'sendVerifyCode']), 'login'),
  method: v.optional(v.picklist(['SMS', 'EMAIL', 'GOOGLE', 'BANK']), 'SMS'),
  code: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120)), ''),
  methods: v.optional(v.pipe(v.string(), v.regex(/^[A-Z,]{0,30}$/)), ''),
  mobileHint: v.optional(v.pipe(v.string(), v.maxLength(20)), ''),
  emailHint: v.optional(v.pipe(v.string(), v.maxLength(120)), ''),
  countryDialingCode: v.optional(v.pipe(v.string(), v.regex(/^\+?\d{0,4}$/)), ''),
  type: v.optional(v.picklist(['username', 'sms']), 'username'),
  username: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60)), ''),
  password: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
  captcha: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(10)), ''),
  redirectTo: v.optional(v.string(), '/index'),
  as: v.optional(v.picklist(['member', 'agent']), 'member'),
  website: v.optional(v.string(), ''),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await requireRouteEnabled(context, request);
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), '/index');
  if (await getSignIn(request, site.brand.id)) throw redirect(redirectTo);
  const t = await getFixedT(site.language);
  const { features } = site.config;
  return {
    title: t('routes.login'),
    brandName: site.brand.name,
    smsLogin: features.smsLogin,
    countries: site.config.countries,
    freePlay: features.freePlay,
    canRegister: features.usernameRegistration || features.mobileRegistration,
  };
}

type Verify = { methods: string[]; mobile: string | null; email: string | null };
type ActionResult = { error: string; captchaRequired: boolean; username: string; field?: string; smsSentSeconds?: number; verify?: Verify };

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request, context);
  const site = await requireRouteEnabled(context, request);
  const parsed = v.safeParse(LoginSchema, Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<ActionResult>({ error: 'auth.errors.required', captchaRequired: false, username: '' }, { status: 400 });
  const form = parsed.output;
  // A filled honeypot is a bot: answer like a failed login and change nothing.
  if (form.website) return data<ActionResult>({ error: 'auth.errors.loginFailed', captchaRequired: false, username: form.username }, { status: 400 });
  if (!rateLimits().loginAttempts.take(`${site.brand.id}:${context.clientIp}`)) {
    return data<ActionResult>({ error: 'auth.errors.tooManyRequests', captchaRequired: false, username: form.username }, { status: 429 });
  }
  if (form.intent === 'freeplay') {
    if (!site.config.features.freePlay) throw new Response('Not Found', { status: 404 });
    const result = await freePlay(site, context, request);
    if (result instanceof Response) return result;
    return data<ActionResult>({ error: result.messageKey, captchaRequired: false, username: '' }, { status: 400 });
  }
  if (form.intent === 'verify' || form.intent === 'sendVerifyCode') {
    const verify: Verify = { methods: form.methods.split(',').filter(Boolean), mobile: form.mobileHint || null, email: form.emailHint || null };
    if (form.intent === 'sendVerifyCode') {
      const sent = await sendVerifyCode(site, context, request, form.method === 'EMAIL' ? 'EMAIL' : 'SMS');
      if ('seconds' in sent) return data<ActionResult>({ error: '', captchaRequired: false, username: '', verify, smsSentSeconds: sent.seconds });
      return data<ActionResult>({ error: sent.messageKey, captchaRequired: false, username: '', verify }, { status: 400 });
    }
    if (!form.code) return data<ActionResult>({ error: 'validation.required', captchaRequired: false, username: '', verify }, { status: 400 });
    const result = await verifyLogin(site, context, request, { method: form.method, code: form.code, redirectTo: form.redirectTo });
    if (result instanceof Response) return result;
    return data<ActionResult>({ error: result.messageKey, captchaRequired: false, username: '', verify }, { status: 400 });
  }
  if (form.intent === 'sendCode') {
    if (!site.config.features.smsLogin) throw new Response('Not Found', { status: 404 });
    if (!/^\d{6,15}$/.test(form.username)) return data<ActionResult>({ error: 'auth.errors.phoneInvalid', captchaRequired: false, username: form.username }, { status: 400 });
    if (!rateLimits().smsSends.take(`${site.brand.id}:${context.clientIp}`)) return data<ActionResult>({ error: 'auth.errors.tooManyRequests', captchaRequired: false, username: form.username }, { status: 429 });
    try {
      const started = Date.now();
      const sent = await platformForSite(site, context).call('loginSms', SmsSentSchema, { body: { mobileNum: form.username, countryDialingCode: form.countryDialingCode, purpose: 'login' } });
      return data<ActionResult>({ error: '', captchaRequired: false, username: form.username, smsSentSeconds: smsCountdownSeconds(sent.expiredMinutes, Date.now() - started) });
    } catch (error) {
      if (!isPlatformError(error) || error.kind !== 'rejected') throw error;
      return data<ActionResult>({ error: failureOf(error).messageKey, captchaRequired: false, username: form.username }, { status: 400 });
    }
  }
  if (!form.username || !form.password) {
    return data<ActionResult>({ error: 'auth.errors.required', captchaRequired: false, username: form.username }, { status: 400 });
  }
  const result = await login(site, context, request, {
    ...form,
    type: form.type === 'sms' && site.config.features.smsLogin ? 'sms' : 'username',
    agentOnly: form.as === 'agent',
  });
  if (result instanceof Response) return result;
  return data<ActionResult>(
    { error: result.verify ? '' : result.messageKey, captchaRequired: result.captchaRequired, username: form.username, field: result.field, verify: result.verify },
    { status: result.verify ? 200 : 400, headers: result.setCookie ? { 'Set-Cookie': result.setCookie } : undefined },
  );
}

export const meta = pageMeta;

export default function LoginPage() {
  const { brandName, freePlay: canFreePlay, canRegister, smsLogin, countries } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const [captchaNonce, setCaptchaNonce] = useState(0);
  // Each answer uses up its image on the platform: every submission shows a new one.
  useEffect(() => setCaptchaNonce((n) => n + 1), [result]);
  const busy = navigation.state !== 'idle' && navigation.formAction?.startsWith('/login');
  const redirectTo = params.get('redirectTo') ?? '/index';
  const showCaptcha = result?.captchaRequired;
  const asAgent = params.get('as') === 'agent';
  const tab = smsLogin && !asAgent && params.get('tab') === 'sms' ? 'sms' : 'username';
  const tabLink = (name: string) => `?${new URLSearchParams({ ...Object.fromEntries(params), tab: name })}`;
  if (result?.verify) {
    return (
      <AuthCard title={t('verify.title')} subtitle={t('verify.lead')}>
        <VerifyStep verify={result.verify} error={result.error ? t(result.error) : null} smsSentSeconds={result.smsSentSeconds} redirectTo={redirectTo} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={asAgent ? t('auth.agentTitle') : t('auth.title')} subtitle={t('auth.subtitle', { brand: brandName })}>
      {smsLogin && !asAgent ? (
        <nav className={r.tabs} aria-label={t('auth.title')}>
          <Link to={tabLink('username')} replace className={r.tab} aria-current={tab === 'username' ? 'page' : undefined}>{t('auth.tabPassword')}</Link>
          <Link to={tabLink('sms')} replace className={r.tab} aria-current={tab === 'sms' ? 'page' : undefined}>{t('auth.tabSms')}</Link>
        </nav>
      ) : null}
      <Form method="post" className={s.form} noValidate={false}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="type" value={tab} />
        <input type="hidden" name="as" value={asAgent ? 'agent' : 'member'} />
        <Honeypot />
        {result?.error ? (
          <p className={s.formError} role="alert">
            {t(result.error)}
          </p>
        ) : null}
        {tab === 'sms' ? (
          <>
            <PhoneField countries={countries} name="username" label={t('auth.mobile')} defaultValue={result?.username} />
            <SmsCodeField error={null} sentSeconds={result?.smsSentSeconds} name="password" />
          </>
        ) : (
          <>
            <Field name="username" label={t('auth.username')} autoComplete="username" required maxLength={60} defaultValue={result?.username} autoFocus />
            <Field name="password" label={t('auth.password')} type="password" autoComplete="current-password" required maxLength={100} />
          </>
        )}
        {showCaptcha ? (
          <Field
            name="captcha"
            label={t('auth.captcha')}
            required
            maxLength={10}
            autoComplete="off"
            inputMode="text"
            addon={
              <button type="button" className={s.captchaButton} onClick={() => setCaptchaNonce((n) => n + 1)} title={t('auth.newCaptcha')}>
                <img src={`/action/captcha?n=${captchaNonce}`} alt={t('auth.captchaImage')} width={120} height={44} />
              </button>
            }
          />
        ) : null}
        <Link to="/forgotPassword" className={s.forgot}>{t('auth.forgot')}</Link>
        <button type="submit" name="intent" value="login" className={`${button.primary} ${s.submit}`} disabled={busy}>
          {busy ? t('auth.submitting') : t('auth.submit')}
        </button>
      </Form>
      {canFreePlay && !asAgent ? (
        <Form method="post" className={s.alt}>
          <span className={s.or}>{t('auth.or')}</span>
          <button type="submit" name="intent" value="freeplay" className={`${button.ghost} ${s.submit}`}>
            {t('auth.freePlay')}
          </button>
          <p className={s.muted}>{t('auth.freePlayHint')}</p>
        </Form>
      ) : null}
      <p className={s.footer}>
        {asAgent ? <Link to="/login">{t('auth.memberLogin')}</Link> : <Link to="/login?as=agent">{t('auth.agentLogin')}</Link>}
      </p>
      {canRegister && !asAgent ? (
        <p className={s.footer}>
          {t('auth.noAccount')} <Link to="/register">{t('auth.createAccount')}</Link>
        </p>
      ) : null}
    </AuthCard>
  );
}
