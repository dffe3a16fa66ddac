import { escapeXml } from './cdn-art';

/** Point-mall item pictures for the reference CDN: a square card in the item's hue with a drawn object. */

const SANS = 'Montserrat,Segoe UI,system-ui,sans-serif';

/** One object per kind of prize, drawn around (0, 0) within ±90. */
function object(art: string): string {
  switch (art) {
    case 'phone':
      return `<rect x="-46" y="-84" width="92" height="168" rx="16" fill="#0f172a"/><rect x="-38" y="-70" width="76" height="136" rx="8" fill="url(#screen)"/><circle cy="74" r="5" fill="#334155"/><rect x="-14" y="-78" width="28" height="4" rx="2" fill="#334155"/>`;
    case 'voucher':
      return `<g transform="rotate(-8)"><path d="M-88-46h176v30a16 16 0 0 0 0 32v30h-176v-30a16 16 0 0 0 0-32z" fill="#fff"/><path d="M-40-46v92" stroke="#cbd5e1" stroke-width="3" stroke-dasharray="6 6"/><text x="22" y="12" text-anchor="middle" font-family="${SANS}" font-size="34" font-weight="900" fill="url(#ink)">%</text><text x="-64" y="8" text-anchor="middle" font-family="${SANS}" font-size="16" font-weight="800" fill="#64748b" transform="rotate(-90 -64 0)">GIFT</text></g>`;
    case 'chip':
      return `<circle r="78" fill="#fff"/><circle r="78" fill="none" stroke="url(#ink)" stroke-width="18" stroke-dasharray="24 17"/><circle r="50" fill="url(#ink)"/><circle r="50" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="5 5"/><g fill="#fff"><polygon points="0,-26 7,-8 26,-8 11,4 16,22 0,11 -16,22 -11,4 -26,-8 -7,-8"/></g>`;
    case 'watch':
      return `<rect x="-30" y="-92" width="60" height="184" rx="14" fill="#1e293b"/><circle r="56" fill="#e2e8f0"/><circle r="46" fill="#0f172a"/><path d="M0-30V0l20 14" stroke="#fff" stroke-width="6" stroke-linecap="round" fill="none"/><circle r="4" fill="url(#ink)"/><rect x="54" y="-10" width="10" height="20" rx="3" fill="#94a3b8"/>`;
    case 'headset':
      return `<path d="M-66 16v-20a66 66 0 0 1 132 0v20" fill="none" stroke="#0f172a" stroke-width="14" stroke-linecap="round"/><rect x="-86" y="4" width="40" height="66" rx="18" fill="url(#ink)"/><rect x="46" y="4" width="40" height="66" rx="18" fill="url(#ink)"/><rect x="-78" y="14" width="24" height="46" rx="10" fill="#fff" fill-opacity=".35"/>`;
    case 'bag':
      return `<path d="M-30-40v-14a30 30 0 0 1 60 0v14" fill="none" stroke="#0f172a" stroke-width="10" stroke-linecap="round"/><path d="M-70-40h140l-12 124h-116z" fill="#fff"/><path d="M-70-40h140l-3 30h-134z" fill="url(#ink)"/><text y="46" text-anchor="middle" font-family="${SANS}" font-size="40" font-weight="900" fill="url(#ink)">★</text>`;
    case 'gold':
      return `<g fill="url(#goldbar)" stroke="#b45309" stroke-width="3"><path d="M-80 50l16-40h56l16 40z"/><path d="M8 50l16-40h56l16 40z" transform="translate(-16 0)"/><path d="M-36 8l16-40h56l16 40z"/></g><g fill="#fff" fill-opacity=".5"><rect x="-22" y="-26" width="30" height="5" rx="2"/></g>`;
    default:
      return `<rect x="-74" y="-20" width="148" height="100" rx="10" fill="#fff"/><rect x="-84" y="-46" width="168" height="34" rx="8" fill="#fff"/><rect x="-12" y="-46" width="24" height="126" fill="url(#ink)"/><path d="M0-46c-20-40-62-36-52-8 6 14 34 10 52 8zM0-46c20-40 62-36 52-8-6 14-34 10-52 8z" fill="url(#ink)"/>`;
  }
}

/** A 320×240 item picture: hued gradient, glow and the object; the name is the page's to show, in the reader's language. */
export function pointItemArt(item: { name: string; art: string; hue: number }): string {
  const h = item.hue;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240" role="img" aria-label="${escapeXml(item.name)}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 58%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 72% 30%)"/></linearGradient><radialGradient id="glow" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient><linearGradient id="ink" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${(h + 180) % 360} 80% 52%)"/><stop offset="1" stop-color="hsl(${(h + 210) % 360} 80% 40%)"/></linearGradient><linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 90% 70%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360} 90% 45%)"/></linearGradient><linearGradient id="goldbar" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe27a"/><stop offset="1" stop-color="#f59e0b"/></linearGradient><pattern id="dots" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.5" fill="#fff" fill-opacity=".12"/></pattern></defs><rect width="320" height="240" fill="url(#bg)"/><rect width="320" height="240" fill="url(#dots)"/><circle cx="160" cy="120" r="112" fill="url(#glow)"/><g transform="translate(160 120) scale(.9)">${object(item.art)}</g></svg>`;
}
