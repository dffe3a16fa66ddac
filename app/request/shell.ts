import type { CategoryKey } from '~/request/remote-config/categories';
import type { Features } from '~/request/remote-config/features';
import type { PlatformFeature } from '~/request/platform-features';
import type { AppLanguage } from '~/i18n/languages';
import type { ChromeLinks } from './chrome-links';
import type { OverrideLine } from './staff/preview-overrides';

/**
 * The whitelabel switches the browser's components read. The shell travels in every document's route
 * data, so it carries these only; route gates read the whole tree on the server.
 */
export const SHELL_FEATURES = ['directRegistration', 'memberCentre'] as const satisfies readonly (keyof Features)[];
export type ShellFeatures = Pick<Features, (typeof SHELL_FEATURES)[number]>;

/** The platform features the browser's components ask about (`usePlatformOffers`); the rest stay on the server. */
export const SHELL_PLATFORM_FEATURES = [
  'bigWins',
  'betRecords',
  'deposit',
  'promotionActions',
  'promotionDetail',
  'transactionHistory',
  'walletTransfer',
  'winners',
  'withdraw',
] as const satisfies readonly PlatformFeature[];
export type ShellPlatformFeature = (typeof SHELL_PLATFORM_FEATURES)[number];

/** Everything the page chrome needs, sent to the browser. Holds no secrets: no token, no CS paths. */
export type PublicShell = {
  kind: 'brand' | 'staging';
  brand: {
    id: string;
    name: string;
    logoUrl: string;
    iconUrl: string;
    /** The home-screen icon for iOS (a PNG when the brand has one). */
    touchIconUrl: string;
    description: string;
    facebookUrl: string | null;
  } | null;
  preview: boolean;
  /** Staging's brand list, for the preview ribbon. */
  stagingIndexUrl: string | null;
  /** The what-if overrides a staff member has in force on this preview, for the ribbon; null when none. */
  overrides: OverrideLine[] | null;
  /** This preview's overrides could not be read (their store is unreachable): the ribbon says the page shows the live settings. */
  overridesUnavailable: boolean;
  theme: string;
  mode: 'light' | 'dark';
  /** CSS from the brand's runtime token overrides (validated hex colours only). */
  themeCss: string;
  /** The browser bar's colour (`<meta name="theme-color">`) in this mode; null without a brand. */
  themeColour: string | null;
  language: AppLanguage;
  htmlLang: string;
  /** Writing direction of the page's language: `rtl` mirrors the layout through logical CSS. */
  dir: 'ltr' | 'rtl';
  languages: { code: AppLanguage; name: string; htmlLang: string }[];
  features: ShellFeatures | null;
  /** Whether the brand's platform serves each feature the browser asks about (see PLATFORM_FEATURES); null without a brand. */
  platform: Readonly<Record<ShellPlatformFeature, boolean>> | null;
  /** The chrome's links to gated pages: shown where the page's route would open (its gate's `needs`). */
  links: ChromeLinks;
  /**
   * The nav's categories, without their vendors: the header's panels and the footer's strip fetch those
   * (`/resources/vendors`) when they open, so the first visit does not carry every vendor card.
   */
  categories: { key: CategoryKey; path: string }[];
  /** The brand has a sportsbook the hot-matches page links to. */
  sportsbook: boolean;
  customerService: { title: string; csType: string }[];
  socials: { type: string; url: string }[];
  appLinks: { type: string; url: string }[];
  /** The brand's other official addresses (the platform's domain list), for players whose usual one is blocked. */
  mirrors: { host: string; href: string }[];
  /** Footer logo rows (resources PAYMENT and PARTNER); empty when the operator has none. */
  paymentLogos: { name: string; url: string }[];
  partnerLogos: { name: string; url: string }[];
  /** The header's first three hot slots; empty until the platform offers the hot list. */
  recommendedGames: { nodeId: number; gameName: string; showIcon: string | null; vassalage: string }[];
  /** 0 normal, 1 maintenance, 2 region restricted. */
  state: 0 | 1 | 2;
  maintenanceMessage: string | null;
  visitorIp: string | null;
};
