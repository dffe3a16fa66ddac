import { fnv1a } from './hash';
import { prng } from './seed-games';

/**
 * The Vietnamese lottery games of the reference platform. Draws need no storage: draw k of a game opens at
 * k × period + offset (UTC), its id (numero) is the Vietnam date (plus a sequence for express games), and
 * its winning numbers come from a PRNG seeded by game and numero, so every start agrees on the past.
 */
export type PrizeMode = 'LOTT' | 'ELOTT';
type Names = { EN: string; VI: string; CN?: string; TH?: string; JA?: string };
export type LotteryGroup = { code: string; names: Names };
export type LotteryGame = {
  gameCode: string;
  group: string;
  names: Names;
  periodMs: number;
  offsetMs: number;
  closeBeforeMs: number;
  /** Prize modes whose menus list the game: express draws only in electronic-lottery mode. */
  modes: readonly PrizeMode[];
  /** Ticket layouts: the northern one has 27 prizes, the southern/central one 18; both open with a 5-digit special prize. */
  layout: 'north' | 'south';
  /** Vendors that can carry the game, preferred first; the merchant's first one serves it. */
  vendors: readonly string[];
};

export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'ELOTT', 'LOTT', 'TCG_SEA'] as const;

const DAY = 86_400_000;
const ICT_MS = 7 * 3_600_000;
/** A daily draw at hh:mm Vietnam time, as an offset into the UTC day. */
const ictTime = (h: number, m: number) => ((((h * 60 + m) * 60_000 - ICT_MS) % DAY) + DAY) % DAY;
const TRADITIONAL = ['TCG_LOTTO_VN', 'LOTT', 'ELOTT', 'TCG_SEA'] as const;
const ELECTRONIC = ['TCG_LOTTO_VN', 'ELOTT', 'LOTT', 'TCG_SEA'] as const;
const BOTH: readonly PrizeMode[] = ['LOTT', 'ELOTT'];

export const LOTTERY_GROUPS: LotteryGroup[] = [
  { code: 'MB', names: { EN: 'Northern Lottery', VI: 'Miền Bắc', CN: '北部彩', TH: 'หวยเวียดนามเหนือ', JA: '北部ロト' } },
  { code: 'MT', names: { EN: 'Central Lottery', VI: 'Miền Trung', CN: '中部彩', TH: 'หวยเวียดนามกลาง', JA: '中部ロト' } },
  { code: 'MN', names: { EN: 'Southern Lottery', VI: 'Miền Nam', CN: '南部彩', TH: 'หวยเวียดนามใต้', JA: '南部ロト' } },
  { code: 'ST', names: { EN: 'Express Lottery', VI: 'Siêu Tốc', CN: '极速彩', TH: 'หวยด่วน', JA: 'エクスプレス' } },
];

const daily = (gameCode: string, group: string, names: Names, h: number, m: number, layout: LotteryGame['layout']): LotteryGame => ({
  gameCode,
  group,
  names,
  periodMs: DAY,
  offsetMs: ictTime(h, m),
  closeBeforeMs: 15 * 60_000,
  modes: BOTH,
  layout,
  vendors: TRADITIONAL,
});
const express = (gameCode: string, names: Names, periodMs: number, closeBeforeMs: number): LotteryGame => ({
  gameCode,
  group: 'ST',
  names,
  periodMs,
  offsetMs: 0,
  closeBeforeMs,
  modes: ['ELOTT'],
  layout: 'north',
  vendors: ELECTRONIC,
});

export const LOTTERY_GAMES: LotteryGame[] = [
  daily('MB_HN', 'MB', { EN: 'Hanoi', VI: 'Hà Nội', CN: '河内' }, 18, 15, 'north'),
  daily('MT_DN', 'MT', { EN: 'Da Nang', VI: 'Đà Nẵng', CN: '岘港' }, 17, 15, 'south'),
  daily('MT_KH', 'MT', { EN: 'Khanh Hoa', VI: 'Khánh Hòa', CN: '庆和' }, 17, 15, 'south'),
  daily('MT_TTH', 'MT', { EN: 'Thua Thien Hue', VI: 'Thừa Thiên Huế', CN: '顺化' }, 17, 15, 'south'),
  daily('MN_HCM', 'MN', { EN: 'Ho Chi Minh City', VI: 'TP. Hồ Chí Minh', CN: '胡志明市' }, 16, 15, 'south'),
  daily('MN_DT', 'MN', { EN: 'Dong Thap', VI: 'Đồng Tháp', CN: '同塔' }, 16, 15, 'south'),
  daily('MN_CM', 'MN', { EN: 'Ca Mau', VI: 'Cà Mau', CN: '金瓯' }, 16, 15, 'south'),
  daily('MN_VT', 'MN', { EN: 'Vung Tau', VI: 'Vũng Tàu', CN: '头顿' }, 16, 15, 'south'),
  express('ST_1P', { EN: '1-minute Express', VI: 'Siêu Tốc 1 Phút', CN: '极速1分彩', TH: 'หวยด่วน 1 นาที', JA: '1分エクスプレス' }, 60_000, 5_000),
  express('ST_5P', { EN: '5-minute Express', VI: 'Siêu Tốc 5 Phút', CN: '极速5分彩', TH: 'หวยด่วน 5 นาที', JA: '5分エクスプレス' }, 300_000, 30_000),
];

export const nameIn = (names: Names, chain: string[]) => {
  for (const lang of chain) {
    const hit = names[lang as keyof Names];
    if (hit) return hit;
  }
  return names.EN;
};

/** 'ELOTT' (any case, also 'Elott') → ELOTT; LOTT, ZY and SEA list the traditional draws. */
export function prizeModeOf(raw: string): PrizeMode | null {
  const mode = raw.trim().toUpperCase();
  if (mode === 'ELOTT') return 'ELOTT';
  if (['', 'LOTT', 'ZY', 'SEA'].includes(mode)) return 'LOTT';
  return null;
}

/** The merchant's lottery games with the vendor that serves each, in menu order. */
export function merchantLotteryGames(merchantVendors: Set<string>): { game: LotteryGame; vendor: string }[] {
  return LOTTERY_GAMES.flatMap((game) => {
    const vendor = game.vendors.find((v) => merchantVendors.has(v));
    return vendor ? [{ game, vendor }] : [];
  });
}

export type Draw = { gameCode: string; numero: string; openTime: number };

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** The Vietnam calendar date of an instant, as yyyymmdd. */
function ictDate(t: number): string {
  const d = new Date(t + ICT_MS);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;
}

/** Draw k of a game: daily draws are named by date, express draws by date and sequence of the day. */
export function drawAt(game: LotteryGame, k: number): Draw {
  const openTime = k * game.periodMs + game.offsetMs;
  if (game.periodMs >= DAY) return { gameCode: game.gameCode, numero: ictDate(openTime), openTime };
  const dayStart = Math.floor((openTime + ICT_MS) / DAY) * DAY - ICT_MS;
  const sequence = Math.floor((openTime - dayStart) / game.periodMs) + 1;
  return { gameCode: game.gameCode, numero: `${ictDate(openTime)}${pad(sequence, 4)}`, openTime };
}

/** Index of the latest draw that has opened at `now`. */
export const lastOpenedIndex = (game: LotteryGame, now: number) => Math.floor((now - game.offsetMs) / game.periodMs);

/** The last `count` opened draws, newest first. */
export function openedDraws(game: LotteryGame, now: number, count: number): Draw[] {
  const last = lastOpenedIndex(game, now);
  return Array.from({ length: count }, (_, i) => drawAt(game, last - i));
}

/** The draw that is taking bets (or about to open): its id, when betting closes and when it opens. */
export function currentDraw(game: LotteryGame, now: number) {
  const next = drawAt(game, lastOpenedIndex(game, now) + 1);
  return { gameCode: game.gameCode, currentNumero: next.numero, closeTime: next.openTime - game.closeBeforeMs, nextOpenTime: next.openTime };
}

/** Digits per prize, special prize first. */
const LAYOUTS: Record<LotteryGame['layout'], number[]> = {
  north: [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2],
  south: [5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 2],
};

export function winningNumbers(game: LotteryGame, numero: string): string[] {
  const rng = prng(fnv1a(`${game.gameCode}:${numero}`));
  return LAYOUTS[game.layout].map((digits) => pad(Math.floor(rng() * 10 ** digits), digits));
}

/** 'HH:mm' Vietnam time of a daily draw; express draws have none. */
export function drawTimeOf(game: LotteryGame): string | undefined {
  if (game.periodMs < DAY) return undefined;
  const minutes = Math.round(((game.offsetMs + ICT_MS) % DAY) / 60_000);
  return `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;
}
