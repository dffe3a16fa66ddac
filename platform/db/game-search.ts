import type { Db } from './db';
import { oneRow } from './one-row';
import { preparedPluck } from './prepared';

/**
 * Folding for the lobby's name search: NFKC (full-width Latin and digits become ASCII), lower case. The
 * same folding runs on the stored names and on what the player types, so the match is case-insensitive in
 * every script SQLite's ASCII-only LIKE would miss.
 */
export const foldName = (s: string) => s.normalize('NFKC').toLowerCase();

/** Latin letters without their accents ("Thẻ Cào" → "the cao"), so a player can search without typing them. */
const stripLatinAccents = (s: string) =>
  s
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .replace(/đ/g, 'd')
    .normalize('NFC');

/** One searchable text per game: every name in every language, folded, plus accent-free Latin forms. */
export function haystackOf(names: string[]): string {
  const forms = new Set<string>();
  for (const name of names) {
    const folded = foldName(name);
    forms.add(folded);
    forms.add(stripLatinAccents(folded));
  }
  // A newline can't be typed into the search (it is stripped), so a match never spans two names.
  return [...forms].join('\n');
}

/**
 * The games some name of which contains `needle`, found once per request (the list then counts and pages
 * over these ids). Three or more characters: an FTS5 phrase of trigrams, which is exactly that substring;
 * the needle is a quoted phrase, so FTS operators in it are plain text. Shorter (one or two CJK
 * characters): `LIKE %needle%` over the haystacks, with `%`, `_` and `\` escaped. Either way the player's
 * text is a bound parameter, never SQL.
 */
export function matchingGameIds(db: Db, needle: string): number[] {
  const folded = foldName(needle);
  // Each answers the ids of the games found (one column, plucked), its statement kept (see prepared).
  if ([...folded].length >= 3) {
    return preparedPluck<number>(db, 'SELECT rowid FROM game_search_fts WHERE game_search_fts MATCH ?').all(`"${folded.replace(/"/g, '""')}"`);
  }
  return preparedPluck<number>(db, "SELECT node_id FROM game_search WHERE haystack LIKE ? ESCAPE '\\'").all(`%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/**
 * Rebuilds `game_search` when it is out of step with the catalogue (a new database, or one that had its
 * games before the search table existed). Counting both tables is cheap enough to do on every start.
 */
export function refreshGameSearch(db: Db) {
  const games = oneRow(db.prepare<unknown[], number>('SELECT COUNT(*) FROM games').pluck().get());
  const indexed = oneRow(db.prepare<unknown[], number>('SELECT COUNT(*) FROM game_search').pluck().get());
  if (games === indexed) return;
  const rows = db
    .prepare<
      unknown[],
      {
        node_id: number;
        name_en: string;
        name: string | null;
      }
    >('SELECT g.node_id, g.name_en, n.name FROM games g LEFT JOIN game_names n ON n.node_id = g.node_id ORDER BY g.node_id')
    .all();
  const names = new Map<number, string[]>();
  for (const r of rows) {
    const list = names.get(r.node_id) ?? [r.name_en];
    if (r.name) list.push(r.name);
    names.set(r.node_id, list);
  }
  const insert = db.prepare('INSERT INTO game_search (node_id, haystack) VALUES (?, ?)');
  db.transaction(() => {
    db.exec('DELETE FROM game_search');
    for (const [nodeId, list] of names) insert.run(nodeId, haystackOf(list));
    db.exec("INSERT INTO game_search_fts (game_search_fts) VALUES ('rebuild')");
  })();
}
