import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toGames } from './db/catalogue';
import { lobbyGames, type LobbyFilter } from './db/game-list';
import { openDatabase } from './db/open';
import { startPlatform } from './server';

/**
 * `npx tsx platform/bench-games.ts`: times GCSGAME_gameList over HTTP against a fresh platform database
 * (the full ~10,000-game catalogue): 200 requests, 40 of each kind, interleaved, after a warm-up. Then the
 * same 200 lists in-process (query + Game mapping, no HTTP), which a busy machine disturbs far less.
 */
const KINDS: Record<string, string> = {
  'first page': 'gameType=RNG&pageNo=1&pageSize=30',
  filtered: 'gameType=RNG&vassalage=PP&gameClassify=JP&minBet=0.1&pageSize=30',
  'search latin': 'gameType=RNG&gameName=dragon&pageSize=30',
  'search CJK': `gameType=RNG&gameName=${encodeURIComponent('龙')}&pageSize=30`,
  'last page': 'gameType=RNG&pageNo=LAST&pageSize=30',
};
const ROUNDS = 40;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-games-'));
const platform = await startPlatform({ port: 0, dbPath: path.join(dir, 'platform.db') });
const headers = { merchant: 'demoa01', language: 'EN' };

async function timed(query: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(`${platform.url}/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&${query}`, { headers });
  const body = (await res.json()) as { success: boolean; value: { games: unknown[] } };
  const ms = performance.now() - start;
  if (!res.ok || !body.success || !body.value.games.length) throw new Error(`${query}: HTTP ${res.status}, ${body.value?.games?.length ?? 0} games`);
  return ms;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} ms  p99 ${percentile(sorted, 99).toFixed(2)} ms  max ${sorted[sorted.length - 1]!.toFixed(2)} ms`;
};

try {
  const first = (await (await fetch(`${platform.url}/wps/relay/GCSGAME_gameList?${KINDS['first page']}`, { headers })).json()) as {
    value: { totalPages: number };
  };
  KINDS['last page'] = KINDS['last page']!.replace('LAST', String(first.value.totalPages));
  for (const query of Object.values(KINDS)) for (let i = 0; i < 5; i++) await timed(query);
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(KINDS).map((k) => [k, []]));
  for (let round = 0; round < ROUNDS; round++) for (const [kind, query] of Object.entries(KINDS)) times[kind]!.push(await timed(query));
  const all = Object.values(times).flat();
  console.log(
    `GCSGAME_gameList over HTTP, ${all.length} requests (${ROUNDS} per kind), node ${process.version}, ${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(2)}`,
  );
  for (const [kind, list] of Object.entries(times)) console.log(`  ${kind.padEnd(13)} ${summary(list)}`);
  console.log(`  ${'all'.padEnd(13)} ${summary(all)}`);

  const db = openDatabase(path.join(dir, 'platform.db'));
  const base: LobbyFilter = { merchant: 'demoa01', gameType: 'RNG', vendor: null, classify: null, minBet: null, isNew: false, search: null };
  const lists: Record<string, [LobbyFilter, number]> = {
    'first page': [base, 1],
    filtered: [{ ...base, vendor: 'PP', classify: 'JP', minBet: 0.1 }, 1],
    'search latin': [{ ...base, search: 'dragon' }, 1],
    'search CJK': [{ ...base, search: '龙' }, 1],
    'last page': [base, first.value.totalPages],
  };
  const inProcess: Record<string, number[]> = Object.fromEntries(Object.keys(lists).map((k) => [k, []]));
  for (let round = 0; round < ROUNDS + 5; round++) {
    for (const [kind, [filter, pageNo]] of Object.entries(lists)) {
      const start = performance.now();
      toGames(db, lobbyGames(db, filter, { pageNo, pageSize: 30 }).rows, ['EN']);
      if (round >= 5) inProcess[kind]!.push(performance.now() - start);
    }
  }
  db.close();
  console.log(`in-process (lobbyGames + toGames), ${ROUNDS * Object.keys(lists).length} lists`);
  for (const [kind, list] of Object.entries(inProcess)) console.log(`  ${kind.padEnd(13)} ${summary(list)}`);
  console.log(`  ${'all'.padEnd(13)} ${summary(Object.values(inProcess).flat())}`);
} finally {
  await platform.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
