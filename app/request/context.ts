import type { AppLanguage } from '~/i18n/languages';
import type { Timings } from '~/lib/timing.server';
import type { PlatformClient } from '~/platform-client/client.server';
import type { HostResolution } from './brands/resolve-host';
import type { MissingPart } from './main-content';
import type { Preferences } from './preferences.server';
import type { ViewerProfile } from './session/profile';
import type { AppSession } from './session/session.server';
import type { FrameRender } from './frame-parts';
import type { Viewer } from './root-data';
import type { SharedBodyRender } from './shared-body';
import type { Site } from './site.server';
import type { StaffMember } from './staff/staging-access.server';

/** A host the site answers: a brand (on its own host or as a staging preview) or staging's brand list. */
export type HostMatch = Extract<HostResolution, { kind: 'brand' } | { kind: 'staging-index' }>;

/** The signed-in player of this request, as the site knows them (the token stays inside the context). */
export type SignIn = {
  profile: ViewerProfile;
  isAgent: boolean;
  isTrial: boolean;
  /** A password change comes before anything else. */
  mustChangePassword: boolean;
  /** The account's first login: first-login popups show this session. */
  firstLogin: boolean;
};

/**
 * What every loader and action of a request shares, built once per request by the server entry.
 * The accessors are lazy and memoised: a page whose three loaders all ask for the site resolves it once.
 */
export type RequestContext = {
  host: HostMatch;
  clientIp: string | null;
  /** The port the visitor used, to build links between hosts in local and staging runs. */
  port: string | null;
  /** `scheme://host[:port]` as the visitor addressed the site. */
  origin: string;
  /** On staging hosts, the staff member looking (see stagingAccessOf); null elsewhere. */
  staff: StaffMember | null;
  /** The request's id, as in its log line (none for renders no visitor waits on). */
  requestId: string | null;
  /** This response's Content-Security-Policy nonce for the page's own scripts and styles. */
  nonce: string;
  /**
   * Set for the shared render of signed-in pages: the root shows this stand-in player, and nothing may read
   * the session (the request has none; a read is noted and the page is not shared).
   */
  sharedBody: SharedBodyRender | null;
  /** How the render treats the page's frame (header, footer, i18n bootstrap): see FrameRender. */
  frameRender: FrameRender;
  /** A cut render's player as the server read them for the frame: the root shows this one, not a second read that could differ. */
  frameViewer: Viewer | null;
  timings: Timings;
  /** Aborts when the request's time is up; every platform call of the request carries it. */
  budget: AbortSignal;
  /** `work` within the request's time: a shared fetch keeps going for later visitors, this request stops waiting (PlatformError 'timeout'). */
  withinBudget<T>(work: Promise<T>, what: string): Promise<T>;
  /** Language and colour mode cookies, checked. */
  preferences(): Promise<Preferences>;
  /** The brand's site for this visitor; throws a 404 on staging's brand list and the brand's 503 screen when no config can be had. */
  site(): Promise<Site>;
  /** Whether the brand offers what the route at `pathname` declares it needs (`handle.gate.needs`): its gate's answer, for menus. */
  offers(pathname: string): Promise<boolean>;
  /** The language of the page: the site's, or when the site cannot load, the visitor's choice the brand file allows. */
  language(): Promise<AppLanguage>;
  /** This request's session (one object for the whole request, so changes commit together). */
  session(): Promise<AppSession>;
  signIn(): Promise<SignIn | null>;
  /** The platform for this brand and visitor, with the player's token when signed in. */
  platform(): Promise<PlatformClient>;
  /** The platform for this brand and visitor, never with a token (login, registration, guest views). */
  guestPlatform(): Promise<PlatformClient>;
  /** The platform with a token the session does not hold yet (the one a login just returned). */
  platformAs(token: string): Promise<PlatformClient>;
  /** The platform for content every visitor shares: no token and no visitor address in what it fetches. */
  sharedPlatform(): Promise<PlatformClient>;
  /**
   * Says part of the page (`what`: the game list, the jackpot…) could not be had: the page still renders and
   * says so, but never replaces a whole page kept for other visitors, and without its `main` content (what the
   * page is for) it is kept for no one (see CONTENT_MISSING).
   */
  contentMissing(what: string, part: MissingPart): void;
  /** What the loaders said was missing (the worst part first), or null when the page is whole. */
  missingContent(): { part: MissingPart; what: string } | null;
};

declare module '@remix-run/node' {
  // Remix's way to type the load context: the interface merges with the framework's own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
