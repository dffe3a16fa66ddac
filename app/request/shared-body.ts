import type { KeepAlive, Viewer } from './root-data';

/**
 * A signed-in page built from a shared render: the render has a stand-in player whose text is made of
 * tokens (below), and each response writes its own player's text where the tokens are. What cannot be
 * written over text (whether a VIP label or an avatar shows, the badge counts, the player's kind) is the
 * page's shape: part of the shared page's key, never a token.
 */
export type ViewerShape = Omit<Viewer, 'nickname' | 'account' | 'vipLabel' | 'avatarUrl'> & {
  vipLabel: boolean;
  /** How the avatar shows: none, an absolute URL (the image), a path (kept in the data, drawn as the default image). */
  avatar: 'none' | 'absolute' | 'path';
  /** How often the page touches the session: the brand's, the same for all its players. */
  keepAliveEveryMs: number;
};

/** What a shared render is told instead of reading a player. */
export type SharedBodyRender = {
  viewer: Viewer;
  keepAlive: KeepAlive;
  /** Set when anything of the render read the session: its page is then not shared (the route did not keep its word). */
  readPlayer: boolean;
  /**
   * A shared centre page's loader data by route id, its texts page tokens (see StandIn): each route named here
   * answers with it, neither its gate nor its loader running (both ran for the player of the answer that asked).
   */
  routeData: Readonly<Record<string, unknown>> | null;
};

/**
 * A route's loader data as a shared page renders it: every text that is the player's own given by `token` (which
 * notes the text for this answer and returns the token standing in its place), everything else as it was (counts,
 * yes/no, the brand's ids, what the URL asked: the shape, which keys the page). `identifies`: a text that names the
 * player (a name, a reference), which the shared render must never show. Null when the page cannot be shared (a
 * notice to tell, a part missing): the page renders whole.
 */
export type StandIn<T = unknown> = (data: T, token: (text: string, identifies?: boolean) => string) => T | null;

/** The token of a page's `n`-th own text: the `x` ends it, so no page token is the start of another. */
export const pageToken = (n: number) => `${TOKEN_MARK}p${n}x`;

/** Every token begins with this; any other text that does is a token a component changed, and the page is not shared. */
export const TOKEN_MARK = 'zSpl1ce0';

/** The tokens standing for the player's text, by the name the server fills them in with. */
export const TEXT_TOKENS = {
  nickname: `${TOKEN_MARK}nickname0`,
  account: `${TOKEN_MARK}account0`,
  vipLabel: `${TOKEN_MARK}vipLabel0`,
  avatarAbsolute: `https://${TOKEN_MARK}avatar0.invalid/a`,
  avatarPath: `/${TOKEN_MARK}avatar0`,
} as const;

/**
 * The player's favourite game ids in a lobby's data: one string (the ids comma-joined), so the token stands
 * for all of them and the server writes the list in its place.
 */
export const FAVOURITES_TOKEN = `${TOKEN_MARK}favourites0`;

/** How a heart's text stands in a shared render: both of its texts, the server keeping the one for its player. */
export const FAVOURITE_CHOICE = { start: `${TOKEN_MARK}fav.`, or: `${TOKEN_MARK}or.`, end: `${TOKEN_MARK}end.` } as const;

/**
 * A text of game `nodeId`'s heart in a shared render: `off` for a player who does not favour the game, `on`
 * for one who does, both carried in the token (each as the component writes it) and chosen per response.
 * Typed as the text it becomes.
 */
export function favouriteChoice<T extends string>(nodeId: string, off: T, on: T): T {
  return `${FAVOURITE_CHOICE.start}${nodeId}.${off}${FAVOURITE_CHOICE.or}${on}${FAVOURITE_CHOICE.end}` as T;
}

/** The token standing for how long ago the session's idle clock restarted (a number in the page's data). */
export const SINCE_TOUCH_TOKEN = 7_340_032_101_337;
export const SINCE_TOKEN_TEXT = String(SINCE_TOUCH_TOKEN);

/** Header the render answers with when it read the session anyway: for the server only, never for a visitor. */
export const PLAYER_READ_HEADER = 'x-shared-body-read-player';

/** The stand-in player of a shared render of `shape`. */
export function sharedBodyRender(shape: ViewerShape, routeData: SharedBodyRender['routeData'] = null): SharedBodyRender {
  const { vipLabel, avatar, keepAliveEveryMs, ...rest } = shape;
  const avatarUrl = avatar === 'absolute' ? TEXT_TOKENS.avatarAbsolute : avatar === 'path' ? TEXT_TOKENS.avatarPath : null;
  return {
    viewer: { ...rest, nickname: TEXT_TOKENS.nickname, account: TEXT_TOKENS.account, vipLabel: vipLabel ? TEXT_TOKENS.vipLabel : null, avatarUrl },
    keepAlive: { everyMs: keepAliveEveryMs, sinceTouchMs: SINCE_TOUCH_TOKEN },
    readPlayer: false,
    routeData,
  };
}
