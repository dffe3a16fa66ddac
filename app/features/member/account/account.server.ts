import { type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { patternMessageKey, ruleAccepts } from '~/platform-client/vocabulary/register-rule';
import { rateLimits } from '~/request/limits.server';
import { readForm } from '~/lib/form.server';
import { formError, formOk, type FieldErrors, type MessageParams } from '~/lib/form-result.server';
import { isPlatformError } from '~/platform-client/errors';
import { readImageForm, uploadErrorKey } from '~/lib/image-upload.server';
import { qrCodeDataUrl } from '~/lib/qr-code.server';
import {
  AvatarSetSchema,
  BindCodeSentSchema,
  EmailBoundSchema,
  LoginHistorySchema,
  MemberProfileSchema,
  MobileBoundSchema,
  TotpSecretSchema,
  TotpStateSchema,
} from '~/platform-client/schemas/account';
import { updateViewerProfile, type ViewerProfilePatch } from '~/request/session/viewer-profile.server';
import { patchStoredSignIn } from '~/request/session/session.server';
import { forgetPublicState } from '../public-state.server';
import { brandTime } from '~/lib/brand-time.server';
import { NicknameSchema } from '~/lib/nickname';
import { setPaymentPasswordFrom } from '../withdraw/payment-password.server';
import { accountFailureOf, accountKey, isAccountCode, type AccountFailure } from './account-errors';
import { smsRefusalKey } from '~/platform-client/error-messages';
import { securityScore } from './security-score';
import { keptAvatarPresets, keptMemberInfo, keptMemberProfile } from '~/features/cashier/kept-reads.server';
import { memberLabelsOf } from './member-labels';
import { sharedUploadRefusal } from '~/platform-client/upload-refusal';

const CONTACT_FIELDS = ['qqNum', 'whatsapp', 'facebook', 'zalo', 'line', 'wechat'] as const;
const CODE = /^\d{6}$/;

/** What an account form says when it went through: a code sent (and the countdown), an authenticator to scan. */
type AccountDone = {
  intent: string;
  notice: string;
  params?: MessageParams;
  sent?: { seconds: number; values: Record<string, string> };
  totp?: { secret: string; qr: string };
};

/** `/member/securityCenter`: the profile, the security state and score, presets, and recent logins. */
export async function accountLoader({ context }: LoaderFunctionArgs) {
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const zone = site.brand.timeZone;
  const avatars = site.config.features.avatar;
  const [profile, history, presets, info] = await Promise.all([
    keptMemberProfile(context),
    client.call('loginHistory', LoginHistorySchema),
    avatars ? keptAvatarPresets(context) : Promise.resolve([]),
    // The operator's labels come with the member info; without them the rest of the page still shows.
    keptMemberInfo(context).catch((error: unknown) => {
      if (isPlatformError(error) && error.kind !== 'session') return null;
      throw error;
    }),
  ]);
  // The set-up already started (and maybe scanned) shows again until a code from it turns the authenticator on.
  const pending = profile.security.totpEnabled ? undefined : (await context.session()).get('totpPending');
  const rules = site.config.registerRules;
  const contacts = Object.entries(profile.contacts)
    .filter(([field]) => (CONTACT_FIELDS as readonly string[]).includes(field))
    .map(([field, value]) => ({ field, value, maxLength: rules[field]?.maxLength ?? 60 }));
  return {
    profile: { ...profile, contacts, registered: brandTime(profile.registeredAt, zone, 'yyyy-MM-dd') },
    security: securityScore(profile.security, Date.now(), '/changePassword?returnTo=%2Fmember%2FsecurityCenter'),
    passwordChanged: brandTime(profile.security.passwordChangedAt, zone, 'yyyy-MM-dd'),
    logins: history.list.map((l) => ({ ...l, time: brandTime(l.at, zone, 'yyyy-MM-dd HH:mm') })),
    ips: history.ips.map((r) => ({ ...r, lastSeen: brandTime(r.lastSeenAt, zone, 'yyyy-MM-dd HH:mm') })),
    presets: presets.filter((p): p is { id: string; url: string } => p.url !== null),
    labels: info ? memberLabelsOf(info) : null,
    avatars,
    countries: site.config.countries,
    totpPending: pending ? { secret: pending.secret, qr: await qrCodeDataUrl(pending.otpauthUrl) } : null,
  };
}

type Errors = FieldErrors;
/** The page's forms tell their results apart by `intent`. */
const fail = (intent: string, errors: Errors, status = 400, params?: MessageParams, values?: Record<string, string>) =>
  formError(errors, { intent, status, params, values });
const done = (intent: string, notice: string, init?: { headers?: HeadersInit; extra?: Partial<AccountDone> }) =>
  formOk<AccountDone>({ intent, notice, ...init?.extra }, { headers: init?.headers });
/** The header shows the change on this very response; the cached public state must not bring the old one back. */
async function showInHeader(context: AppLoadContext, patch: ViewerProfilePatch) {
  await updateViewerProfile(context, patch);
  await forgetPublicState(context);
}

/** Runs a platform call for an intent: a refusal names its field (or the form), an outage says so. */
async function attempt<T>(
  intent: string,
  work: () => Promise<T>,
  values?: Record<string, string>,
  fieldName: (field: string) => string = (field) => field,
  unfielded: (error: unknown, failure: AccountFailure) => Errors = (_error, failure) => ({ form: failure.key }),
): Promise<{ ok: true; value: T } | { ok: false; response: ReturnType<typeof fail>; failure: AccountFailure | null }> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    // An image over the size cap or the member's upload volume: said on the image's own field (the intent's).
    const shared = sharedUploadRefusal(error);
    if (shared) return { ok: false, response: fail(intent, { [intent]: shared.key }, shared.status, undefined, values), failure: null };
    const failure = accountFailureOf(error);
    return {
      ok: false,
      response: fail(intent, failure.field ? { [fieldName(failure.field)]: failure.key } : unfielded(error, failure), failure.status, failure.params, values),
      failure,
    };
  }
}

async function saveProfile({ context }: ActionFunctionArgs, fields: Record<string, string>) {
  const site = await context.site();
  const values = Object.fromEntries(
    Object.entries(fields)
      .filter(([k]) => k !== 'intent')
      .map(([k, val]) => [k, val.slice(0, 80)]),
  );
  const parsedNickname = v.safeParse(NicknameSchema, fields.nickname);
  const nickname = parsedNickname.success ? parsedNickname.output : '';
  if (!nickname) return fail('profile', { nickname: 'account.errors.profile_nickname_invalid' }, 400, undefined, values);
  const body: { nickname: string; realName?: string; birthday?: string; contacts: Record<string, string> } = { nickname, contacts: {} };
  const realName = (fields.realName ?? '').trim();
  if (realName) body.realName = realName.slice(0, 80);
  const birthday = (fields.birthday ?? '').trim();
  if (birthday) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return fail('profile', { birthday: 'account.errors.profile_birthday_invalid' }, 400, undefined, values);
    body.birthday = birthday;
  }
  for (const field of CONTACT_FIELDS) {
    const key = `contact_${field}`;
    if (!(key in fields)) continue;
    const value = (fields[key] ?? '').trim();
    const rule = site.config.registerRules[field];
    if (value && rule && !ruleAccepts(rule, value)) {
      return fail('profile', { [key]: patternMessageKey(rule.patternId) }, 400, { min: rule.minLength, max: rule.maxLength }, values);
    }
    body.contacts[field] = value.slice(0, 60);
  }
  const client = await context.platform();
  // The platform names the field it refused; contact fields are `contact_<field>` in the form.
  const asFormField = (field: string) => ((CONTACT_FIELDS as readonly string[]).includes(field) ? `contact_${field}` : field);
  const saved = await attempt('profile', () => client.call('updateMemberProfile', MemberProfileSchema, { body }), values, asFormField);
  if (!saved.ok) {
    return saved.response;
  }
  await showInHeader(context, { nickname: saved.value.nickname });
  return done('profile', 'account.profile.saved');
}

async function avatarPreset({ context }: ActionFunctionArgs, fields: Record<string, string>) {
  const presetId = v.safeParse(v.pipe(v.string(), v.regex(/^[a-z]{1,20}$/)), fields.presetId ?? '');
  if (!presetId.success) return fail('avatar', { avatar: 'account.errors.avatar_preset_unknown' });
  const client = await context.platform();
  const set = await attempt('avatar', () => client.call('setPresetAvatar', AvatarSetSchema, { body: { presetId: presetId.output } }));
  if (!set.ok) return set.response;
  await showInHeader(context, { avatarUrl: set.value.url });
  return done('avatar', 'account.avatar.saved');
}

async function avatarUpload({ request, context }: ActionFunctionArgs) {
  const upload = await readImageForm(request, 'avatar');
  if (upload.fields.intent !== 'avatarUpload') return fail('form', { form: 'cashier.errors.form_invalid' });
  if (!upload.image) {
    const code = upload.error ?? 'upload.missing';
    return fail(
      'avatar',
      { avatar: code === 'upload.missing' ? 'cashier.errors.upload_missing' : uploadErrorKey(code, accountKey) },
      code === 'upload.too.large' ? 413 : 400,
    );
  }
  const image = upload.image;
  const client = await context.platform();
  const set = await attempt('avatar', () => client.call('uploadMemberIcon', AvatarSetSchema, { upload: image }));
  if (!set.ok) return set.response;
  await showInHeader(context, { avatarUrl: set.value.url });
  return done('avatar', 'account.avatar.saved');
}

/** Why a code to a new number was not sent: the account's own reasons (too many codes) or the SMS account's. */
const bindSmsRefusal = (error: unknown, failure: AccountFailure): Errors => ({
  smsRefusal: isPlatformError(error) && isAccountCode(error.details.errorCode) ? failure.key : smsRefusalKey(error),
});

export const BindMobileForm = formFields(
  { countryDialingCode: v.pipe(v.string(), v.regex(/^\+?\d{1,4}$/)), mobileNum: v.pipe(v.string(), v.regex(/^\d{6,15}$/)) },
  'account.errors.bind_mobile_invalid',
);
export const BindEmailForm = formFields({ email: v.pipe(v.string(), v.trim(), v.maxLength(100), v.email()) }, 'account.errors.bind_email_invalid');

/** The bind forms: send a code to the new number or address, then confirm it. */
async function bind({ context }: ActionFunctionArgs, fields: Record<string, string>, channel: 'MOBILE' | 'EMAIL', step: 'send' | 'confirm') {
  const intent = channel === 'MOBILE' ? 'mobile' : 'email';
  const values: Record<string, string> =
    channel === 'MOBILE'
      ? { countryDialingCode: (fields.countryDialingCode ?? '').slice(0, 6), mobileNum: (fields.mobileNum ?? '').slice(0, 20) }
      : { email: (fields.email ?? '').slice(0, 100) };
  const target = channel === 'MOBILE' ? v.safeParse(BindMobileForm, values) : v.safeParse(BindEmailForm, values);
  if (!target.success)
    return fail(
      intent,
      { [channel === 'MOBILE' ? 'mobileNum' : 'email']: `account.errors.bind_${channel === 'MOBILE' ? 'mobile' : 'email'}_invalid` },
      400,
      undefined,
      values,
    );
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  if (step === 'send') {
    // A text message that was not sent is said in the warning dialog; a number already taken stays on its field.
    const refusedAs = channel === 'MOBILE' ? 'smsRefusal' : 'form';
    if (!(await rateLimits().smsSends.take(`${site.brand.id}:${context.clientIp}`)))
      return fail(intent, { [refusedAs]: 'auth.errors.tooManyRequests' }, 429, undefined, values);
    const sent = await attempt(
      intent,
      () => client.call('sendBindCode', BindCodeSentSchema, { body: { channel, ...target.output } }),
      values,
      undefined,
      channel === 'MOBILE' ? bindSmsRefusal : undefined,
    );
    if (!sent.ok) return sent.response;
    return done(intent, channel === 'MOBILE' ? 'account.mobile.sent' : 'account.email.sent', {
      extra: { params: { minutes: sent.value.expiredMinutes, count: sent.value.expiredMinutes }, sent: { seconds: 60, values } },
    });
  }
  const code = (fields.code ?? '').trim();
  if (!CODE.test(code)) return fail(intent, { code: 'account.errors.bind_code_invalid' }, 400, undefined, values);
  const bound = await attempt<unknown>(
    intent,
    () =>
      channel === 'MOBILE'
        ? client.call('bindMobile', MobileBoundSchema, { body: { ...target.output, code } })
        : client.call('bindEmail', EmailBoundSchema, { body: { ...target.output, code } }),
    values,
  );
  if (!bound.ok) return bound.response;
  return done(intent, channel === 'MOBILE' ? 'account.mobile.bound' : 'account.email.bound');
}

/** Refusals that say the platform holds no set-up of this player's to confirm. */
const SETUP_GONE = new Set(['totp.not.started', 'totp.already.enabled']);

async function authenticator({ context }: ActionFunctionArgs, fields: Record<string, string>, step: 'start' | 'enable' | 'disable') {
  const client = await context.platform();
  if (step === 'start') {
    const started = await attempt('totp', () => client.call('createTotpSecret', TotpSecretSchema, { body: {} }));
    if (!started.ok) return started.response;
    await patchStoredSignIn(await context.session(), { totpPending: started.value });
    return done('totp', '', { extra: { totp: { secret: started.value.secret, qr: await qrCodeDataUrl(started.value.otpauthUrl) } } });
  }
  const code = (fields.code ?? '').trim();
  if (step === 'enable') {
    if (!CODE.test(code)) return fail('totp', { code: 'account.errors.totp_code_invalid' });
    const enabled = await attempt('totp', () => client.call('enableTotp', TotpStateSchema, { body: { code } }));
    // On, or the platform holds no set-up of ours any more: the kept secret would only mislead.
    if (enabled.ok || SETUP_GONE.has(enabled.failure?.code ?? '')) await patchStoredSignIn(await context.session(), { totpPending: null });
    return enabled.ok ? done('totp', 'account.totp.enabled') : enabled.response;
  }
  const password = (fields.password ?? '').slice(0, 100);
  if (!password && !CODE.test(code)) return fail('totpOff', { code: 'account.errors.totp_code_invalid' });
  const disabled = await attempt('totpOff', () => client.call('disableTotp', TotpStateSchema, { body: password ? { password } : { code } }));
  if (disabled.ok) await patchStoredSignIn(await context.session(), { totpPending: null });
  return disabled.ok ? done('totpOff', 'account.totp.disabled') : disabled.response;
}

/** Every My-account form: one intent each, so each card reads only its own result. */
export async function accountAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  if (/^multipart\//i.test(request.headers.get('Content-Type') ?? '')) return avatarUpload(args);
  const fields = await readForm(request);
  switch (fields.intent) {
    case 'profile':
      return saveProfile(args, fields);
    case 'avatarPreset':
      return avatarPreset(args, fields);
    case 'sendMobileCode':
      return bind(args, fields, 'MOBILE', 'send');
    case 'bindMobile':
      return bind(args, fields, 'MOBILE', 'confirm');
    case 'sendEmailCode':
      return bind(args, fields, 'EMAIL', 'send');
    case 'bindEmail':
      return bind(args, fields, 'EMAIL', 'confirm');
    case 'totpStart':
      return authenticator(args, fields, 'start');
    case 'totpEnable':
      return authenticator(args, fields, 'enable');
    case 'totpDisable':
      return authenticator(args, fields, 'disable');
    case 'setPaymentPassword': {
      const refused = await setPaymentPasswordFrom(await context.platform(), fields);
      return refused ? fail('paymentPassword', refused.errors, refused.status, refused.params) : done('paymentPassword', 'cashier.withdraw.passwordSet');
    }
    default:
      return fail('form', { form: 'cashier.errors.form_invalid' });
  }
}
