import { IANAZone } from 'luxon';
import * as v from 'valibot';
import { DEFAULT_DIALECT, PLATFORM_DIALECTS, PlatformCallsSchema } from '~/platform-client/dialects';
import { EXTENSION_CALLS, type PlatformExtensions } from '~/request/platform-features';
import { BrandTextSchema } from './brand-text';

/** A host as it appears in a Host header, lower-case, without a port: `demo-a.localhost`, `www.example.com`. */
const HostSchema = v.pipe(
  v.string(),
  v.toLowerCase(),
  v.regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'must be a host name without scheme or port, like "www.example.com"',
  ),
);

const HexColourSchema = v.pipe(v.string(), v.regex(/^#?[0-9a-fA-F]{6}$/, 'must be a 6-digit hex colour like "#d7bb49"'));

/** Theme tokens a brand may override at runtime; keys are the theme contract's colour names. */
const ColourOverridesSchema = v.record(v.pipe(v.string(), v.regex(/^[a-zA-Z][a-zA-Z0-9]*$/, 'token names are camelCase words')), HexColourSchema);

const CodeListSchema = v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(40)));

/** A host pages may load from, as a Content-Security-Policy source: an https origin, or every sub-domain of one. */
const ContentSource = v.pipe(
  v.string(),
  v.regex(/^https:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?$/i, 'must be an origin like "https://games.example.com" or "https://*.example.com"'),
);

export const BrandSchema = v.strictObject({
  /** Folder name; checked against the folder by the loader. */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lower-case letters, digits and dashes')),
  name: v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(60)),
  /** The name under an installed app's icon, where about 12 characters fit; default `name`. */
  shortName: v.optional(
    v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(15, 'must be at most 15 characters (a home screen shows about 12)')),
  ),
  /** A brand still being prepared: served only as a staging preview; its own hosts answer 404 until this is removed. */
  draft: v.optional(v.boolean(), false),
  /** Every host that serves this brand. The first is canonical unless `canonicalHost` says otherwise. */
  hosts: v.pipe(v.array(HostSchema), v.minLength(1, 'must list at least one host')),
  canonicalHost: v.optional(HostSchema),
  /** `<affiliate code>.<canonical host>` links to registration with that code (needs a wildcard DNS name and certificate). */
  affiliateSubdomains: v.optional(v.boolean(), false),
  merchantCode: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{2,40}$/, 'must be the platform merchant code (letters, digits, _ or -)')),
  /** Absent: the embedded reference platform. */
  platformUrl: v.optional(v.pipe(v.string(), v.url('must be an absolute URL like "https://api.example.com"'))),
  /** The platform's generation of call names: `mcsfe` (newer, the default) or `mcs2` (older). */
  platformDialect: v.optional(v.picklist(PLATFORM_DIALECTS, `must be one of ${PLATFORM_DIALECTS.join(', ')}`), DEFAULT_DIALECT),
  /** Single calls this brand's platform knows by another name: `{ "announcements": "/wps/relay/CCSFE_getListAnnouncements" }`. */
  platformCalls: v.optional(PlatformCallsSchema, {}),
  /**
   * What the platform serves beyond the known contract: "all" extensions (the reference platform, the
   * default), "none", or a list of extension call names. A feature resting on an extension it lacks is not offered.
   */
  platformExtensions: v.optional(
    v.union(
      [
        v.picklist(['all', 'none']),
        v.array(v.picklist(EXTENSION_CALLS, 'must be the name of an extension call in app/platform-client/endpoints.ts (docs/platform-contract.md)')),
      ],
      'must be "all", "none" or a list of extension call names',
    ),
    'all',
  ) as v.GenericSchema<unknown, PlatformExtensions>,
  defaultLanguage: v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}(-[A-Z]{2})?$/, 'must be a language code like "EN"')),
  /** Languages this brand may offer; the remote config may narrow them further. */
  languages: v.pipe(v.array(v.pipe(v.string(), v.toUpperCase())), v.minLength(1, 'must list at least one language')),
  theme: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'must be a theme name from themes/')),
  defaultMode: v.optional(v.picklist(['light', 'dark']), 'light'),
  themeOverrides: v.optional(v.strictObject({ light: v.optional(ColourOverridesSchema), dark: v.optional(ColourOverridesSchema) })),
  logo: v.optional(v.pipe(v.string(), v.regex(/^[\w.-]+\.(svg|png|webp)$/, 'must be a file name in the brand folder')), 'logo.svg'),
  /** The footer's line about the brand: one text, or one per language (see BrandTextSchema). */
  description: v.optional(BrandTextSchema, ''),
  lotteryType: v.optional(v.string(), 'SEA'),
  prizeModes: v.optional(v.strictObject({ LOTT: v.string(), ZY: v.string(), ELOTT: v.string(), SEA: v.string() }), {
    LOTT: 'Lott',
    ZY: 'ZY',
    ELOTT: 'Elott',
    SEA: 'SEA',
  }),
  esportProviders: v.optional(CodeListSchema, ['AV', 'AI', 'IMES', 'TF', 'IA']),
  cockfightProviders: v.optional(CodeListSchema, ['DS88', 'DIG']),
  agentTypes: v.optional(v.array(v.pipe(v.number(), v.integer())), [1, 2, 4, 41, 42]),
  trialTypes: v.optional(v.array(v.pipe(v.number(), v.integer())), [4]),
  chatHeaderColour: v.optional(HexColourSchema, '#d7bb49'),
  /** IANA zone the brand's market reads times in (notices, draws): the server formats, so pages never disagree. */
  timeZone: v.optional(
    v.pipe(
      v.string(),
      v.check((zone) => IANAZone.isValidZone(zone), 'must be an IANA time zone like "Asia/Manila"'),
    ),
    'Asia/Manila',
  ),
  /** Brand settings that are not in the whitelabel tree. */
  settings: v.optional(
    v.strictObject({
      loginedToHomePage: v.optional(v.boolean(), false),
      directRegistration: v.optional(v.boolean(), true),
      /** Analytics (the platform's Google tag) only after the visitor accepts it in a consent banner. */
      analyticsConsent: v.optional(v.boolean(), true),
    }),
    { loginedToHomePage: false, directRegistration: true, analyticsConsent: true },
  ),
  facebookUrl: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https:\/\//i, 'must be an https:// URL'))),
  /** Help organisations for players worried about their gambling: on the responsible-gaming page and a refused sign-in during a break. */
  helpOrganisations: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          name: v.union([
            v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(80)),
            v.record(v.string(), v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(80))),
          ]),
          url: v.pipe(v.string(), v.url(), v.regex(/^https:\/\//i, 'must be an https:// URL')),
          phone: v.optional(v.pipe(v.string(), v.regex(/^\+?[0-9 ()-]{3,24}$/, 'must be a phone number like "+63 2 8123 4567"'))),
        }),
      ),
      v.maxLength(6, 'at most 6 organisations'),
    ),
    [],
  ),
  /** Origins allowed to show the site in a frame (an operator's portal); none but the site itself by default. */
  frameAncestors: v.optional(
    v.array(v.pipe(v.string(), v.regex(/^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'must be an origin like "https://portal.example.com"'))),
    [],
  ),
  /**
   * Sources beyond the platform and its CDNs that pages may show: images (operator artwork on its own host) and games
   * (providers whose games open in the site's frames). `https://host` or `https://*.host`; anything else is refused.
   */
  contentSources: v.optional(
    v.strictObject({
      images: v.optional(v.array(ContentSource), []),
      games: v.optional(v.array(ContentSource), []),
    }),
    { images: [], games: [] },
  ),
});

export type BrandConfig = v.InferOutput<typeof BrandSchema>;
