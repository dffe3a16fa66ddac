import * as v from 'valibot';

/**
 * `GET /wps/captcha/geetest`: Geetest 3's register answer (`gt`, `challenge`, `success`, `new_captcha`).
 * Extension: `demo`, a slider picture the site draws itself, from a platform without Geetest's servers
 * (the reference platform); without it the site loads Geetest's own script.
 */
export const GeetestChallengeSchema = v.looseObject({
  success: v.optional(v.union([v.number(), v.boolean()]), 1),
  gt: v.pipe(v.string(), v.maxLength(64)),
  challenge: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  new_captcha: v.optional(v.boolean(), true),
  demo: v.optional(
    v.object({
      image: v.pipe(v.string(), v.maxLength(200_000), v.regex(/^[A-Za-z0-9+/=]+$/)),
      width: v.pipe(v.number(), v.integer(), v.minValue(120), v.maxValue(400)),
      height: v.pipe(v.number(), v.integer(), v.minValue(40), v.maxValue(200)),
      piece: v.pipe(v.number(), v.integer(), v.minValue(16), v.maxValue(80)),
    }),
  ),
});
export type GeetestChallenge = v.InferOutput<typeof GeetestChallengeSchema>;
