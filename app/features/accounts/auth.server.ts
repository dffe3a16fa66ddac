import { redirect, type AppLoadContext } from '@remix-run/node';
import * as v from 'valibot';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { freePlayEncryption } from '~/platform-client/crypto/envelope.server';
import { errorMessageKey, errorMessageParams, smsRefusalKey } from '~/platform-client/error-messages';
import { isPlatformError } from '~/platform-client/errors';
import { refusal } from '~/platform-client/refusal';
import { MemberIconSchema } from '~/platform-client/schemas/account';
import { ExclusionRefusalSchema } from '~/platform-client/schemas/responsible-gambling';
import type { PlatformClient } from '~/platform-client/client.server';
import {
  ConsolidatedSchema,
  LoginFailureValueSchema,
  LoginValueSchema,
  MemberInfoSchema,
  SmsSentSchema,
  type LoginValue,
  type MemberInfo,
} from '~/platform-client/schemas/member';
import { profileFromMember, roleOf } from '~/request/session/profile';
import { revokePlatformToken } from '~/request/session/revocations.server';
import { clearSignIn, commitSession, type AppSession } from '~/request/session/session.server';
import { getSessionStore } from '~/request/session/store.server';
import { DEFAULT_PASSWORD, passwordChangeRequired } from './password-change-rule';
import { smsCountdownSeconds } from './register-plan';

export type AuthFailure = {
  messageKey: string;
  /** Numbers the message names (a lock's minutes left). */
  params?: Record<string, number>;
  captchaRequired: boolean;
  field?: string;
  /** The platform wants a second proof (new address): the ways the player can give it. */
  verify?: { methods: string[]; mobile: string | null; email: string | null };
  /** A sign-in refused during a time-out or self-exclusion: which, and until when (null: permanent). */
  rgBreak?: { kind: 'TIMEOUT' | 'SELF_EXCLUSION'; endsAt: number | null };
  /** Set when the session changed (pending verification) and must be written back. */
  setCookie?: string;
  /** 503 when the platform could not answer (nothing changed; try again), else the form's 400. */
  status: 400 | 503;
};

/** What a form shows when the platform refused or could not answer; anything else (a session gone, a bug) is thrown on. */
export function formFailureOf(error: unknown): AuthFailure {
  const { key, status } = refusal(error, { codes: {} });
  // Sign-in forms answer every refusal with their 400: a refused sign-in tells nothing more about the account.
  return status === 503 ? { messageKey: key, captchaRequired: false, status } : failureOf(error);
}

/** A code the platform would not send: why (said in the warning dialog), and 503 when it could not answer. */
export function smsSendFailure(error: unknown): { smsRefusal: string; status: 400 | 503 } {
  return { smsRefusal: smsRefusalKey(error), status: formFailureOf(error).status };
}

/** What a sign-in records of the member: who (and so which role), any contract request waiting, the avatar. */
export type MemberAtSignIn = { info: MemberInfo; contracts: Record<string, number> | null; avatarUrl: string | null };

/**
 * Everything a sign-in asks the platform about the member, asked at once: one round trip after the
 * login, not one per question. The extras only a real account shows (a downline's contract request,
 * the avatar) go out beside the member info and are dropped for a trial account; `trial` says so up
 * front (free play) and skips them.
 */
export async function memberAtSignIn(context: AppLoadContext, token: string, options: { trial?: boolean } = {}): Promise<MemberAtSignIn> {
  const [site, client] = await Promise.all([context.site(), context.platformAs(token)]);
  const { features } = site.config;
  const contracts = features.agentPolicy && !options.trial ? settle(client.call('consolidated', ConsolidatedSchema)) : null;
  const avatar = features.avatar && !options.trial ? avatarOf(client) : null;
  const [info, flags, avatarUrl] = await Promise.all([client.call('memberInfo', MemberInfoSchema), contracts, avatar]);
  if (roleOf(info.type, site.brand).isTrial) return { info, contracts: null, avatarUrl: null };
  if (flags && !flags.ok) throw flags.error;
  return {
    info,
    contracts: flags ? Object.fromEntries(Object.entries(flags.value).map(([k, v]) => [k, Number(v) || 0])) : null,
    avatarUrl: avatarUrl ?? null,
  };
}

/** A call whose failure matters only once its answer is known to be needed. */
const settle = <T>(work: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> =>
  work.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

/** The sealed cookie session for a fresh token (member read at once when not given); the token never leaves the server. */
export async function startSignIn(
  context: AppLoadContext,
  login: LoginValue,
  known?: MemberAtSignIn,
  how: { usedDefaultPassword?: boolean; justRegistered?: boolean; trial?: boolean } = {},
) {
  const [site, session, member] = await Promise.all([context.site(), context.session(), known ?? memberAtSignIn(context, login.token, { trial: how.trial })]);
  const now = Date.now();
  session.set('token', login.token);
  session.set('brandId', site.brand.id);
  session.set('createdAt', now);
  session.set('lastSeenAt', now);
  const profile = profileFromMember(member.info);
  const role = roleOf(member.info.type, site.brand);
  // Every real account: a downline member may have a contract request waiting (the popup after login).
  if (member.contracts) profile.contracts = member.contracts;
  if (site.config.features.avatar && !role.isTrial) profile.avatarUrl = member.avatarUrl;
  session.set('profile', profile);
  session.set(
    'mustChangePassword',
    passwordChangeRequired(login, {
      forceOnExpiry: site.config.features.forcePasswordChange,
      usedDefaultPassword: Boolean(how.usedDefaultPassword),
      justRegistered: how.justRegistered,
      trial: role.isTrial,
    }),
  );
  session.set('firstLogin', Boolean(login.firstTimeLogin));
}

/**
 * The login and registration pages fetch the platform's RSA key (brand-wide, kept) while the visitor
 * fills the form, so sending it never waits a round trip for the key. Never waited for, never fails a page.
 */
export function warmSealingKey(context: AppLoadContext): void {
  void context
    .sharedPlatform()
    .then((client) => client.rsaModulus())
    .catch(() => undefined);
}

/** The visitor's browser, forwarded on logins so the player's login history can name the device (like X-Forwarded-For names the address). */
const visitorAgent = (userAgent: string | null | undefined): Record<string, string> => {
  const agent = (userAgent ?? '').replace(/[^\x20-\x7e]/g, '').slice(0, 300);
  return agent ? { 'User-Agent': agent } : {};
};

/** The header's avatar at sign-in; without one (or when the platform cannot say) the default shows. */
async function avatarOf(client: PlatformClient): Promise<string | null> {
  try {
    return (await client.call('memberIcon', MemberIconSchema)).url;
  } catch (error) {
    if (isPlatformError(error)) return null;
    throw error;
  }
}

export function failureOf(error: unknown): AuthFailure {
  const value = isPlatformError(error) ? v.safeParse(LoginFailureValueSchema, error.details.value) : null;
  const extra = value?.success ? value.output : null;
  const code = isPlatformError(error) ? error.details.errorCode : null;
  const rgBreak =
    isPlatformError(error) && (code === 'rg.timeout.active' || code === 'rg.self.excluded') ? v.safeParse(ExclusionRefusalSchema, error.details.value) : null;
  return {
    messageKey: errorMessageKey(error),
    params: errorMessageParams(error),
    rgBreak: rgBreak?.success ? rgBreak.output : undefined,
    captchaRequired: Boolean(extra?.captcha) || code === 'captcha.invalid' || code === 'login.captcha.required',
    field: extra?.field,
    verify:
      code === 'login_verify_required' && extra?.methods ? { methods: extra.methods, mobile: extra.mobile ?? null, email: extra.email ?? null } : undefined,
    status: 400,
  };
}

/** Password (or SMS code) login. Returns a redirect with the session cookie, or why it failed. */
export async function login(
  context: AppLoadContext,
  input: {
    username: string;
    password: string;
    captcha?: string;
    /** A solved Geetest challenge, merged into the payload as the contract has it. */
    geetest?: Record<string, string>;
    type: 'username' | 'sms';
    redirectTo?: string;
    agentOnly?: boolean;
    userAgent?: string | null;
  },
): Promise<Response | AuthFailure> {
  const [site, session, client] = await Promise.all([context.site(), context.session(), context.guestPlatform()]);
  // An SMS login's "password" is the code it was sent.
  const usedDefaultPassword = input.type === 'username' && input.password === DEFAULT_PASSWORD;
  try {
    const payload = { ...input.geetest, username: input.username, password: input.password, captcha: input.captcha ?? '', type: input.type };
    // Two round trips: the login, then everything about the member at once (the RSA key is kept).
    const value = await client.call('login', LoginValueSchema, {
      body: payload,
      cookie: session.get('platformCookie'),
      headers: visitorAgent(input.userAgent),
    });
    const member = await memberAtSignIn(context, value.token);
    if (input.agentOnly && !roleOf(member.info.type, site.brand).isAgent) {
      // The agent login refuses members: end the platform session it just opened (queued if the platform is away).
      void revokePlatformToken(site.brand, value.token).catch(() => undefined);
      return { messageKey: 'auth.errors.notAgent', captchaRequired: false, status: 400 };
    }
    await startSignIn(context, value, member, { usedDefaultPassword });
  } catch (error) {
    const failure = isPlatformError(error) && error.kind === 'session' ? failureOf(error) : formFailureOf(error);
    const pending = v.safeParse(LoginFailureValueSchema, isPlatformError(error) ? error.details.value : null);
    if (failure.verify && pending.success && pending.output?.verifyToken) {
      session.set('pendingVerify', pending.output.verifyToken);
      // The second step carries a code, not the password: remember whether the first used the default one.
      session.set('pendingDefaultPassword', usedDefaultPassword);
      failure.setCookie = await commitSession(session);
    }
    return failure;
  }
  return signedIn(session, input.redirectTo);
}

async function signedIn(session: AppSession, redirectTo?: string) {
  session.unset('platformCookie');
  session.unset('pendingVerify');
  session.unset('pendingDefaultPassword');
  const next = session.get('mustChangePassword') ? '/changePassword' : safeRedirectPath(redirectTo, '/index');
  return redirect(next, { headers: { 'Set-Cookie': await commitSession(session) } });
}

/** The second proof of a login from a new address: an SMS code or the bank account name. */
export async function verifyLogin(
  context: AppLoadContext,
  input: { method: VerifyMethod; code: string; redirectTo?: string; userAgent?: string | null },
): Promise<Response | AuthFailure> {
  const session = await context.session();
  const verifyToken = session.get('pendingVerify');
  if (!verifyToken) return { messageKey: 'verify.errors.expired', captchaRequired: false, status: 400 };
  try {
    const value = await (
      await context.guestPlatform()
    ).call('loginVerify', LoginValueSchema, { body: { verifyToken, method: input.method, code: input.code }, headers: visitorAgent(input.userAgent) });
    await startSignIn(context, value, undefined, { usedDefaultPassword: Boolean(session.get('pendingDefaultPassword')) });
  } catch (error) {
    return formFailureOf(error);
  }
  return signedIn(session, input.redirectTo);
}

export type VerifyMethod = 'SMS' | 'EMAIL' | 'GOOGLE' | 'BANK';

/** Sends the verification code to the member's own phone or e-mail (the site never learns them whole). */
export async function sendVerifyCode(context: AppLoadContext, channel: 'SMS' | 'EMAIL') {
  const verifyToken = (await context.session()).get('pendingVerify');
  if (!verifyToken) return { messageKey: 'verify.errors.expired', captchaRequired: false, status: 400 } satisfies AuthFailure;
  const started = Date.now();
  const client = await context.guestPlatform();
  try {
    const sent =
      channel === 'SMS'
        ? await client.call('loginSms', SmsSentSchema, { body: { verifyToken, purpose: 'verify' } })
        : await client.call('loginVerify', SmsSentSchema, { body: { verifyToken, method: 'EMAIL', send: true } });
    return { seconds: smsCountdownSeconds(sent.expiredMinutes, Date.now() - started) };
  } catch (error) {
    const failure = formFailureOf(error);
    return channel === 'SMS' ? { ...failure, messageKey: '', smsRefusal: smsRefusalKey(error) } : failure;
  }
}

/** One click, a trial account (FREEPLAY3). Trial accounts are blocked from real-money actions. */
export async function freePlay(context: AppLoadContext): Promise<Response | AuthFailure> {
  const [session, client] = await Promise.all([context.session(), context.guestPlatform()]);
  try {
    const modulus = await client.rsaModulus();
    const value = await client.call('freePlay', LoginValueSchema, {
      body: { os: 'web', platform: 'W' },
      headers: { Encryption: freePlayEncryption(modulus) },
    });
    await startSignIn(context, value, undefined, { trial: true });
  } catch (error) {
    return formFailureOf(error);
  }
  return redirect('/index', { headers: { 'Set-Cookie': await commitSession(session) } });
}

/** Ends the platform session (best effort) and the site's sign-in; the brand and preferences stay. */
/**
 * Ends the sign-in here at once (its session record goes, so the old cookie opens nothing on any
 * instance) and on the platform, now or, if the platform is away, as soon as it is back.
 * `everywhere`: every other session of the account too.
 */
export async function logout(context: AppLoadContext, notice?: string, options: { everywhere?: boolean } = {}) {
  const [site, session] = await Promise.all([context.site(), context.session()]);
  const token = session.get('token');
  const account = session.get('profile')?.account;
  const ended = options.everywhere && account ? await (await getSessionStore()).removeAccount(site.brand.id, account, session.id) : [];
  const tokens = [...new Set([token, ...ended.map((r) => r.token)].filter((t): t is string => Boolean(t)))];
  await Promise.all(tokens.map((t) => revokePlatformToken(site.brand, t)));
  clearSignIn(session);
  if (notice) session.flash('notice', notice);
  return redirect('/index', { headers: { 'Set-Cookie': await commitSession(session) } });
}
