

/** A stable colour per vendor code, so each vendor's tile looks like its own brand. */
function hue(code: string): number {
  let h = 0;
  for (const c of code) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}
const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function vendorIcon(code: string, name: string): string {
  const h = hue(code);
  const label = escapeXml(name.length > 14 ? code : name);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 80" width="160" height="80"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h} 70% 52%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 75% 36%)"/></linearGradient></defs><rect width="160" height="80" rx="14" fill="url(#g)"/><circle cx="132" cy="16" r="28" fill="rgba(255,255,255,.12)"/><text x="80" y="38" text-anchor="middle" font-family="Montserrat,Segoe UI,system-ui,sans-serif" font-size="20" font-weight="800" fill="#fff">${escapeXml(code.replace(/_/g, ' ').slice(0, 10))}</text><text x="80" y="60" text-anchor="middle" font-family="Segoe UI,system-ui,sans-serif" font-size="11" fill="rgba(255,255,255,.85)">${label}</text></svg>`;
}


/** `/cdn/vendor/<CODE>.svg`: vendor artwork, served without a Merchant header like a real CDN. */
export function serveCdn(pathname: string, lookupName: (code: string) => string | null): { status: number; body: string; type: string } | null {
  const match = /^\/cdn\/vendor\/([A-Z0-9_]{1,20})\.svg$/.exec(pathname);
  if (!pathname.startsWith('/cdn/')) return null;
  if (!match) return { status: 404, body: 'not found', type: 'text/plain' };
  const name = lookupName(match[1]!);
  if (!name) return { status: 404, body: 'not found', type: 'text/plain' };
  return { status: 200, body: vendorIcon(match[1]!, name), type: 'image/svg+xml' };
}
