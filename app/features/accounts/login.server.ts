import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { notFound } from '~/lib/responses';
import { readForm } from '~/lib/form.server';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { getFixedT } from '~/i18n/i18n.server';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { SmsSentSchema } from '~/platform-client/schemas/member';
import { freePlay, login, sendVerifyCode, smsSendFailure, verifyLogin, warmSealingKey } from './auth.server';
import { geetestAnswer, geetestChallenge, issuedChallenge } from './geetest.server';
import { loginFailureKeys, rateLimits } from '~/request/limits.server';
import { smsCountdownSeconds } from './register-plan';
import { helpOrganisations } from '~/features/member/responsible-gaming/responsible-gaming.server';
import { brandTime } from '~/lib/brand-time.server';
import { commitSession } from '~/request/session/session.server';

export const LoginSchema = formFields(
  {
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
  },
  'auth.errors.required',
);

export async function loginLoader({ request, context }: LoaderFunctionArgs) {
  const site = await context.site();
  const redirectTo = safeRedirectPath(new URL(request.url).searchParams.get('redirectTo'), '/index');
  if (await context.signIn()) throw redirect(redirectTo);
  warmSealingKey(context);
  const t = await getFixedT(site.language);
  const { features } = site.config;
  // A break just taken on the responsible-gaming page: said once, here, with its end and where to find help.
  const session = await context.session();
  const justTaken = session.get('rgBreak');
  const geetest = await geetestChallenge(context);
  const headers = justTaken || issuedChallenge(geetest) ? { 'Set-Cookie': await commitSession(session) } : undefined;
  return data(
    {
      geetest,
      rgBreak: justTaken ? breakNotice(justTaken, site.brand.timeZone) : null,
      help: helpOrganisations(site.brand, site.language),
      title: t('routes.login'),
      brandName: site.brand.name,
      smsLogin: features.smsLogin,
      countries: site.config.countries,
      freePlay: features.freePlay,
      canRegister: features.usernameRegistration || features.mobileRegistration,
    },
    { headers },
  );
}

/** A break as the login page states it: its kind and its end in the brand's time (null: permanent). */
const breakNotice = (b: { kind: 'TIMEOUT' | 'SELF_EXCLUSION'; endsAt: number | null }, zone: string): BreakNotice => ({
  kind: b.kind,
  until: b.endsAt === null ? null : brandTime(b.endsAt, zone),
});
type BreakNotice = { kind: 'TIMEOUT' | 'SELF_EXCLUSION'; until: string | null };

type Verify = { methods: string[]; mobile: string | null; email: string | null };
type ActionResult = {
  error: string;
  captchaRequired: boolean;
  username: string;
  field?: string;
  smsSentSeconds?: number;
  smsRefusal?: string;
  verify?: Verify;
  rgBreak?: BreakNotice;
};

export async function loginAction({ request, context }: ActionFunctionArgs) {
  const site = await context.site();
  const raw = await readForm(request);
  const parsed = v.safeParse(LoginSchema, raw);
  if (!parsed.success) return data<ActionResult>({ error: 'auth.errors.required', captchaRequired: false, username: '' }, { status: 400 });
  const form = parsed.output;
  // A filled honeypot is a bot: answer like a failed login and change nothing.
  if (form.website) return data<ActionResult>({ error: 'auth.errors.loginFailed', captchaRequired: false, username: form.username }, { status: 400 });
  const { loginFailures } = rateLimits();
  const failureKeys = loginFailureKeys(site.brand.id, context.clientIp, form.intent === 'login' ? form.username : '');
  if ((await Promise.all(failureKeys.map((key) => loginFailures.isOver(key)))).some(Boolean)) {
    return data<ActionResult>({ error: 'auth.errors.tooManyRequests', captchaRequired: false, username: form.username }, { status: 429 });
  }
  // A trial account is made per try: each spends the address's allowance like a failure would.
  if (form.intent === 'freeplay') await loginFailures.record(failureKeys[0]!);
  if (form.intent === 'freeplay') {
    if (!site.config.features.freePlay) throw notFound();
    const result = await freePlay(context);
    if (result instanceof Response) return result;
    return data<ActionResult>({ error: result.messageKey, captchaRequired: false, username: '' }, { status: 400 });
  }
  if (form.intent === 'verify' || form.intent === 'sendVerifyCode') {
    const verify: Verify = { methods: form.methods.split(',').filter(Boolean), mobile: form.mobileHint || null, email: form.emailHint || null };
    if (form.intent === 'sendVerifyCode') {
      // A code sent is a message someone pays for and a guess offered: it spends the address's send allowance.
      const bySms = form.method !== 'EMAIL';
      if (!(await rateLimits().smsSends.take(`${site.brand.id}:${context.clientIp}`))) {
        return data<ActionResult>(
          {
            error: bySms ? '' : 'auth.errors.tooManyRequests',
            smsRefusal: bySms ? 'auth.errors.tooManyRequests' : undefined,
            captchaRequired: false,
            username: '',
            verify,
          },
          { status: 429 },
        );
      }
      const sent = await sendVerifyCode(context, bySms ? 'SMS' : 'EMAIL');
      if ('seconds' in sent) return data<ActionResult>({ error: '', captchaRequired: false, username: '', verify, smsSentSeconds: sent.seconds });
      return data<ActionResult>(
        { error: sent.messageKey, smsRefusal: 'smsRefusal' in sent ? sent.smsRefusal : undefined, captchaRequired: false, username: '', verify },
        { status: sent.status },
      );
    }
    if (!form.code) return data<ActionResult>({ error: 'validation.required', captchaRequired: false, username: '', verify }, { status: 400 });
    const result = await verifyLogin(context, {
      method: form.method,
      code: form.code,
      redirectTo: form.redirectTo,
      userAgent: request.headers.get('User-Agent'),
    });
    if (result instanceof Response) return result;
    if (result.status === 400) await loginFailures.record(failureKeys[0]!);
    return data<ActionResult>({ error: result.messageKey, captchaRequired: false, username: '', verify }, { status: 400 });
  }
  if (form.intent === 'sendCode') {
    if (!site.config.features.smsLogin) throw notFound();
    if (!/^\d{6,15}$/.test(form.username))
      return data<ActionResult>({ error: 'auth.errors.phoneInvalid', captchaRequired: false, username: form.username }, { status: 400 });
    if (!(await rateLimits().smsSends.take(`${site.brand.id}:${context.clientIp}`)))
      return data<ActionResult>({ error: '', smsRefusal: 'auth.errors.tooManyRequests', captchaRequired: false, username: form.username }, { status: 429 });
    try {
      const started = Date.now();
      const sent = await (
        await context.guestPlatform()
      ).call('loginSms', SmsSentSchema, { body: { mobileNum: form.username, countryDialingCode: form.countryDialingCode, purpose: 'login' } });
      return data<ActionResult>({
        error: '',
        captchaRequired: false,
        username: form.username,
        smsSentSeconds: smsCountdownSeconds(sent.expiredMinutes, Date.now() - started),
      });
    } catch (error) {
      const failure = smsSendFailure(error);
      return data<ActionResult>({ error: '', smsRefusal: failure.smsRefusal, captchaRequired: false, username: form.username }, { status: failure.status });
    }
  }
  if (!form.username || !form.password) {
    return data<ActionResult>({ error: 'auth.errors.required', captchaRequired: false, username: form.username }, { status: 400 });
  }
  const result = await login(context, {
    ...form,
    geetest: await geetestAnswer(context, raw),
    type: form.type === 'sms' && site.config.features.smsLogin ? 'sms' : 'username',
    agentOnly: form.as === 'agent',
    userAgent: request.headers.get('User-Agent'),
    // The agent login lands in the agent centre unless it was asked to go elsewhere.
    redirectTo: form.as === 'agent' && form.redirectTo === '/index' ? '/agent' : form.redirectTo,
  });
  if (result instanceof Response) return result;
  // A refusal counts against the address and the account; an outage (503) or a second-step request does not.
  if (result.status === 400 && !result.verify) await Promise.all(failureKeys.map((key) => loginFailures.record(key)));
  return data<ActionResult>(
    {
      error: result.verify ? '' : result.messageKey,
      captchaRequired: result.captchaRequired,
      username: form.username,
      field: result.field,
      verify: result.verify,
      rgBreak: result.rgBreak ? breakNotice(result.rgBreak, site.brand.timeZone) : undefined,
    },
    { status: result.verify ? 200 : result.status, headers: result.setCookie ? { 'Set-Cookie': result.setCookie } : undefined },
  );
}
