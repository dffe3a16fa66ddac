import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { echoValues, readForm } from '~/lib/form.server';
import * as v from 'valibot';
import { getFixedT } from '~/i18n/i18n.server';
import { isPlatformError } from '~/platform-client/errors';
import { LoginValueSchema, SmsSentSchema } from '~/platform-client/schemas/member';
import { commitSession } from '~/request/session/session.server';
import type { Site } from '~/request/site.server';
import { formFailureOf, smsSendFailure, startSignIn, warmSealingKey } from './auth.server';
import { geetestAnswer, geetestChallenge, issuedChallenge } from './geetest.server';
import { rateLimits } from '~/request/limits.server';
import { fieldErrors, registerSchema } from './register-form';
import { registerModes, registerPlan, ruleFor, smsCountdownSeconds, type RegisterMode } from './register-plan';
import { fieldSchema } from '~/platform-client/register-rules';

function modeFor(site: Site, requested: string | null): RegisterMode {
  const modes = registerModes(site.config.features);
  return modes.find((m) => m === requested) ?? modes[0]!;
}

export async function registerLoader({ request, context }: LoaderFunctionArgs) {
  const [site, signIn] = await Promise.all([context.site(), context.signIn()]);
  // Trial players may register a real account; real members have nothing to do here.
  if (signIn && !signIn.isTrial) throw redirect('/index');
  warmSealingKey(context);
  const url = new URL(request.url);
  const t = await getFixedT(site.language);
  const { features, registerRules, countries } = site.config;
  const geetest = await geetestChallenge(context);
  const headers = issuedChallenge(geetest) ? { 'Set-Cookie': await commitSession(await context.session()) } : undefined;
  return data(
    {
      geetest,
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
      // Affiliate and referral codes travel in the link an agent or a friend shared.
      affiliateCode: url.searchParams.get('affiliateCode') ?? '',
      referralCode: url.searchParams.get('referralCode') ?? url.searchParams.get('r') ?? '',
    },
    { headers },
  );
}

type RegisterResult = {
  errors: Record<string, string>;
  values: Record<string, string>;
  smsSentSeconds?: number;
  smsRefusal?: string;
  captchaRefresh?: boolean;
};

export async function registerAction({ request, context }: ActionFunctionArgs) {
  const site = await context.site();
  const form = await readForm(request);
  const values = echoValues(form, (name) => !/password|pwd|captcha|website/i.test(name));
  const fail = (errors: Record<string, string>, status = 400, extra: Partial<RegisterResult> = {}) =>
    data<RegisterResult>({ errors, values, ...extra }, { status });
  if (typeof form.website === 'string' && form.website !== '') return fail({ form: 'auth.errors.fieldInvalid' });
  const mode = modeFor(site, form.mode ?? null);
  const plan = registerPlan(mode, site.config.registerRules, site.config.features);
  const [client, session] = await Promise.all([context.guestPlatform(), context.session()]);

  if (form.intent === 'sendCode') {
    const mobile = String(form.mobileNum ?? '').trim();
    if (!v.safeParse(fieldSchema(ruleFor(site.config.registerRules, 'mobileNum'), { forceRequired: true })!, mobile).success)
      return fail({ mobileNum: 'auth.errors.phoneInvalid' });
    if (!(await rateLimits().smsSends.take(`${site.brand.id}:${context.clientIp}`))) return fail({}, 429, { smsRefusal: 'auth.errors.tooManyRequests' });
    try {
      const started = Date.now();
      const sent = await client.call('registerSms', SmsSentSchema, { body: { countryDialingCode: form.countryDialingCode, mobileNo: mobile } });
      return data<RegisterResult>({ errors: {}, values, smsSentSeconds: smsCountdownSeconds(sent.expiredMinutes, Date.now() - started) });
    } catch (error) {
      const failure = smsSendFailure(error);
      return fail({}, failure.status, { smsRefusal: failure.smsRefusal });
    }
  }

  const parsed = v.safeParse(registerSchema(plan, site.config.registerRules), form);
  if (!parsed.success) return fail(fieldErrors(parsed.issues));
  const input = parsed.output as Record<string, string>;
  try {
    if (input.affiliateCode && site.config.features.affiliate) {
      await client.call('affiliate', v.unknown(), { query: { code: input.affiliateCode, domain: context.host.host } }).catch((error: unknown) => {
        if (isPlatformError(error) && error.kind === 'rejected') throw Object.assign(error, { field: 'affiliateCode' });
        throw error;
      });
    }
    const { age: _age, terms: _terms, ...fields } = input;
    const payload = {
      ...(await geetestAnswer(context, form)),
      ...fields,
      confirmPassword: fields.password,
      mobileNum: mode === 'mobile' ? fields.mobileNum : undefined,
      countryDialingCode: fields.countryDialingCode?.replace(/^\+/, ''),
      registerUrl: request.url,
      domain: context.host.host,
      registerMethod: 'WEB',
      login: true,
    };
    const value = await client.call(mode === 'mobile' ? 'registerMobile' : 'registerUsername', LoginValueSchema, {
      body: payload,
      cookie: session.get('platformCookie'),
    });
    session.unset('platformCookie');
    await startSignIn(context, value, undefined, { justRegistered: true });
  } catch (error) {
    const failure = formFailureOf(error);
    const field = (error as { field?: string }).field ?? failure.field ?? 'form';
    // A field the form does not show (the platform's rules changed meanwhile) reports at the top.
    const shown = [
      mode === 'mobile' ? 'mobileNum' : 'username',
      'captcha',
      'affiliateCode',
      ...(plan.needsPassword ? ['password'] : []),
      ...(plan.needsSmsCode ? ['verificationCode'] : []),
      ...plan.optional,
    ];
    return fail({ [shown.includes(field) ? field : 'form']: failure.messageKey }, failure.status, { captchaRefresh: true });
  }
  // A successful registration logs the player in.
  return redirect('/index', { headers: { 'Set-Cookie': await commitSession(session) } });
}
