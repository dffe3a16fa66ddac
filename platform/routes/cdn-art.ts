import { fnv1a } from '../db/hash';
import type { Logo } from '../db/logos';
import { prng } from '../db/seed-games';

/** Generated SVG artwork for the reference CDN (served as drawn, or as WebP, JPEG or PNG: images/raster-art.ts): banners, game tiles, logos, the default avatar. */

/** A stable hue per code, so each vendor (or merchant) keeps its colour everywhere. */
export function hue(code: string): number {
  let h = 0;
  for (const c of code) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}
export const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const SANS = 'Montserrat,Segoe UI,system-ui,sans-serif';

/** Greedy word wrap into at most `lines` lines of about `width` characters; an overflowing last line ends in '…'. */
export function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if ((line + ' ' + word).length <= width) line += ' ' + word;
    else {
      out.push(line);
      line = word;
    }
  }
  if (line) out.push(line);
  if (out.length > lines) {
    out.length = lines;
    out[lines - 1] = `${out[lines - 1]!.slice(0, width - 1)}…`;
  }
  return out.map((l) => (l.length > width + 4 ? `${l.slice(0, width)}…` : l));
}

function star(cx: number, cy: number, outer: number, inner: number): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${points.join(' ')}"/>`;
}

/**
 * A wide banner's art (1920×560): gradient, dotted pattern, light streaks and an emblem on the right, with no
 * words. Banners and promotions are read in every language the brand offers, so the site writes their titles
 * over the art as text; the left part stays quiet for them. `content` adds what a caller draws there itself.
 */
export function bannerBackdrop(h: number, label: string | null = null, content = ''): string {
  const role = label === null ? 'aria-hidden="true"' : `role="img" aria-label="${escapeXml(label)}"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 560" width="1920" height="560" ${role}><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 72% 20%)"/><stop offset=".55" stop-color="hsl(${(h + 25) % 360} 70% 36%)"/><stop offset="1" stop-color="hsl(${(h + 50) % 360} 80% 50%)"/></linearGradient><radialGradient id="glow" cx=".78" cy=".5" r=".45"><stop offset="0" stop-color="hsl(${(h + 50) % 360} 100% 78%)" stop-opacity=".55"/><stop offset="1" stop-color="hsl(${(h + 50) % 360} 100% 78%)" stop-opacity="0"/></radialGradient><pattern id="dots" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2" fill="#fff" fill-opacity=".07"/></pattern><linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe27a"/><stop offset="1" stop-color="#f5a623"/></linearGradient></defs><rect width="1920" height="560" fill="url(#bg)"/><rect width="1920" height="560" fill="url(#dots)"/><path d="M1080 560 1480 0h150l-400 560z" fill="#fff" fill-opacity=".05"/><path d="M1290 560 1690 0h56l-400 560z" fill="#fff" fill-opacity=".05"/><rect width="1920" height="560" fill="url(#glow)"/><g transform="translate(1500 280)"><circle r="210" fill="none" stroke="#fff" stroke-opacity=".16" stroke-width="3"/><circle r="168" fill="#fff" fill-opacity=".08"/><circle r="120" fill="none" stroke="url(#gold)" stroke-width="10"/><g fill="url(#gold)">${star(0, 0, 92, 38)}</g>${[
    [-250, -170],
    [230, -190],
    [260, 150],
    [-220, 190],
  ]
    .map(([x, y], i) => `<g fill="#fff" fill-opacity="${0.35 + i * 0.1}">${star(x!, y!, 16 + i * 3, 6 + i)}</g>`)
    .join('')}</g>${content}</svg>`;
}

/** A blog cover: the banner art with the article's title (in the brand's own language), its category and a call to action drawn in. */
export function bannerArt(a: { title: string; hue: number; eyebrow: string; cta: string }): string {
  const lines = wrap(a.title, 20, 2);
  const size = lines.some((l) => l.length > 16) ? 76 : 88;
  const top = lines.length === 1 ? 300 : 250;
  const title = lines.map((l, i) => `<text x="120" y="${top + i * (size + 8)}" font-size="${size}">${escapeXml(l)}</text>`).join('');
  const ctaWidth = 80 + a.cta.length * 20;
  return bannerBackdrop(
    a.hue,
    a.title,
    `<text x="124" y="${top - size - 14}" font-family="${SANS}" font-size="28" font-weight="700" letter-spacing="6" fill="#fff" fill-opacity=".78">${escapeXml(a.eyebrow.toUpperCase())}</text><g font-family="${SANS}" font-weight="900" fill="#fff">${title}</g><g transform="translate(120 ${top + lines.length * (size + 8) + 10})"><rect width="${ctaWidth}" height="76" rx="38" fill="url(#gold)"/><text x="${ctaWidth / 2}" y="49" text-anchor="middle" font-family="${SANS}" font-size="28" font-weight="800" letter-spacing="2" fill="#3b2300">${escapeXml(a.cta.toUpperCase())}</text></g>`,
  );
}

const SYMBOLS = ['7', '★', '♦', '♥', '♣', '$', '♠', 'BAR'];

/** A simple motif per kind of game, drawn around (0, 0) within ±90. */
function motif(kind: string, seed: number): string {
  const sym = (i: number) => SYMBOLS[(seed + i * 3) % SYMBOLS.length]!;
  switch (kind) {
    case 'LIVE':
      return `<circle r="66" fill="#fff" fill-opacity=".92"/><circle r="66" fill="none" stroke="hsl(0 75% 50%)" stroke-width="14" stroke-dasharray="18 16"/><circle r="42" fill="none" stroke="#000" stroke-opacity=".15" stroke-width="3"/><text y="16" text-anchor="middle" font-size="46" font-weight="900" fill="hsl(0 70% 42%)">${escapeXml(sym(0) === 'BAR' ? '$' : sym(0))}</text>`;
    case 'FISH':
      return `<path d="M-70 0C-40-50 40-50 60 0C40 50-40 50-70 0z" fill="#fff" fill-opacity=".92"/><path d="M55 0 95-34V34z" fill="#fff" fill-opacity=".8"/><circle cx="-38" cy="-8" r="8" fill="#0f172a"/><circle cx="-60" cy="-62" r="9" fill="none" stroke="#fff" stroke-width="3"/><circle cx="-80" cy="-40" r="5" fill="none" stroke="#fff" stroke-width="3"/>`;
    case 'PVP':
    case 'TG':
    case 'VP':
      return [-18, 0, 18]
        .map(
          (r, i) =>
            `<g transform="rotate(${r}) translate(${(i - 1) * 26} 0)"><rect x="-36" y="-52" width="72" height="104" rx="10" fill="#fff" stroke="#0f172a" stroke-opacity=".2" stroke-width="2"/><text y="14" text-anchor="middle" font-size="40" font-weight="800" fill="${i === 1 ? '#dc2626' : '#0f172a'}">${['♠', '♥', '♣'][i]}</text></g>`,
        )
        .join('');
    case 'SPORTS':
      return `<circle r="66" fill="#fff"/><path d="M0-24 23-7 14 20H-14L-23-7z" fill="#0f172a"/><path d="M0-24V-66M23-7 62-20M14 20 38 54M-14 20-38 54M-23-7-62-20" stroke="#0f172a" stroke-width="5"/>`;
    case 'ELOTT':
    case 'LOTT':
    case 'BG':
      return [
        [-52, 18, 0],
        [0, -22, 1],
        [52, 18, 2],
      ]
        .map(
          ([x, y, i]) =>
            `<circle cx="${x}" cy="${y}" r="36" fill="#fff"/><circle cx="${x}" cy="${y}" r="24" fill="none" stroke="hsl(${(seed * 47 + i! * 110) % 360} 70% 50%)" stroke-width="6"/><text x="${x}" y="${y! + 10}" text-anchor="middle" font-size="26" font-weight="900" fill="#0f172a">${((seed + i! * 17) % 49) + 1}</text>`,
        )
        .join('');
    case 'AC':
      return `<rect x="-56" y="-56" width="112" height="112" rx="22" fill="#fff"/>${[
        [-28, -28],
        [28, -28],
        [0, 0],
        [-28, 28],
        [28, 28],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="11" fill="#0f172a"/>`)
        .join('')}`;
    case 'JP':
      return `<circle r="70" fill="#f5b301"/><circle r="56" fill="none" stroke="#fff6c9" stroke-width="6"/><g fill="#fff6c9">${star(0, 0, 36, 15)}</g><text y="-82" text-anchor="middle" font-size="22" font-weight="900" letter-spacing="3" fill="#fff">JACKPOT</text>`;
    case 'SC':
      return `<rect x="-80" y="-52" width="160" height="104" rx="14" fill="#e2e8f0"/><path d="M-60-30 60 30M-60 0 30 30M-30-30 60 0" stroke="#94a3b8" stroke-width="10" stroke-linecap="round"/><circle cx="58" cy="38" r="22" fill="#f5b301"/>`;
    default:
      return [-58, 0, 58]
        .map(
          (x, i) =>
            `<rect x="${x - 26}" y="-40" width="52" height="80" rx="10" fill="#fff" fill-opacity=".94"/><text x="${x}" y="${sym(i) === 'BAR' ? 9 : 15}" text-anchor="middle" font-size="${sym(i) === 'BAR' ? 18 : 40}" font-weight="900" fill="${['#dc2626', '#7c3aed', '#0891b2'][i]}">${escapeXml(sym(i))}</text>`,
        )
        .join('');
  }
}

/**
 * A square game tile (300×300): vendor-coloured gradient, a motif for the kind of game, the game's name. Its corners
 * are round as an SVG; `square` draws them square, for a raster form, which the site rounds itself.
 */
export function gameArt(g: { nodeId: number; name: string; vendor: string; kind: string }, { square = false } = {}): string {
  const rx = square ? 0 : 24;
  const h = (hue(g.vendor) + (g.nodeId % 7) * 9) % 360;
  const lines = wrap(g.name, 16, 2);
  const size = lines.some((l) => l.length > 13) ? 22 : 26;
  const y0 = lines.length === 1 ? 262 : 240;
  const label = escapeXml(g.vendor.replace(/_/g, ' ').slice(0, 14));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="${escapeXml(g.name)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 46%)"/><stop offset="1" stop-color="hsl(${(h + 35) % 360} 75% 24%)"/></linearGradient><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".6"/></linearGradient></defs><rect width="300" height="300" rx="${rx}" fill="url(#g)"/><circle cx="255" cy="36" r="92" fill="#fff" fill-opacity=".08"/><circle cx="20" cy="250" r="70" fill="#fff" fill-opacity=".05"/><g transform="translate(150 118)" font-family="${SANS}">${motif(g.kind, g.nodeId)}</g><rect width="300" height="300" rx="${rx}" fill="url(#s)"/><rect x="14" y="14" width="${label.length * 9 + 20}" height="26" rx="13" fill="#000" fill-opacity=".35"/><text x="24" y="32" font-family="${SANS}" font-size="14" font-weight="700" fill="#fff">${label}</text><g font-family="${SANS}" font-size="${size}" font-weight="800" fill="#fff" text-anchor="middle">${lines.map((l, i) => `<text x="150" y="${y0 + i * (size + 6)}">${escapeXml(l)}</text>`).join('')}</g></svg>`;
}

/** The lazy-load placeholder tile (`square` as for gameArt). */
export function defaultGameArt({ square = false } = {}): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300" role="img" aria-label="Game"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#475569"/><stop offset="1" stop-color="#1e293b"/></linearGradient></defs><rect width="300" height="300" rx="${square ? 0 : 24}" fill="url(#g)"/><g transform="translate(150 140)" fill="none" stroke="#cbd5e1" stroke-width="8" stroke-linecap="round"><rect x="-78" y="-42" width="156" height="84" rx="42"/><path d="M-44-12v24M-56 0h24"/></g><g fill="#cbd5e1" transform="translate(150 140)"><circle cx="34" cy="-8" r="8"/><circle cx="50" cy="10" r="8"/></g><text x="150" y="250" text-anchor="middle" font-family="${SANS}" font-size="22" font-weight="700" fill="#cbd5e1">GAME</text></svg>`;
}

/** A 160×60 wordmark: payment methods on their brand colour, partners (licences, labs) with a seal. */
export function logoArt(logo: Logo, kind: 'payment' | 'partner'): string {
  const label = escapeXml(logo.label);
  const size = logo.label.length <= 5 ? 26 : logo.label.length <= 8 ? 21 : 16;
  if (kind === 'payment') {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 60" width="160" height="60" role="img" aria-label="${label}"><rect width="160" height="60" rx="12" fill="${logo.color}"/><text x="80" y="${30 + size * 0.36}" text-anchor="middle" font-family="${SANS}" font-size="${size}" font-weight="800" fill="${logo.accent}">${label}</text><rect x="60" y="50" width="40" height="3" rx="1.5" fill="${logo.accent}" fill-opacity=".6"/></svg>`;
  }
  // Beside the seal there are ~106 px for the name.
  const partnerSize = logo.label.length <= 6 ? 20 : logo.label.length <= 9 ? 16 : 13;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 60" width="160" height="60" role="img" aria-label="${label}"><rect width="160" height="60" rx="12" fill="${logo.color}"/><path d="M24 12l14 5v10c0 9-6 15-14 19-8-4-14-10-14-19V17z" fill="none" stroke="${logo.accent}" stroke-width="3"/><path d="M18 29l5 5 8-9" fill="none" stroke="${logo.accent}" stroke-width="3" stroke-linecap="round"/><text x="${partnerSize <= 13 ? 46 : 48}" y="${30 + partnerSize * 0.36}" font-family="${SANS}" font-size="${partnerSize}" font-weight="800" fill="${logo.accent}">${label}</text></svg>`;
}

export function avatarArt(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="Avatar"><defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#94a3b8"/><stop offset="1" stop-color="#475569"/></linearGradient><clipPath id="c"><circle cx="60" cy="60" r="60"/></clipPath></defs><circle cx="60" cy="60" r="60" fill="url(#a)"/><g clip-path="url(#c)" fill="#f1f5f9"><circle cx="60" cy="48" r="22"/><path d="M18 118c4-26 22-40 42-40s38 14 42 40z"/></g></svg>`;
}

/**
 * A QR-looking code for a demo QR deposit channel: three finder squares and a pattern seeded by the
 * channel, so each channel keeps its own. It encodes nothing; no phone will scan it to pay.
 */
export function qrArt(seed: string, label: string): string {
  const size = 25;
  const rng = prng(fnv1a(`qr:${seed}`));
  const finder = (x: number, y: number) =>
    [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ].some(([fx, fy]) => x >= fx! && x < fx! + 7 && y >= fy! && y < fy! + 7);
  const cells: string[] = [];
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) if (!finder(x, y) && rng() < 0.48) cells.push(`M${x + 2} ${y + 2}h1v1h-1z`);
  const square = (x: number, y: number) =>
    `<path d="M${x + 2} ${y + 2}h7v7h-7zM${x + 3} ${y + 3}v5h5v-5z" fill-rule="evenodd"/><rect x="${x + 4}" y="${y + 4}" width="3" height="3"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 33" width="290" height="330" shape-rendering="crispEdges"><rect width="29" height="33" fill="#fff"/><g fill="#111">${square(0, 0)}${square(size - 7, 0)}${square(0, size - 7)}<path d="${cells.join('')}"/></g><text x="14.5" y="31.2" text-anchor="middle" font-family="system-ui,sans-serif" font-size="2.2" fill="#333">${escapeXml(label)}</text></svg>`;
}
