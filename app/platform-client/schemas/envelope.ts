import * as v from 'valibot';

/** Every /wps call answers with this envelope, on success and (mostly) on failure. */
export const EnvelopeSchema = v.looseObject({
  success: v.boolean(),
  value: v.optional(v.unknown()),
  message: v.optional(v.nullable(v.string())),
  errorCode: v.optional(v.nullable(v.string())),
  code: v.optional(v.nullable(v.union([v.string(), v.number()]))),
});
export type Envelope = v.InferOutput<typeof EnvelopeSchema>;
