import * as v from 'valibot';

/** An image URL from the platform: kept only when http(s); anything else reads as "no avatar". */
const ImageUrl = v.pipe(
  v.nullable(v.string()),
  v.transform((url) => (url && /^https?:\/\/[^/\s]+\/\S*$/i.test(url) && url.length <= 500 ? url : null)),
);

export const AccountSecuritySchema = v.object({
  passwordChangedAt: v.nullable(v.number()),
  hasPaymentPassword: v.boolean(),
  mobileBound: v.boolean(),
  emailBound: v.boolean(),
  totpEnabled: v.boolean(),
});

/** `MCSFE_getMemberProfile` / `MCSFE_updateMemberProfile`. Mobile and e-mail come masked. */
export const MemberProfileSchema = v.object({
  username: v.string(),
  nickname: v.string(),
  realName: v.nullable(v.string()),
  birthday: v.nullable(v.string()),
  mobile: v.nullable(v.string()),
  countryDialingCode: v.nullable(v.string()),
  email: v.nullable(v.string()),
  contacts: v.record(v.string(), v.string()),
  avatarUrl: ImageUrl,
  registeredAt: v.number(),
  security: AccountSecuritySchema,
});
export type MemberProfile = v.InferOutput<typeof MemberProfileSchema>;

/** `GET /wps/member/info/icon` (PROFPIC3). */
export const MemberIconSchema = v.object({ url: ImageUrl, presetId: v.optional(v.nullable(v.string()), null) });
/** Uploading or choosing an avatar answers its new URL. */
export const AvatarSetSchema = v.object({ url: ImageUrl });
export const AvatarPresetsSchema = v.array(v.object({ id: v.pipe(v.string(), v.regex(/^[a-z]{1,20}$/)), url: ImageUrl }));

export const BindCodeSentSchema = v.object({ expiredMinutes: v.number() });
export const MobileBoundSchema = v.object({ mobile: v.nullable(v.string()) });
export const EmailBoundSchema = v.object({ email: v.nullable(v.string()) });
export const TotpSecretSchema = v.object({
  secret: v.pipe(v.string(), v.regex(/^[A-Z2-7]{16,64}$/)),
  otpauthUrl: v.pipe(v.string(), v.startsWith('otpauth://totp/')),
});
export const TotpStateSchema = v.object({ totpEnabled: v.boolean() });

/** Refusals of the account calls that name a field or the attempts left. */
export const AccountRefusalValueSchema = v.nullable(
  v.looseObject({
    field: v.optional(v.string()),
    attemptsLeft: v.optional(v.number()),
    lockedUntil: v.optional(v.number()),
    retryAfterSeconds: v.optional(v.number()),
  }),
);

export const LoginHistorySchema = v.object({
  list: v.array(v.object({ at: v.number(), ip: v.string(), device: v.string(), current: v.boolean() })),
  ips: v.array(v.object({ ip: v.string(), lastSeenAt: v.nullable(v.number()), current: v.boolean() })),
});
