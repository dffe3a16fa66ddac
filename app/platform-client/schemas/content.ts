import * as v from 'valibot';

/** Optional operator text: absent and null both read as ''. */
const text = v.pipe(
  v.optional(v.nullable(v.string())),
  v.transform((x) => x ?? ''),
);
const epochMs = v.pipe(
  v.optional(v.nullable(v.number())),
  v.transform((x) => x ?? 0),
);

/** A banner slide; `groupName` ties it to a route (w_home, w_rng, …), `linkageType` makes it a link. */
export const BannerSchema = v.looseObject({
  bannerId: v.optional(v.nullable(v.number())),
  groupName: v.string(),
  url: v.string(),
  title: text,
  linkageType: v.optional(v.nullable(v.string())),
  linkageTarget: v.optional(v.nullable(v.string())),
});
export type Banner = v.InferOutput<typeof BannerSchema>;

/** A player notice (PL) or help entry (H); `content` is HTML from the operator. */
export const NoticeSchema = v.looseObject({
  id: v.number(),
  title: v.string(),
  content: text,
  createTime: epochMs,
});
export type Notice = v.InferOutput<typeof NoticeSchema>;

/** A popup: B before login, A after login, F on the first login only. */
export const PopupSchema = v.looseObject({
  ...NoticeSchema.entries,
  execution: v.picklist(['A', 'B', 'F']),
});
export type Popup = v.InferOutput<typeof PopupSchema>;

export const PromotionSchema = v.looseObject({
  id: v.number(),
  title: v.string(),
  category: v.optional(v.nullable(v.string())),
  content: text,
  announcementImages: v.optional(v.array(v.looseObject({ sequence: v.number(), url: v.string() })), []),
  startDate: epochMs,
  endDate: epochMs,
});

/** `MCSFE_getListAnnouncements`. Lists of types not asked for come back empty or absent. */
export const AnnouncementsSchema = v.looseObject({
  banners: v.optional(v.array(BannerSchema), []),
  player: v.optional(v.array(NoticeSchema), []),
  popup: v.optional(v.array(PopupSchema), []),
  promotion: v.optional(v.array(PromotionSchema), []),
  help: v.optional(v.array(NoticeSchema), []),
});
export type Announcements = v.InferOutput<typeof AnnouncementsSchema>;

/** `ODSFE2_getWinnerBoard`: each row wraps the winner in `vo`. */
export const WinnerBoardSchema = v.object({
  list: v.array(
    v.looseObject({
      vo: v.looseObject({
        customerName: v.string(),
        winAmount: v.number(),
        gameName: text,
        gameType: text,
        vassalage: text,
        nodeId: v.optional(v.nullable(v.number())),
        gameId: v.optional(v.nullable(v.string())),
        gameCode: v.optional(v.nullable(v.string())),
        iconUrl: v.optional(v.nullable(v.string())),
      }),
    }),
  ),
});

/** `VIS_getJackpot`: the pool at `asOf`; it grows by `increment` every `intervalMs`. */
export const JackpotSchema = v.looseObject({
  amount: v.number(),
  asOf: v.number(),
  currency: text,
  currencySymbol: text,
  increment: v.optional(v.number(), 165.11),
  intervalMs: v.optional(v.pipe(v.number(), v.minValue(250)), 3000),
});
export type Jackpot = v.InferOutput<typeof JackpotSchema>;
