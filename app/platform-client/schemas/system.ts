import * as v from 'valibot';

/** A node of the whitelabel feature tree. `enabled` is '1' when on. */
export type WhitelabelNode = { modId: string; enabled: string; childrenNodes: WhitelabelNode[] };
export const WhitelabelNodeSchema: v.GenericSchema<WhitelabelNode> = v.object({
  modId: v.string(),
  enabled: v.pipe(
    v.union([v.string(), v.number(), v.boolean()]),
    v.transform((x) => (x === true || String(x) === '1' ? '1' : '0')),
  ),
  childrenNodes: v.optional(v.array(v.lazy(() => WhitelabelNodeSchema)), []),
}) as unknown as v.GenericSchema<WhitelabelNode>;

/** One registration field's rule. */
export const RegRuleSchema = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  patternId: v.number(),
  minLength: v.number(),
  maxLength: v.number(),
  acceptedPattern: v.string(),
  type: v.optional(v.nullable(v.string())),
});
export const RegRulesSchema = v.record(v.string(), RegRuleSchema);
export type RegRule = v.InferOutput<typeof RegRuleSchema>;
export type RegRules = v.InferOutput<typeof RegRulesSchema>;

/** Customer-service entry; `path` is DES-encrypted with its last 8 characters as key. */
export const CustomerServiceSchema = v.object({
  title: v.optional(v.string(), ''),
  csType: v.string(),
  path: v.string(),
});

/** `WPSCORE_getCustomerServiceScript`: the same entries, for builds whose status call leaves them out. */
export const CustomerServiceScriptSchema = v.looseObject({ items: v.optional(v.array(v.looseObject(CustomerServiceSchema.entries)), []) });

export const ResourceSchema = v.looseObject({
  resourceType: v.string(),
  url: v.optional(v.nullable(v.string())),
  qrCodeUrl: v.optional(v.nullable(v.string())),
  labelNameEn: v.optional(v.nullable(v.string())),
});
export type Resource = v.InferOutput<typeof ResourceSchema>;

/** The boot call `GET /wps/system/status`. */
export const SystemStatusSchema = v.object({
  maintenance: v.boolean(),
  regionRestriction: v.boolean(),
  maintenanceMessage: v.optional(v.nullable(v.string())),
  location: v.optional(v.looseObject({ ip: v.optional(v.string(), ''), country: v.optional(v.nullable(v.string())) }), { ip: '' }),
  info: v.object({
    whitelabel: v.optional(WhitelabelNodeSchema),
    register: v.optional(RegRulesSchema, {}),
    customerService: v.optional(v.array(CustomerServiceSchema), []),
    domainRoute: v.optional(v.array(v.unknown()), []),
    resources: v.optional(v.array(ResourceSchema), []),
    mainDomain: v.optional(v.nullable(v.string())),
    analytics: v.optional(v.looseObject({ gtagId: v.optional(v.nullable(v.string())) }), {}),
    imageCDNs: v.optional(v.array(v.string()), []),
    launchGameCDNs: v.optional(v.array(v.string()), []),
    /** Our extension: the languages the operator offers; absent means the brand file decides. */
    supportLanguages: v.optional(v.array(v.string())),
    /** Our extension: seconds a session lives without a keep-alive; absent means the site's assumption. */
    sessionIdleSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(5))),
  }),
});

export const CountrySchema = v.looseObject({
  countryCode: v.string(),
  countryDialingCode: v.string(),
  name: v.optional(v.string()),
});
export const CountryListSchema = v.array(CountrySchema);
export type Country = v.InferOutput<typeof CountrySchema>;
