import * as v from 'valibot';

/** Login and registration answer with this. */
export const LoginValueSchema = v.looseObject({
  token: v.pipe(v.string(), v.minLength(8)),
  firstTimeLogin: v.optional(v.nullable(v.boolean()), false),
  passwordExpired: v.optional(v.nullable(v.boolean()), false),
  id: v.optional(v.nullable(v.number())),
  userName: v.optional(v.nullable(v.string())),
  customerType: v.optional(v.nullable(v.number())),
});
export type LoginValue = v.InferOutput<typeof LoginValueSchema>;

export const MemberInfoSchema = v.looseObject({
  id: v.number(),
  account: v.string(),
  userName: v.optional(v.nullable(v.string())),
  nickname: v.optional(v.nullable(v.string())),
  type: v.number(),
  toUpline: v.optional(v.nullable(v.number())),
  clubLabel: v.optional(v.nullable(v.looseObject({ labelName: v.string(), rankLevel: v.optional(v.nullable(v.number())) }))),
  memberLabel: v.optional(v.nullable(v.array(v.looseObject({ labelName: v.string() }))), []),
  mobile: v.optional(v.nullable(v.string())),
});
export type MemberInfo = v.InferOutput<typeof MemberInfoSchema>;

export const BalanceSchema = v.looseObject({
  sumBalance: v.number(),
  currency: v.optional(v.string(), ''),
  currencySymbol: v.optional(v.string(), ''),
});

/** Failed logins may carry `{ captcha: true }`: show the image captcha from now on. */
export const LoginFailureValueSchema = v.nullable(
  v.looseObject({
    captcha: v.optional(v.boolean()),
    field: v.optional(v.string()),
    // login_verify_required: the second-proof step for a login from a new address.
    verifyToken: v.optional(v.string()),
    methods: v.optional(v.array(v.string())),
    mobile: v.optional(v.nullable(v.string())),
    email: v.optional(v.nullable(v.string())),
  }),
);

export const SmsSentSchema = v.looseObject({ expiredMinutes: v.optional(v.number(), 1) });

/** Contract flags: `*req*` > 0 means a pending request the agent must accept or reject. */
export const ConsolidatedSchema = v.record(v.string(), v.nullable(v.union([v.number(), v.string(), v.boolean()])));
