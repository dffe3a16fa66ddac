/**
 * The help centre as the page shows it: top-level sections (the operator's tagged pages) with their
 * articles, each with a stable anchor, and a search over titles and bodies. Pure, so the browser and
 * the tests share it; the HTML in here is already sanitised by the server.
 */
export type HelpArticle = {
  /** The element id the page gives it: `/help#<anchor>` scrolls to it. */
  anchor: string;
  title: string;
  /** Sanitised operator HTML. */
  html: string;
  /** The body as plain text, for the search and its snippets. */
  text: string;
};

export type HelpSection = HelpArticle & {
  /** aboutus, deposit, withdraw, game, faqs, term, or another tag the operator uses; null for untagged pages. */
  tag: string | null;
  /** The operator's colour for the section, only as a validated hex value. */
  accent: string | null;
  articles: HelpArticle[];
};

/** The section the registration's Terms link shows. */
export const TERMS_TAG = 'term';
/** Longest search the page accepts; longer input is cut, never refused. */
export const MAX_QUERY_LENGTH = 80;

const TAG_ANCHOR = /^[a-z][a-z0-9_-]{0,39}$/;

/** A tag the operator wrote, as an anchor: only plain words, so an id can never carry markup or clash with the page's own. */
export function tagAnchor(tag: string | null): string | null {
  const value = tag?.trim().toLowerCase() ?? '';
  return TAG_ANCHOR.test(value) ? value : null;
}

/** Gives every section and article an anchor that is unique on the page: the tag, else `help-<n>`; articles `<section>-<n>`. */
export function assignAnchors<T extends { tag: string | null }>(sections: T[]): (T & { anchor: string })[] {
  const used = new Set<string>();
  const unique = (wanted: string) => {
    let anchor = wanted;
    for (let n = 2; used.has(anchor); n += 1) anchor = `${wanted}-${n}`;
    used.add(anchor);
    return anchor;
  };
  return sections.map((section, index) => ({ ...section, anchor: unique(tagAnchor(section.tag) ?? `help-${index + 1}`) }));
}

export function articleAnchor(sectionAnchor: string, index: number): string {
  return `${sectionAnchor}-${index + 1}`;
}

/** A piece of text, and whether it matched the search (the page wraps those in `<mark>`). */
export type TextPart = { text: string; hit: boolean };

export type HelpSearchResult = {
  anchor: string;
  sectionTitle: string;
  title: TextPart[];
  snippet: TextPart[];
};

/** One character folded for matching: lower case, without accents (Vietnamese "Nạp tiền" is found by "nap tien"). */
function foldChar(ch: string): string {
  if (ch === 'đ' || ch === 'Đ') return 'd';
  return ch.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The folded text and, for each folded position, where it came from in the original. */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  let index = 0;
  for (const ch of text) {
    const f = foldChar(ch);
    for (let i = 0; i < f.length; i += 1) origin.push(index);
    folded += f;
    index += ch.length;
  }
  origin.push(text.length);
  return { folded, origin };
}

/** The words of a search, folded; blank input has none. */
export function searchTerms(query: string): string[] {
  const words = query.slice(0, MAX_QUERY_LENGTH).trim().split(/\s+/).filter(Boolean);
  return [...new Set(words.map((w) => fold(w).folded))].filter(Boolean);
}

/** Ranges of `text` where any term occurs, merged and sorted. */
function hitRanges(text: string, terms: string[]): [number, number][] {
  const { folded, origin } = fold(text);
  const ranges: [number, number][] = [];
  for (const term of terms) {
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
      ranges.push([origin[at]!, origin[at + term.length]!]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** `text` cut into matching and non-matching parts. */
export function highlight(text: string, terms: string[]): TextPart[] {
  const parts: TextPart[] = [];
  let at = 0;
  for (const [start, end] of hitRanges(text, terms)) {
    if (start > at) parts.push({ text: text.slice(at, start), hit: false });
    parts.push({ text: text.slice(start, end), hit: true });
    at = end;
  }
  if (at < text.length || !parts.length) parts.push({ text: text.slice(at), hit: false });
  return parts;
}

const SNIPPET_BEFORE = 50;
const SNIPPET_LENGTH = 180;

/** A short piece of the body around its first match, highlighted; the start of the body when only the title matched. */
export function snippet(text: string, terms: string[]): TextPart[] {
  const first = hitRanges(text, terms)[0];
  let start = first ? Math.max(0, first[0] - SNIPPET_BEFORE) : 0;
  // Start on a word boundary rather than in the middle of one.
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < (first?.[0] ?? start)) start = space + 1;
  }
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  const piece = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return highlight(piece, terms);
}

/**
 * Sections and articles whose title or body holds every word of the search (accents and case do not
 * matter), in page order, each with its highlighted title and a highlighted snippet of its body.
 */
export function searchHelp(sections: HelpSection[], query: string): HelpSearchResult[] {
  const terms = searchTerms(query);
  if (!terms.length) return [];
  const results: HelpSearchResult[] = [];
  const consider = (item: HelpArticle, sectionTitle: string) => {
    const haystack = fold(`${item.title}\n${item.text}`).folded;
    if (!terms.every((term) => haystack.includes(term))) return;
    results.push({ anchor: item.anchor, sectionTitle, title: highlight(item.title, terms), snippet: snippet(item.text, terms) });
  };
  for (const section of sections) {
    consider(section, section.title);
    for (const article of section.articles) consider(article, section.title);
  }
  return results;
}
