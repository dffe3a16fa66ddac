import { PARTNER_LOGOS, PAYMENT_LOGOS } from '../db/logos';
import type { Db } from '../db/db';
import { avatarPresetArt, isPresetKey } from '../images/avatar-presets';
import { avatarArt, bannerArt, bannerBackdrop, defaultGameArt, escapeXml, gameArt, hue, logoArt, qrArt } from './cdn-art';
import { itemArt } from '../db/point-items';
import { blogCover } from '../db/blog';
import { pointItemArt } from './point-item-art';
import { rasterStyle, rasterise, type RasterFormat } from '../images/raster-art';
import type { RasterCache } from '../images/raster-cache';

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

type Asset = { status: number; body: string | Buffer; type: string };
const NOT_FOUND: Asset = { status: 404, body: 'not found', type: 'text/plain' };
const id = (s: string | undefined) => Number(s);

/**
 * Each kind of art's raster form: its format (WebP for game tiles, which a lobby shows by the dozen; a JPEG for other
 * opaque art; a PNG where the art has clear parts) and the width it is drawn at (the SVG's own when not given). A QR
 * code stays vector only: a scanner wants its edges sharp.
 */
const RASTER: Record<string, { format: RasterFormat; width?: number }> = {
  game: { format: 'webp' },
  banner: { format: 'jpg', width: 1440 },
  promo: { format: 'jpg', width: 1440 },
  blog: { format: 'jpg', width: 1440 },
  vendor: { format: 'png' },
  logo: { format: 'png' },
  avatar: { format: 'png' },
  reward: { format: 'png' },
};
const TYPES = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;

/**
 * The SVG drawn at `stem` (an address under /cdn/ without its extension), or null for no such image. `raster`: the
 * drawing becomes a raster image, so a game tile's corners are left square for the site to round.
 */
function drawSvg(stem: string, lookups: CdnLookups, raster: boolean): string | null {
  let m: RegExpExecArray | null;
  if ((m = /^vendor\/([A-Z0-9_]{1,20})$/.exec(stem))) {
    const name = lookups.vendorName(m[1]!);
    return name ? vendorIcon(m[1]!, name) : null;
  }
  if ((m = /^banner\/(\d{1,9})$/.exec(stem))) {
    const b = lookups.banner(id(m[1]));
    return b ? bannerBackdrop(b.hue) : null;
  }
  if ((m = /^promo\/(\d{1,9})(?:-(\d))?$/.exec(stem))) {
    return lookups.promo(id(m[1])) ? bannerBackdrop((id(m[1]) * 67 + (m[2] ? 120 : 0)) % 360) : null;
  }
  if (stem === 'game/default') return defaultGameArt({ square: raster });
  if ((m = /^game\/(\d{1,9})$/.exec(stem))) {
    const g = lookups.game(id(m[1]));
    return g ? gameArt({ nodeId: id(m[1]), ...g }, { square: raster }) : null;
  }
  if ((m = /^logo\/(payment|partner)\/([a-z0-9]{1,20})$/.exec(stem))) {
    const kind = m[1] as 'payment' | 'partner';
    const logos = kind === 'payment' ? PAYMENT_LOGOS : PARTNER_LOGOS;
    // hasOwn: 'constructor' and friends are valid-looking codes too.
    return Object.hasOwn(logos, m[2]!) ? logoArt(logos[m[2]!]!, kind) : null;
  }
  if (stem === 'avatar/default') return avatarArt();
  if ((m = /^avatar\/preset\/([a-z]{1,20})$/.exec(stem))) return isPresetKey(m[1]!) ? avatarPresetArt(m[1]) : null;
  if ((m = /^reward\/(\d{1,9})$/.exec(stem))) {
    const item = lookups.pointItem(id(m[1]));
    return item ? pointItemArt(item) : null;
  }
  if ((m = /^blog\/(\d{1,9})$/.exec(stem))) {
    const cover = lookups.blogCover(id(m[1]));
    return cover ? bannerArt({ title: cover.title, hue: cover.hue, eyebrow: cover.category.replace(/_/g, ' '), cta: 'Read more' }) : null;
  }
  if ((m = /^qr\/(\d{1,9})$/.exec(stem))) {
    const name = lookups.qrChannel(id(m[1]));
    return name ? qrArt(m[1]!, name) : null;
  }
  return null;
}

/**
 * `/cdn/...`: generated artwork, served without a Merchant header like a real CDN. Each image is at its stem with
 * `.svg` (the drawing) and with its kind's raster extension (RASTER: the address the platform's answers give):
 * vendor/<CODE>.png, banner/<id>.jpg, promo/<id>[-<n>].jpg, game/<nodeId>.webp, game/default.webp,
 * logo/payment|partner/<code>.png, avatar/default.png, avatar/preset/<key>.png, reward/<itemId>.png (point-mall
 * items), blog/<articleId>.jpg (blog covers), qr/<channelId>.svg. Anything else under /cdn is a 404.
 */
export function serveCdn(pathname: string, lookups: CdnLookups, rasters: RasterCache): Promise<Asset> | null {
  if (!pathname.startsWith('/cdn/')) return null;
  const m = /^([a-z]+)\/([\w/-]{1,60})\.(svg|png|jpg|webp)$/.exec(pathname.slice('/cdn/'.length));
  if (!m) return Promise.resolve(NOT_FOUND);
  const kind = m[1]!;
  const ext = m[3] as keyof typeof TYPES;
  // null: the drawing itself; undefined: a kind with no raster form.
  const raster = ext === 'svg' ? null : RASTER[kind];
  if (raster === undefined || (raster && raster.format !== ext)) return Promise.resolve(NOT_FOUND);
  const svg = drawSvg(`${kind}/${m[2]}`, lookups, raster !== null);
  if (svg === null) return Promise.resolve(NOT_FOUND);
  if (!raster) return Promise.resolve({ status: 200, body: svg, type: TYPES.svg });
  // Keyed by the drawing itself: a renamed game or a new blog title is drawn again, never served stale.
  return rasterStyle()
    .then((style) => rasters.get(`${style}:${ext}:${raster.width ?? ''}:${svg}`, () => rasterise(svg, raster.format, { width: raster.width })))
    .then((body) => ({ status: 200, body, type: TYPES[ext] }));
}
