import * as v from 'valibot';

/** A vendor card inside a lane of `GCSGAME_newGameVendor`. */
export const VendorCardSchema = v.looseObject({
  vassalage: v.string(),
  displayName: v.string(),
  gameType: v.string(),
  accountTypeId: v.optional(v.nullable(v.number())),
  isHot: v.optional(v.nullable(v.union([v.number(), v.boolean()]))),
  smallIcon: v.optional(v.nullable(v.string())),
  lagerIcon: v.optional(v.nullable(v.string())),
  gameCode: v.optional(v.nullable(v.string())),
  isGame: v.optional(v.nullable(v.string())),
  nodeId: v.optional(v.nullable(v.number())),
  gameId: v.optional(v.nullable(v.string())),
  /** Decision 016: 0 when the vendor's games are real money only (no free play); absent means free play is offered. */
  supportTrial: v.optional(v.nullable(v.union([v.number(), v.boolean()]))),
});
export type VendorCard = v.InferOutput<typeof VendorCardSchema>;

export const LaneSchema = v.looseObject({
  title: v.string(),
  cards: v.array(VendorCardSchema),
  gameClassify: v.optional(v.nullable(v.array(v.object({ key: v.string(), displayName: v.string(), gameCount: v.nullable(v.number()) })))),
});
export type Lane = v.InferOutput<typeof LaneSchema>;

export const VendorLanesSchema = v.object({ data: v.object({ lanes: v.array(LaneSchema) }) });

/** `/lgw/games/game_menus`: a bare object (no envelope) whose values carry a gameGroupCode. */
export const GameMenusSchema = v.record(
  v.string(),
  v.looseObject({ gameGroupCode: v.string(), gameGroupName: v.optional(v.string()), gameMenus: v.optional(v.array(v.unknown())) }),
);

const flag = v.optional(v.nullable(v.union([v.number(), v.boolean()])));

/** One game as the lists, hot list, popular and winner board carry it; the name is localised. */
export const GameSchema = v.looseObject({
  nodeId: v.number(),
  gameId: v.optional(v.nullable(v.string())),
  gameCode: v.optional(v.nullable(v.string())),
  gameType: v.string(),
  vassalage: v.string(),
  gameName: v.optional(v.nullable(v.string())),
  nodeName: v.optional(v.nullable(v.string())),
  showIcon: v.optional(v.nullable(v.string())),
  iconUrl: v.optional(v.nullable(v.string())),
  isHot: flag,
  isNew: flag,
  gameClassify: v.optional(v.nullable(v.string())),
  minBet: v.optional(v.nullable(v.number())),
});
export type Game = v.InferOutput<typeof GameSchema>;

/** `GCSGAME_hotGamesV2`. */
export const HotGamesSchema = v.object({ list: v.array(GameSchema) });
/** `/lgw/games/popular`: a bare list. */
export const PopularGamesSchema = v.array(GameSchema);

/** `GCSGAME_gameList`: one page of a game query. */
export const GameListSchema = v.object({
  games: v.array(GameSchema),
  totalPages: v.number(),
  totalCount: v.optional(v.number()),
  pageNum: v.optional(v.number()),
});
export type GameList = v.InferOutput<typeof GameListSchema>;

/** `MCSFE_getFavoriteGames`: the player's favourite node ids, as strings. */
export const FavouriteIdsSchema = v.array(v.pipe(v.union([v.string(), v.number()]), v.transform(String)));
/** `MCSFE_getFavoriteGamesList`. */
export const FavouriteListSchema = v.object({ content: v.array(GameSchema), pageNum: v.optional(v.number()), totalPages: v.number() });
/** `GCS_recentGame`. */
export const RecentGamesSchema = v.object({ list: v.array(GameSchema), totalPages: v.optional(v.number(), 1) });
/** A launch URL as platforms answer it: an absolute http(s) URL, or a path served from a launch CDN. */
const LaunchUrlString = v.pipe(v.string(), v.trim(), v.regex(/^(https?:\/\/|\/(?!\/))/i, 'an http(s) URL or a path'));
/** `/wps/game/launchGame`: the URL to open (older platforms answer `gameUrl`); a path is resolved against `launchGameCDNs`. */
export const GameLaunchUrlSchema = v.pipe(
  v.looseObject({ content: v.optional(v.looseObject({ game_url: v.optional(v.string()) })), gameUrl: v.optional(v.string()) }),
  v.transform((value) => value.content?.game_url ?? value.gameUrl ?? ''),
  LaunchUrlString,
);
const minor = v.pipe(v.number(), v.safeInteger(), v.minValue(0));
/** `GCS_getTrialBalance` (decision 016): the play money of free-play rounds, in minor units. */
export const TrialWalletSchema = v.object({
  balanceMinor: minor,
  creditMinor: minor,
  currency: v.string(),
  currencyExponent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)),
  currencySymbol: v.optional(v.pipe(v.string(), v.maxLength(8)), ''),
});
export type TrialWallet = v.InferOutput<typeof TrialWalletSchema>;
/** `GCS_gameTrialLaunch` (decision 016): the launch URL as `launchGame` answers it, plus the trial wallet it plays from. */
export const TrialLaunchSchema = v.pipe(
  v.looseObject({ content: v.looseObject({ game_url: LaunchUrlString }), ...TrialWalletSchema.entries }),
  v.transform(({ content, balanceMinor, creditMinor, currency, currencyExponent, currencySymbol }) => ({
    url: content.game_url,
    wallet: { balanceMinor, creditMinor, currency, currencyExponent, currencySymbol },
  })),
);
/** `GCS_gameLaunchFB` (decision 008): `{ url }`; a bare string is taken too. */
export const FbSportsLaunchSchema = v.pipe(
  v.union([v.string(), v.looseObject({ url: v.string() })]),
  v.transform((value) => (typeof value === 'string' ? value : value.url)),
  LaunchUrlString,
);
/** The maintenance payload of a launch refused for vendor maintenance. */
export const MaintenanceWindowSchema = v.looseObject({
  content: v.looseObject({ data: v.looseObject({ maintainTime: v.number(), endTime: v.number() }) }),
});

/** `/lgw/vn/games/game_menu`: lottery groups keyed by group code (bare JSON). */
export const LotteryMenusSchema = v.record(
  v.string(),
  v.looseObject({
    gameGroupCode: v.string(),
    gameGroupName: v.optional(v.string(), ''),
    gameMenus: v.array(v.looseObject({ gameCode: v.string(), gameName: v.string(), vendor: v.optional(v.string(), ''), drawTime: v.optional(v.string()) })),
  }),
);
/** `/lgw/vn/games/game_menu/recent`: the player's recent lottery games, newest first (bare JSON). */
export const LotteryRecentSchema = v.looseObject({
  gameMenus: v.array(v.looseObject({ gameCode: v.string(), gameName: v.string(), vendor: v.optional(v.string(), ''), drawTime: v.optional(v.string()) })),
});
/** `/lgw/vn/numeros/opened/game`: the latest draws with their winning numbers. */
export const OpenedNumerosSchema = v.object({
  list: v.array(
    v.looseObject({
      gameCode: v.string(),
      gameName: v.string(),
      numero: v.union([v.string(), v.number()]),
      openTime: v.number(),
      winningNumbers: v.array(v.string()),
    }),
  ),
});

/** `GLS2_roomList`: the tables of the brand's PVP vendors, amounts in the player's minor units. */
export const PvpRoomsSchema = v.array(
  v.looseObject({
    roomId: v.pipe(v.number(), v.integer(), v.minValue(1)),
    vassalage: v.string(),
    nodeId: v.pipe(v.number(), v.integer()),
    gameName: v.string(),
    roomName: v.string(),
    betMinor: v.pipe(v.number(), v.integer(), v.minValue(0)),
    entryMinor: v.pipe(v.number(), v.integer(), v.minValue(0)),
    currency: v.string(),
    currencySymbol: v.optional(v.string(), ''),
    currencyExponent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)),
    players: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0),
  }),
);
export type PvpRoom = v.InferOutput<typeof PvpRoomsSchema>[number];
