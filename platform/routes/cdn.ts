import { PARTNER_LOGOS, PAYMENT_LOGOS } from '../db/logos';
import type { Db } from '../db/db';
import { avatarPresetArt, isPresetKey } from '../images/avatar-presets';
import { avatarArt, bannerArt, bannerBackdrop, defaultGameArt, escapeXml, gameArt, hue, logoArt, qrArt } from './cdn-art';
import { itemArt } from '../db/point-items';
import { blogCover } from '../db/blog';
import { pointItemArt } from './point-item-art';

export function vendorIcon(code: string, name: string): string {
  const h = hue(code);
  const label = escapeXml(name.length > 14 ? code : name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 80" width="160" height="80"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 52%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 75% 36%)"/></linearGradient></defs><rect width="160" height="80" rx="14" fill="url(#g)"/><circle cx="132" cy="16" r="28" fill="rgba(255,255,255,.12)"/><text x="80" y="38" text-anchor="middle" font-family="Montserrat,Segoe UI,system-ui,sans-serif" font-size="20" font-weight="800" fill="#fff">${escapeXml(code.replace(/_/g, ' ').slice(0, 10))}</text><text x="80" y="60" text-anchor="middle" font-family="Segoe UI,system-ui,sans-serif" font-size="11" fill="rgba(255,255,255,.85)">${label}</text></svg>`;
}

/** What the CDN needs from the database to draw an image; null means "no such image" (404). */
export type CdnLookups = {
  vendorName(code: string): string | null;
  /** A banner's hue; its art carries no words (the site writes the title in the reader's language). */
  banner(id: number): { hue: number } | null;
  /** Whether a promotion exists; its art carries no words either. */
  promo(id: number): boolean;
  game(nodeId: number): { name: string; vendor: string; kind: string } | null;
  /** A QR deposit channel's name. */
  qrChannel(id: number): string | null;
  /** A point-mall item's picture: its English name and drawing. */
  pointItem(id: number): { name: string; art: string; hue: number } | null;
  /** A blog article's cover: its title in the brand's own language, category and hue. */
  blogCover(id: number): { title: string; category: string; hue: number } | null;
};

export function cdnLookups(db: Db): CdnLookups {
  const vendor = db.prepare<unknown[], string>('SELECT display_name FROM vendors WHERE code = ?').pluck();
  const banner = db.prepare<unknown[], number>('SELECT hue FROM banners WHERE id = ?').pluck();
  const promo = db.prepare("SELECT 1 FROM announcements WHERE id = ? AND type = 'PR'").pluck();
  const game = db.prepare<unknown[], { name: string; vendor: string; kind: string }>(
    'SELECT name_en AS name, vendor_code AS vendor, COALESCE(classify, game_type) AS kind FROM games WHERE node_id = ?',
  );
  const qr = db.prepare<unknown[], string>("SELECT name FROM deposit_channels WHERE id = ? AND type = 'QR'").pluck();
  return {
    vendorName: (code) => vendor.get(code) ?? null,
    banner: (id) => {
      const hue = banner.get(id);
      return hue === undefined ? null : { hue };
    },
    promo: (id) => promo.get(id) !== undefined,
    game: (nodeId) => game.get(nodeId) ?? null,
    qrChannel: (id) => qr.get(id) ?? null,
    pointItem: (id) => itemArt(db, id),
    blogCover: (id) => blogCover(db, id),
  };
}

type Asset = { status: number; body: string; type: string };
const svg = (body: string): Asset => ({ status: 200, body, type: 'image/svg+xml' });
const NOT_FOUND: Asset = { status: 404, body: 'not found', type: 'text/plain' };
const id = (s: string | undefined) => Number(s);

/**
 * `/cdn/...`: generated artwork, served without a Merchant header like a real CDN. Paths:
 * vendor/<CODE>.svg, banner/<id>.svg, promo/<id>[-<n>].svg, game/<nodeId>.svg, game/default.svg,
 * logo/payment|partner/<code>.svg, avatar/default.svg, avatar/preset/<key>.svg, qr/<channelId>.svg, reward/<itemId>.svg (point-mall items),
 * blog/<articleId>.svg (blog covers). Anything else under /cdn is a 404.
 */
export function serveCdn(pathname: string, lookups: CdnLookups): Asset | null {
  if (!pathname.startsWith('/cdn/')) return null;
  const path = pathname.slice('/cdn/'.length);
  let m: RegExpExecArray | null;
  if ((m = /^vendor\/([A-Z0-9_]{1,20})\.svg$/.exec(path))) {
    const name = lookups.vendorName(m[1]!);
    return name ? svg(vendorIcon(m[1]!, name)) : NOT_FOUND;
  }
  if ((m = /^banner\/(\d{1,9})\.svg$/.exec(path))) {
    const b = lookups.banner(id(m[1]));
    return b ? svg(bannerBackdrop(b.hue)) : NOT_FOUND;
  }
  if ((m = /^promo\/(\d{1,9})(?:-(\d))?\.svg$/.exec(path))) {
    return lookups.promo(id(m[1])) ? svg(bannerBackdrop((id(m[1]) * 67 + (m[2] ? 120 : 0)) % 360)) : NOT_FOUND;
  }
  if (path === 'game/default.svg') return svg(defaultGameArt());
  if ((m = /^game\/(\d{1,9})\.svg$/.exec(path))) {
    const g = lookups.game(id(m[1]));
    return g ? svg(gameArt({ nodeId: id(m[1]), ...g })) : NOT_FOUND;
  }
  if ((m = /^logo\/(payment|partner)\/([a-z0-9]{1,20})\.svg$/.exec(path))) {
    const kind = m[1] as 'payment' | 'partner';
    const logos = kind === 'payment' ? PAYMENT_LOGOS : PARTNER_LOGOS;
    // hasOwn: 'constructor' and friends are valid-looking codes too.
    return Object.hasOwn(logos, m[2]!) ? svg(logoArt(logos[m[2]!]!, kind)) : NOT_FOUND;
  }
  if (path === 'avatar/default.svg') return svg(avatarArt());
  if ((m = /^avatar\/preset\/([a-z]{1,20})\.svg$/.exec(path))) return isPresetKey(m[1]!) ? svg(avatarPresetArt(m[1])) : NOT_FOUND;
  if ((m = /^reward\/(\d{1,9})\.svg$/.exec(path))) {
    const item = lookups.pointItem(id(m[1]));
    return item ? svg(pointItemArt(item)) : NOT_FOUND;
  }
  if ((m = /^blog\/(\d{1,9})\.svg$/.exec(path))) {
    const cover = lookups.blogCover(id(m[1]));
    return cover ? svg(bannerArt({ title: cover.title, hue: cover.hue, eyebrow: cover.category.replace(/_/g, ' '), cta: 'Read more' })) : NOT_FOUND;
  }
  if ((m = /^qr\/(\d{1,9})\.svg$/.exec(path))) {
    const name = lookups.qrChannel(id(m[1]));
    return name ? svg(qrArt(m[1]!, name)) : NOT_FOUND;
  }
  return NOT_FOUND;
}
