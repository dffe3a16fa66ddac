import type { Db } from '../db/db';
import type { RequestContext, Route } from '../http/router';

const LANE_ORDER = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'ELOTT', 'LOTT'];

function vendorLanes(ctx: RequestContext) {
  const rows = ctx.db
    .prepare<
      unknown[],
      { code: string; display_name: string; category: string; is_hot: number; is_game: string | null; account_type_id: number; supports_trial: number }
    >(
      `SELECT v.code, v.display_name, v.category, v.is_hot, v.is_game, v.account_type_id, v.supports_trial
         FROM merchant_vendors mv JOIN vendors v ON v.code = mv.vendor_code
        WHERE mv.merchant = ? ORDER BY v.sort`,
    )
    .all(ctx.merchant.code);
  const lanes = LANE_ORDER.map((title) => ({
    title,
    cards: rows
      .filter((r) => r.category === title)
      .map((r) => ({
        vassalage: r.code,
        displayName: r.display_name,
        gameType: title,
        accountTypeId: r.account_type_id,
        isHot: r.is_hot,
        smallIcon: `/vendor/${r.code}.png`,
        lagerIcon: `/vendor/${r.code}.png`,
        isGame: r.is_game,
        nodeId: r.account_type_id,
        // Decision 016: whether the vendor's games can be played for free (GCS_gameTrialLaunch).
        supportTrial: r.supports_trial,
      })),
    gameClassify: title === 'RNG' ? CLASSIFY : null,
  })).filter((lane) => lane.cards.length > 0);
  return { data: { lanes } };
}

const CLASSIFY = [
  { key: 'SC', displayName: 'Scratch Card', gameCount: null },
  { key: 'VP', displayName: 'Video Poker', gameCount: null },
  { key: 'JP', displayName: 'Jackpot', gameCount: null },
  { key: 'TG', displayName: 'Table Games', gameCount: null },
  { key: 'AC', displayName: 'Arcade', gameCount: null },
  { key: 'BG', displayName: 'Bingo', gameCount: null },
];

function hasVendor(db: Db, merchant: string, codes: string[]): boolean {
  return Boolean(
    db.prepare(`SELECT 1 FROM merchant_vendors WHERE merchant = ? AND vendor_code IN (${codes.map(() => '?').join(',')})`).get(merchant, ...codes),
  );
}

/** `/lgw/games/game_menus`: lottery groups, bare JSON keyed by group. */
function gameMenus(ctx: RequestContext) {
  const menus: Record<string, { gameGroupCode: string; gameGroupName: string; gameMenus: { gameCode: string; gameName: string }[] }> = {};
  if (hasVendor(ctx.db, ctx.merchant.code, ['TCG_LOTTO_VN', 'ELOTT'])) {
    menus.VN = {
      gameGroupCode: 'VN',
      gameGroupName: 'Vietnam Lottery',
      gameMenus: [
        { gameCode: 'VNNORTH', gameName: 'Miền Bắc' },
        { gameCode: 'VNSOUTH', gameName: 'Miền Nam' },
        { gameCode: 'VNCENTRAL', gameName: 'Miền Trung' },
      ],
    };
  }
  if (hasVendor(ctx.db, ctx.merchant.code, ['TCG_SEA', 'LOTT'])) {
    menus.SEA = {
      gameGroupCode: 'SEA',
      gameGroupName: 'SEA Lottery',
      gameMenus: [
        { gameCode: 'TH_GOV', gameName: 'Thai Government' },
        { gameCode: 'LAO', gameName: 'Lao Lottery' },
      ],
    };
    menus.QUICK = {
      gameGroupCode: 'QUICK',
      gameGroupName: 'Quick Draws',
      gameMenus: [
        { gameCode: 'PK10', gameName: '1-minute PK10' },
        { gameCode: 'SSC5', gameName: '5-minute SSC' },
      ],
    };
  }
  return menus;
}

export const gameRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', modId: 'COMM3', handle: vendorLanes },
  { method: 'GET', path: '/wps/relay/GCSGAME_gameVendor', modId: 'COMM3', handle: vendorLanes },
  { method: 'GET', path: '/lgw/games/game_menus', modId: 'COMM3', bare: true, handle: gameMenus },
];
