import type { Outcome } from './admin-cashier';
import { adminBlogArticles, setBlogStatus } from './db/blog';
import { featureMatch, featuredMatchIds, HOT_MATCHES_MAX, hotMatches, unfeatureMatch } from './db/hot-matches';
import type { MerchantRow } from './db/merchants';
import type { Db } from './db/db';

/** `platform:admin -- blog …` and `hot …`: the operator's side of the blog and of the hot matches (decision 026). */
export const BLOG_USAGE = `  npm run platform:admin -- blog list <merchant>                 (every article, drafts included)
  npm run platform:admin -- blog publish|unpublish <merchant> <slug>
  npm run platform:admin -- hot list <merchant>                  (what the site shows as hot matches, featured first)
  npm run platform:admin -- hot feature|unfeature <merchant> <matchId>   (ids as "hot list" prints them, e.g. 20261124-3)`;

const when = (ms: number | null) => (ms === null ? '-'.padEnd(16) : new Date(ms).toISOString().replace('T', ' ').slice(0, 16));

export function blogCommand(db: Db, action: string, merchant: MerchantRow, args: string[]): Outcome | null {
  if (action === 'list' && args.length === 0) {
    const rows = adminBlogArticles(db, merchant.code);
    if (!rows.length) return { lines: [`${merchant.code}: no articles`], code: 0 };
    return {
      lines: rows.map((a) => `${a.status.padEnd(9)}  ${when(a.publishedAt)}  ${a.category.padEnd(10)}  ${a.slug}  [${a.languages.join(',')}]  ${a.title}`),
      code: 0,
    };
  }
  if ((action === 'publish' || action === 'unpublish') && args.length === 1) {
    const slug = args[0]!;
    const done = setBlogStatus(db, merchant.code, slug, action === 'publish' ? 'PUBLISHED' : 'DRAFT');
    if (!done) return { lines: [`${merchant.code}: no article "${slug}"`], code: 1 };
    return { lines: [`${merchant.code}: ${slug} ${action === 'publish' ? 'published' : 'back to draft'} (the site shows it within a minute)`], code: 0 };
  }
  return null;
}

export function hotCommand(db: Db, action: string, merchant: MerchantRow, args: string[]): Outcome | null {
  if (action === 'list' && args.length === 0) {
    const featured = featuredMatchIds(db, merchant.code);
    const rows = hotMatches(db, merchant.code, HOT_MATCHES_MAX, ['EN']);
    const lines = rows.map(
      (m) =>
        `${m.featured ? '★' : ' '} ${m.matchId.padEnd(11)}  ${when(m.kickoffAt)} UTC  ${m.sport.padEnd(10)}  ${m.home} v ${m.away}  ${m.odds['1']} / ${m.odds.X ?? '-'} / ${m.odds['2']}`,
    );
    const stale = featured.filter((id) => !rows.some((m) => m.matchId === id));
    if (stale.length) lines.push(`featured but started or not offered: ${stale.join(', ')}`);
    return { lines, code: 0 };
  }
  if ((action === 'feature' || action === 'unfeature') && args.length === 1) {
    const id = args[0]!;
    const done = action === 'feature' ? featureMatch(db, merchant.code, id) : unfeatureMatch(db, merchant.code, id);
    if (!done) return { lines: [action === 'feature' ? `no upcoming match "${id}" (see hot list)` : `${merchant.code}: "${id}" was not featured`], code: 1 };
    return { lines: [`${merchant.code}: ${id} ${action === 'feature' ? 'featured' : 'no longer featured'}`], code: 0 };
  }
  return null;
}
