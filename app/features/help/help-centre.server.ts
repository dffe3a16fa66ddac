import type { AppLoadContext } from '@remix-run/node';
import sanitizeHtml from 'sanitize-html';
import { contentTtl } from '~/lib/content-ttl.server';
import { SwrCache } from '~/lib/swr-cache.server';
import { sanitizeOperatorHtml } from '~/lib/sanitize-html.server';
import { isPlatformError } from '~/platform-client/errors';
import { HelpCenterSchema, type HelpItem } from '~/platform-client/schemas/help';
import { articleAnchor, assignAnchors, type HelpArticle, type HelpSection } from './help-tree';

/** Help pages change rarely: a minute fresh, and the last good copy kept for a day through an outage. */
const HELP_TTL_MS = 60_000;
const HELP_MAX_STALE_MS = 24 * 60 * 60_000;

const BLOCK_END = /<\/(p|li|h[1-6]|div|tr|td|th|blockquote|ol|ul|table)>|<(br|hr)\s*\/?>/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Clean HTML as plain text for the search: block ends become spaces so words do not run together. */
export function htmlText(cleanHtml: string): string {
  const stripped = sanitizeHtml(cleanHtml.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function article(item: HelpItem, anchor: string): HelpArticle {
  const html = sanitizeOperatorHtml(item.content);
  return { anchor, title: item.title.trim(), html, text: htmlText(html) };
}

/** Published pages only (a hidden page hides what is under it), deeper levels listed under their section. */
function publishedArticles(items: HelpItem[]): HelpItem[] {
  return items.filter((i) => i.display).flatMap((i) => [i, ...publishedArticles(i.children)]);
}

/** The platform's tree as the page's sections: drafts dropped, HTML sanitised, anchors given. */
export function helpSections(tree: HelpItem[]): HelpSection[] {
  return assignAnchors(tree.filter((item) => item.display && item.title.trim())).map((item) => ({
    ...article(item, item.anchor),
    tag: item.tag,
    accent: item.bgColor && HEX.test(item.bgColor.trim()) ? item.bgColor.trim() : null,
    articles: publishedArticles(item.children)
      .filter((child) => child.title.trim())
      .map((child, index) => article(child, articleAnchor(item.anchor, index))),
  }));
}

let cache: SwrCache<HelpSection[]> | null = null;
function helpCache() {
  cache ??= new SwrCache<HelpSection[]>({
    ttlMs: contentTtl(HELP_TTL_MS),
    maxStaleMs: HELP_MAX_STALE_MS,
    retryAfterMs: 5_000,
    maxEntries: 200,
    // Read the clock on every use (not a reference taken once), so tests can move it.
    now: () => Date.now(),
    onRefreshError: (key, error) =>
      console.error(`[help] ${key}: refresh failed, keeping the last good copy (${isPlatformError(error) ? error.message : String(error)})`),
  });
  return cache;
}

export type HelpCentre = {
  sections: HelpSection[];
  /** The platform could not give the help pages and no copy was kept: the page says so kindly. */
  unavailable: boolean;
};

/**
 * The help centre in the visitor's language, shared by every visitor of the brand (fetched without
 * anything of this request) and cached with its last good copy, so an outage keeps the page readable.
 */
export async function getHelpCentre(context: AppLoadContext): Promise<HelpCentre> {
  const [site, client] = await Promise.all([context.site(), context.sharedPlatform()]);
  const key = `${site.brand.id}:${site.language}`;
  const fetchSections = async () => helpSections(await client.call('helpCenter', HelpCenterSchema, { query: { lang: site.language, device: 'WEB' } }));
  try {
    const sections = await context.timings.time(
      'help',
      () => context.withinBudget(helpCache().get(key, fetchSections, { signal: context.budget }), 'help centre'),
      'help centre',
    );
    return { sections, unavailable: false };
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    const kept = helpCache().peek(key);
    // The sections are the page: one without them is for this visitor only.
    if (!kept) context.contentMissing('help centre', 'main');
    return { sections: kept ?? [], unavailable: !kept };
  }
}
