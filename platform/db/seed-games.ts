import {
  ADJECTIVES,
  ARCADE_GAMES,
  ARCADE_VARIANTS,
  COCKFIGHT_GAMES,
  ESPORTS_GAMES,
  FISH_NOUNS,
  FISH_SUFFIXES,
  LIVE_GAMES,
  LIVE_TABLES,
  LOTTERY_CADENCES,
  LOTTERY_GAMES,
  NAME_LANGS,
  NOUNS,
  PVP_GAMES,
  PVP_VARIANTS,
  SLOT_SUFFIXES,
  SPORTS_GAMES,
  TABLE_GAMES,
  TABLE_VARIANTS,
  VIDEO_POKER,
  type NameLang,
  type Word,
} from './game-words';
import type { Db } from './db';
import { VENDORS } from './seed-data';

/**
 * The demo game catalogue: about 10,000 games across every vendor, generated from a fixed seed so every
 * machine (and every test run) gets the same games, node ids and names.
 */
export type Classify = 'SC' | 'VP' | 'JP' | 'TG' | 'AC' | 'BG';
export type GameSeed = {
  nodeId: number;
  gameId: string;
  gameCode: string;
  vendorCode: string;
  gameType: string;
  nameEn: string;
  names: Partial<Record<NameLang, string>>;
  classify: Classify | null;
  minBet: number;
  minLineNum: number | null;
  isHot: 0 | 1;
  hotRank: number | null;
  isNew: 0 | 1;
  popularity: number;
  sort: number;
};

const SEED = 0x5eed_2024;
export const FIRST_NODE_ID = 100_001;

/** Mulberry32: tiny and fast; `Math.random` would give a different catalogue on every start. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;
function weighted<T>(rng: Rng, table: readonly (readonly [T, number])[]): T {
  let r = rng() * table.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, w] of table) if ((r -= w) < 0) return value;
  return table[table.length - 1]![0];
}

type Name = { en: string; names: Partial<Record<NameLang, string>> };
/** Per-language share of games that carry a translated name. */
const TRANSLATED: Record<NameLang, number> = { CN: 0.55, VI: 0.45, TH: 0.35, JA: 0.35 };

/** Adjective + noun (+ kind word) in each language's own word order: Vietnamese and Thai put the noun first. */
function compose(rng: Rng, adj: Word | null, noun: Word, kind: Word | null, latinTail = ''): Name {
  const at = (w: Word | null, i: number) => (w ? w[i]! : '');
  const en = [at(adj, 0), noun[0], at(kind, 0)].filter(Boolean).join(' ') + latinTail;
  const forms: Record<NameLang, string> = {
    CN: at(adj, 1) + noun[1] + at(kind, 1) + latinTail,
    VI: [at(kind, 2), noun[2], at(adj, 2)].filter(Boolean).join(' ') + latinTail,
    TH: at(kind, 3) + noun[3] + at(adj, 3) + latinTail,
    JA: at(adj, 4) + noun[4] + at(kind, 4) + latinTail,
  };
  return { en, names: translations(rng, forms) };
}

function translations(rng: Rng, forms: Record<NameLang, string>): Partial<Record<NameLang, string>> {
  const names: Partial<Record<NameLang, string>> = {};
  for (const lang of NAME_LANGS) if (rng() < TRANSLATED[lang]) names[lang] = forms[lang];
  return names;
}

const wordWithTail = (rng: Rng, word: Word, tail: string): Name => ({
  en: word[0] + tail,
  names: translations(rng, { CN: word[1] + tail, VI: word[2] + tail, TH: word[3] + tail, JA: word[4] + tail }),
});
const latin = (en: string): Name => ({ en, names: {} });

const SCRATCH: Word = ['Scratch', '刮刮乐', 'Thẻ Cào', 'ขูด', 'スクラッチ'];
const BINGO: Word = ['Bingo', '宾果', 'Bingo', 'บิงโก', 'ビンゴ'];
const JACKPOT_TAILS = [' Jackpots', ' Grand Jackpot', ' Mega Link', ' Jackpot King'];

function slotName(rng: Rng): Name {
  const tail = pick(rng, SLOT_SUFFIXES);
  if (rng() < 0.15) {
    const [a, b] = [pick(rng, NOUNS), pick(rng, NOUNS)];
    if (a !== b) {
      return {
        en: `${a[0]} & ${b[0]}${tail}`,
        names: translations(rng, {
          CN: `${a[1]}与${b[1]}${tail}`,
          VI: `${a[2]} & ${b[2]}${tail}`,
          TH: `${a[3]}และ${b[3]}${tail}`,
          JA: `${a[4]}＆${b[4]}${tail}`,
        }),
      };
    }
  }
  return compose(rng, pick(rng, ADJECTIVES), pick(rng, NOUNS), null, tail);
}

function rngName(rng: Rng, classify: Classify | null): Name {
  switch (classify) {
    case null:
      return slotName(rng);
    case 'JP':
      return compose(rng, pick(rng, ADJECTIVES), pick(rng, NOUNS), null, pick(rng, JACKPOT_TAILS));
    case 'SC':
      return compose(rng, rng() < 0.6 ? pick(rng, ADJECTIVES) : null, pick(rng, NOUNS), SCRATCH);
    case 'BG':
      return compose(rng, rng() < 0.5 ? pick(rng, ADJECTIVES) : null, pick(rng, NOUNS), BINGO);
    case 'VP':
      return latin(pick(rng, VIDEO_POKER) + pick(rng, ['', ' Multi-Hand', ' 10 Hand', ' 50 Hand', ' 100 Hand', ' Gold', ' Classic']));
    case 'TG':
      return latin(pick(rng, TABLE_GAMES) + pick(rng, TABLE_VARIANTS));
    case 'AC':
      return latin((rng() < 0.3 ? `${pick(rng, NOUNS)[0]} ` : '') + pick(rng, ARCADE_GAMES) + pick(rng, ARCADE_VARIANTS));
  }
}

const ESPORTS = new Set(['IMES', 'TF', 'IA']);
const COCKFIGHT = new Set(['DS88', 'DIG']);

/** How many games a vendor has and how one of its names is made. */
function vendorPlan(rng: Rng, code: string, category: string): { count: number; name: (classify: Classify | null) => Name } {
  const between = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  switch (category) {
    case 'RNG':
      return { count: between(400, 480), name: (c) => rngName(rng, c) };
    case 'LIVE':
      return { count: between(90, 130), name: () => wordWithTail(rng, pick(rng, LIVE_GAMES), ` ${pick(rng, LIVE_TABLES)}`) };
    case 'FISH':
      return { count: between(55, 85), name: () => compose(rng, rng() < 0.7 ? pick(rng, ADJECTIVES) : null, pick(rng, FISH_NOUNS), pick(rng, FISH_SUFFIXES)) };
    case 'PVP':
      return { count: between(70, 110), name: () => wordWithTail(rng, pick(rng, PVP_GAMES), pick(rng, PVP_VARIANTS)) };
    case 'SPORTS': {
      const list = ESPORTS.has(code) ? ESPORTS_GAMES : COCKFIGHT.has(code) ? COCKFIGHT_GAMES : SPORTS_GAMES;
      return { count: between(Math.min(6, list.length), list.length), name: () => latin(pick(rng, list)) };
    }
    default:
      return { count: between(30, 50), name: () => wordWithTail(rng, pick(rng, LOTTERY_GAMES), pick(rng, LOTTERY_CADENCES)) };
  }
}

const CLASSIFY_SHARE: readonly (readonly [Classify | null, number])[] = [
  [null, 70],
  ['JP', 8],
  ['SC', 4],
  ['VP', 3],
  ['TG', 6],
  ['AC', 6],
  ['BG', 3],
];
const MIN_BETS: Record<string, readonly (readonly [number, number])[]> = {
  RNG: [
    [0.01, 35],
    [0.05, 20],
    [0.1, 20],
    [0.5, 12],
    [0.75, 5],
    [1, 8],
  ],
  LIVE: [
    [0.5, 30],
    [0.75, 10],
    [1, 60],
  ],
  other: [
    [0.01, 10],
    [0.05, 15],
    [0.1, 25],
    [0.5, 20],
    [0.75, 10],
    [1, 20],
  ],
};
const LINES = [1, 5, 9, 10, 15, 20, 25, 30, 40, 50, 243, 1024];

const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .toLowerCase();

export function generateCatalogue(): GameSeed[] {
  const rng = prng(SEED);
  const games: GameSeed[] = [];
  const slotNames = new Set<string>();
  for (const vendor of VENDORS) {
    const plan = vendorPlan(rng, vendor.code, vendor.category);
    const taken = new Set<string>();
    const ids = new Set<string>();
    const own: GameSeed[] = [];
    for (let i = 0; i < plan.count; i++) {
      const classify = vendor.category === 'RNG' ? weighted(rng, CLASSIFY_SHARE) : null;
      let name = plan.name(classify);
      // Unique inside the vendor; slot titles also across vendors while the word space allows it.
      for (let attempt = 0; taken.has(name.en) || (classify === null && vendor.category === 'RNG' && attempt < 20 && slotNames.has(name.en)); attempt++) {
        name = attempt < 200 ? plan.name(classify) : { en: `${name.en} ${attempt}`, names: {} };
      }
      taken.add(name.en);
      if (vendor.category === 'RNG') slotNames.add(name.en);
      let gameId = `${vendor.code.toLowerCase()}_${slug(name.en)}`;
      if (ids.has(gameId)) gameId = `${gameId}_${i + 1}`;
      ids.add(gameId);
      const isHot = rng() < (vendor.hot ? 0.06 : 0.025) ? 1 : 0;
      own.push({
        nodeId: 0,
        gameId,
        gameCode: `${vendor.code}${String(i + 1).padStart(4, '0')}`,
        vendorCode: vendor.code,
        gameType: vendor.category,
        nameEn: name.en,
        names: name.names,
        classify,
        minBet: weighted(rng, MIN_BETS[vendor.category] ?? MIN_BETS.other!),
        minLineNum: vendor.category === 'RNG' && (classify === null || classify === 'JP') ? pick(rng, LINES) : null,
        isHot,
        hotRank: null,
        isNew: rng() < 0.05 ? 1 : 0,
        popularity: Math.floor(rng() ** 3 * 100_000) + (vendor.hot ? 15_000 : 0) + (isHot ? 40_000 : 0),
        sort: 0,
      });
    }
    // The operator's lobby order: roughly by popularity, with some hand-placed exceptions (the noise).
    const order = own.map((g) => ({ g, key: g.popularity + rng() * 20_000 })).sort((a, b) => b.key - a.key);
    order.forEach(({ g }, i) => (g.sort = i + 1));
    games.push(...own);
  }
  games.forEach((g, i) => (g.nodeId = FIRST_NODE_ID + i));
  // The hot list mixes vendors, as an operator would curate it: a seeded shuffle of all hot games.
  const hot = games
    .filter((g) => g.isHot)
    .map((g) => ({ g, key: rng() }))
    .sort((a, b) => a.key - b.key);
  hot.forEach(({ g }, i) => (g.hotRank = i + 1));
  return games;
}

/** Fills the catalogue once (an empty table), in one transaction. */
export function seedGameCatalogue(db: Db) {
  if (db.prepare('SELECT 1 FROM games LIMIT 1').get()) return;
  const games = generateCatalogue();
  const insertGame = db.prepare(
    `INSERT INTO games (node_id, game_id, game_code, vendor_code, game_type, name_en, classify, min_bet, min_line_num, is_hot, hot_rank, is_new, popularity, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertName = db.prepare('INSERT INTO game_names (node_id, lang, name) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (const g of games) {
      insertGame.run(
        g.nodeId,
        g.gameId,
        g.gameCode,
        g.vendorCode,
        g.gameType,
        g.nameEn,
        g.classify,
        g.minBet,
        g.minLineNum,
        g.isHot,
        g.hotRank,
        g.isNew,
        g.popularity,
        g.sort,
      );
      for (const [lang, name] of Object.entries(g.names)) insertName.run(g.nodeId, lang, name);
    }
  })();
}
