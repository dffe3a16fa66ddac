import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { failureOf, startSignIn } from '~/accounts/auth.server';
import { roleOf } from '~/accounts/profile';
import { fieldSchema } from '~/accounts/register-rules';
import { fieldErrors, registerModes, registerPlan, registerSchema, ruleFor, smsCountdownSeconds, type RegisterMode } from '~/accounts/register-form';
import { AuthCard } from '~/components/auth-card';
import { Field, Honeypot } from '~/components/forms/field';
import { PhoneField } from '~/components/forms/phone-field';
import { SmsCodeField } from '~/components/forms/sms-code-field';
import { getFixedT } from '~/i18n/i18n.server';
import { isPlatformError } from '~/platform/errors';
import { LoginValueSchema, SmsSentSchema } from '~/platform/schemas/member';
import { platformForSite } from '~/platform/site-client.server';
import type { RegRules } from '~/platform/schemas/system';
import { commitSession, getSession, getSignIn } from '~/session/session.server';
import { pageMeta } from '~/site/page-route';
import { requireRouteEnabled, type Site } from '~/site/site.server';
import { rateLimits } from '~/accounts/limits.server';
import { requireSameOrigin } from '~/utils/same-origin.server';
import { button } from '~/styles/ui.css';
import * as s from '~/components/auth-card.css';
import * as r from '~/components/register.css';

export const handle = { hideHeader: true };

function modeFor(site: Site, requested: string | null): RegisterMode {
  const modes = registerModes(site.config.features);
  return modes.find((m) => m === requested) ?? modes[0]!;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const site = await requireRouteEnabled(context, request);
  // Trial players may register a real account; real members have nothing to do here.
  const signIn = await getSignIn(request, site.brand.id);
  if (signIn && !roleOf(signIn.profile.type, site.brand).isTrial) throw redirect('/index');
  const url = new URL(request.url);
  const t = await getFixedT(site.language);
  const { features, registerRules, countries } = site.config;
  return {
    title: t('routes.register'),
    brandName: site.brand.name,
    modes: registerModes(features),
    mode: modeFor(site, url.searchParams.get('mode')),
    rules: registerRules,
    features: {
      mobilePasswordRegistration: features.mobilePasswordRegistration,
      registerSmsVerification: features.registerSmsVerification,
      captcha: features.captcha,
      affiliate: features.affiliate,
    },
    countries,
    // Affiliate and referral codes travel in the link an agent or a friend shared (platform-api.md §5).
    affiliateCode: url.searchParams.get('affiliateCode') ?? '',
    referralCode: url.searchParams.get('referralCode') ?? url.searchParams.get('r') ?? '',
  };
}

type RegisterResult = { errors: Record<string, string>; values: Record<string, string>; smsSentSeconds?: number; captchaRefresh?: boolean };

export async function action({ request, context }: ActionFunctionArgs) {
  requireSameOrigin(request, context);
  const site = await requireRouteEnabled(context, request);
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  const values = Object.fromEntries(Object.entries(form).filter(([k]) => !/password|pwd|captcha|website/i.test(k)));
  const fail = (errors: Record<string, string>, status = 400, extra: Partial<RegisterResult> = {}) => data<RegisterResult>({ errors, values, ...extra }, { status });
  if (typeof form.website === 'string' && form.website !== '') return fail({ form: 'auth.errors.fieldInvalid' });
  const mode = modeFor(site, form.mode ?? null);
  const plan = registerPlan(mode, site.config.registerRules, site.config.features);
  const client = platformForSite(site, context);
  const session = await getSession(request);

  if (form.intent === 'sendCode') {
    const mobile = String(form.mobileNum ?? '').trim();
    if (!v.safeParse(fieldSchema(ruleFor(site.config.registerRules, 'mobileNum'), { forceRequired: true })!, mobile).success) return fail({ mobileNum: 'auth.errors.phoneInvalid' });
    if (!rateLimits().smsSends.take(`${site.brand.id}:${context.clientIp}`)) return fail({ verificationCode: 'auth.errors.tooManyRequests' }, 429);
    try {
      const started = Date.now();
      const sent = await client.call('registerSms', SmsSentSchema, { body: { countryDialingCode: form.countryDialingCode, mobileNo: mobile } });
      return data<RegisterResult>({ errors: {}, values, smsSentSeconds: smsCountdownSeconds(sent.expiredMinutes, Date.now() - started) });
    } catch (error) {
      if (!isPlatformError(error) || error.kind !== 'rejected') throw error;
      return fail({ verificationCode: failureOf(error).messageKey });
    }
  }

  const parsed = v.safeParse(registerSchema(plan, site.config.registerRules), form);
  if (!parsed.success) return fail(fieldErrors(parsed.issues));
  const input = parsed.output as Record<string, string>;
  try {
    if (input.affiliateCode && site.config.features.affiliate) {
      await client.call('affiliate', v.unknown(), { query: { code: input.affiliateCode, domain: context.site.host } }).catch((error: unknown) => {
        if (isPlatformError(error) && error.kind === 'rejected') throw Object.assign(error, { field: 'affiliateCode' });
        throw error;
      });
    }
    const { age: _age, terms: _terms, ...fields } = input;
    const payload = {
      ...fields,
      confirmPassword: fields.password,
      mobileNum: mode === 'mobile' ? fields.mobileNum : undefined,
      countryDialingCode: fields.countryDialingCode?.replace(/^\+/, ''),
      registerUrl: request.url,
      domain: context.site.host,
      registerMethod: 'WEB',
      login: true,
    };
    const value = await client.call(mode === 'mobile' ? 'registerMobile' : 'registerUsername', LoginValueSchema, { body: payload, cookie: session.get('platformCookie') });
    session.unset('platformCookie');
    await startSignIn(site, context, session, value);
  } catch (error) {
    if (!isPlatformError(error) || error.kind !== 'rejected') throw error;
    const failure = failureOf(error);
    const field = (error as { field?: string }).field ?? failure.field ?? 'form';
    // A field the form does not show (the platform's rules changed meanwhile) reports at the top.
    const shown = [mode === 'mobile' ? 'mobileNum' : 'username', 'captcha', 'affiliateCode', ...(plan.needsPassword ? ['password'] : []), ...(plan.needsSmsCode ? ['verificationCode'] : []), ...plan.optional];
    return fail({ [shown.includes(field) ? field : 'form']: failure.messageKey }, 400, { captchaRefresh: true });
  }
  // A successful registration logs the player in (site-spec §5).
  return redirect('/index', { headers: { 'Set-Cookie': await commitSession(session) } });
}

export const meta = pageMeta;

const LABELS: Record<string, string> = {
  username: 'register.fields.username', mobileNum: 'register.fields.mobileNum', password: 'register.fields.password', verifyPwd: 'register.fields.verifyPwd',
  email: 'register.fields.email', nickname: 'register.fields.nickname', payeeName: 'register.fields.payeeName', paymentPassword: 'register.fields.paymentPassword',
  qqNum: 'register.fields.qqNum', whatsapp: 'register.fields.whatsapp', facebook: 'register.fields.facebook', zalo: 'register.fields.zalo', line: 'register.fields.line',
  wechat: 'register.fields.wechat', idNumber: 'register.fields.idNumber', birthday: 'register.fields.birthday', recommenderId: 'register.fields.recommenderId',
  affiliateCode: 'register.fields.affiliateCode', captcha: 'auth.captcha', verificationCode: 'auth.smsCode',
};

export default function RegisterPage() {
  const loaderData = useLoaderData<typeof loader>();
  const { modes, rules, features, countries, affiliateCode, referralCode, brandName } = loaderData;
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const mode = (modes as RegisterMode[]).find((m) => m === params.get('mode')) ?? loaderData.mode;
  const plan = registerPlan(mode, rules as RegRules, features);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [captchaNonce, setCaptchaNonce] = useState(0);
  // Each answer uses up its image on the platform: every submission shows a new one.
  useEffect(() => setCaptchaNonce((n) => n + 1), [result]);
  const errors = clientErrors ?? result?.errors ?? {};
  const values = result?.values ?? {};
  const message = (field: string) => {
    const key = errors[field];
    if (!key) return null;
    const rule = ruleFor(rules as RegRules, field === 'verifyPwd' ? 'password' : field);
    return t(key, { min: rule?.minLength, max: rule?.maxLength });
  };

  // The same rule-built schema as the server, before the round trip.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'sendCode') return;
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const parsed = v.safeParse(registerSchema(plan, rules as RegRules), form);
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(fieldErrors(parsed.issues));
    } else setClientErrors(null);
  };

  const field = (name: string, props: Partial<Parameters<typeof Field>[0]> = {}) => {
    const rule = ruleFor(rules as RegRules, name);
    return (
      <Field
        key={name}
        name={name}
        label={t(LABELS[name] ?? name)}
        required={rule?.required}
        maxLength={rule?.maxLength}
        defaultValue={values[name]}
        error={message(name)}
        {...props}
      />
    );
  };

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle', { brand: brandName })}>
      {modes.length > 1 ? (
        <nav className={r.tabs} aria-label={t('register.how')}>
          {(modes as RegisterMode[]).map((m) => (
            <Link key={m} to={`?${new URLSearchParams({ ...Object.fromEntries(params), mode: m })}`} replace className={r.tab} aria-current={m === mode ? 'page' : undefined}>
              {t(`register.mode.${m}`)}
            </Link>
          ))}
        </nav>
      ) : null}
      <Form method="post" className={s.form} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="mode" value={mode} />
        <input type="hidden" name="referralCode" value={referralCode} />
        {!plan.showAffiliate ? <input type="hidden" name="affiliateCode" value={affiliateCode} /> : null}
        <Honeypot />
        {errors.form ? <p className={s.formError} role="alert">{message('form')}</p> : null}
        {mode === 'username' ? field('username', { autoComplete: 'username', autoFocus: true }) : null}
        {mode === 'mobile' ? (
          <PhoneField countries={countries} label={t('register.fields.mobileNum')} error={message('mobileNum')} defaultValue={values.mobileNum} defaultCountry={values.countryDialingCode} autoFocus />
        ) : null}
        {plan.needsSmsCode ? <SmsCodeField error={message('verificationCode')} sentSeconds={result?.smsSentSeconds} /> : null}
        {plan.needsPassword ? field('password', { type: 'password', autoComplete: 'new-password' }) : null}
        {plan.needsPassword ? field('verifyPwd', { type: 'password', autoComplete: 'new-password', required: true }) : null}
        {plan.optional.map((name) => field(name, name === 'email' ? { type: 'email', autoComplete: 'email' } : name === 'birthday' ? { placeholder: 'yyyy-MM-dd' } : name === 'paymentPassword' ? { type: 'password', inputMode: 'numeric' } : {}))}
        {plan.showAffiliate ? field('affiliateCode', { defaultValue: values.affiliateCode ?? affiliateCode, required: false }) : null}
        {plan.needsCaptcha
          ? field('captcha', {
              required: true,
              autoComplete: 'off',
              addon: (
                <button type="button" className={s.captchaButton} onClick={() => setCaptchaNonce((n) => n + 1)} title={t('auth.newCaptcha')}>
                  <img src={`/action/captcha?n=${captchaNonce}`} alt={t('auth.captchaImage')} width={120} height={44} />
                </button>
              ),
            })
          : null}
        <label className={r.check}>
          <input type="checkbox" name="age" required aria-invalid={errors.age ? true : undefined} /> {t('register.age')}
        </label>
        {errors.age ? <p className={r.checkError} role="alert">{t(errors.age)}</p> : null}
        <label className={r.check}>
          <input type="checkbox" name="terms" required aria-invalid={errors.terms ? true : undefined} /> {t('register.terms')} <Link to="/help#term">{t('register.termsLink')}</Link>
        </label>
        {errors.terms ? <p className={r.checkError} role="alert">{t(errors.terms)}</p> : null}
        <button type="submit" name="intent" value="register" className={`${button.primary} ${s.submit}`} disabled={navigation.state === 'submitting'}>
          {t('register.submit')}
        </button>
      </Form>
      <p className={s.footer}>
        {t('register.haveAccount')} <Link to="/login">{t('auth.submit')}</Link>
      </p>
    </AuthCard>
  );
}
