import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from '@remix-run/react';
import type { Analytics } from './analytics';
import type { PublicShell, ShellPlatformFeature } from './shell';

/** The signed-in player as pages show them; `unreadMessages` is the header's inbox badge. */
export type Viewer = {
  nickname: string;
  account: string;
  vipLabel: string | null;
  rankLevel: number;
  avatarUrl: string | null;
  unreadMessages: number;
  isAgent: boolean;
  isTrial: boolean;
  /** A contract request waits for the player's answer: the chrome shows the accept/reject popup. */
  contractRequest: boolean;
  /** Promotions the player can still take (the public state's `availablePromoCount`): the nav's Promotions badge. */
  availablePromos: number;
};

/** Why a whole brand is unavailable: its own full-page screens. */
export type SystemReason = 'maintenance' | 'region' | 'unavailable';

/** A signed-in page's keep-alive: how often an active player touches, and how long ago the idle clocks were last restarted. */
export type KeepAlive = { everyMs: number; sinceTouchMs: number };

/** The root loader's data. `imageCdn`: the base of platform images for this visitor. */
export type RootData = {
  shell: PublicShell;
  viewer: Viewer | null;
  notice: string | null;
  imageCdn: string | null;
  analytics: Analytics;
  keepAlive: KeepAlive | null;
};

/** What the root loader throws when the brand cannot be served: the screen to show, in the brand's look. */
export type SystemErrorData = { reason: SystemReason; shell: PublicShell };

/** The root's data, or undefined while an error boundary replaces it. Components read root data only through these hooks. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The system screen the root threw, if that is what is showing. */
export function useSystemError(): SystemErrorData | undefined {
  const error = useRouteError();
  return isRouteErrorResponse(error) && (error.data as SystemErrorData | null)?.reason ? (error.data as SystemErrorData) : undefined;
}

/** The chrome's shell: from the root's data, or from the system error that replaced it. */
export function useShell(): PublicShell | undefined {
  const root = useRootData();
  const system = useSystemError();
  return root?.shell ?? system?.shell;
}

/** Whether the brand's platform serves a feature (see PLATFORM_FEATURES): the chrome links only to what it does. */
export function usePlatformOffers(): (feature: ShellPlatformFeature) => boolean {
  const platform = useShell()?.platform;
  return (feature) => platform?.[feature] !== false;
}

export function useOptionalViewer(): Viewer | null {
  return useRootData()?.viewer ?? null;
}

/** For components that only render for a signed-in player. */
export function useViewer(): Viewer {
  const viewer = useOptionalViewer();
  if (!viewer) throw new Error('useViewer outside a signed-in page: use useOptionalViewer');
  return viewer;
}

/** The page's writing direction: sliders and scrollers that move by hand need it (CSS handles the rest). */
export function useTextDirection(): 'ltr' | 'rtl' {
  return useShell()?.dir ?? 'ltr';
}
