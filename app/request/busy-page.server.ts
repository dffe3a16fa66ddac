import { createHash } from 'node:crypto';
import { HTML_LANG, textDirection, type AppLanguage } from '~/i18n/languages';
import { MESSAGES } from '~/i18n/resources.server';
import { themeColour } from './brands/brand-look.server';
import type { Brand } from './brands/load-brands.server';
import { readPreferences } from './preferences.server';
import { fallbackLanguage } from './site.server';
import { escapeHtml } from '~/lib/escape-html';

/** What an instance too busy to take a request answers with: a page for browsers, a line for everything else. */
export type BusyPage = { html: string; text: string; contentSecurityPolicy: string };

/**
 * The brand's "we're busy" page in the visitor's language and colour mode, from the brand file, the
 * theme and the locale files alone: it needs no platform call and no render, so it costs next to nothing
 * when it is most needed. A few kB, its one style allowed by hash; kept per brand, language, mode and
 * retry. With `retryS` (a page navigation) it asks for the same address again after that many seconds by
 * a meta refresh, which works without script; without it (a refused form) the player decides.
 */
export async function busyPage(brand: Brand, cookieHeader: string | null, retryS: number | null = null): Promise<BusyPage> {
  const prefs = await readPreferences(cookieHeader);
  const language = fallbackLanguage(brand, prefs);
  const mode = prefs.mode ?? brand.defaultMode;
  const key = `${brand.id} ${language} ${mode} ${retryS ?? ''}`;
  let page = pages.get(key);
  if (!page) {
    page = renderBusyPage(brand, language, mode, retryS);
    pages.set(key, page);
  }
  return page;
}

const pages = new Map<string, BusyPage>();

function renderBusyPage(brand: Brand, language: AppLanguage, mode: 'light' | 'dark', retryS: number | null): BusyPage {
  const { system } = MESSAGES[language];
  const colour = (name: string, fallback: string) => themeColour(brand, mode, name, fallback);
  const style =
    `body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,sans-serif;background:${colour('bg', '#ffffff')};color:${colour('text', '#1a1a1a')}}` +
    `main{max-width:28rem;padding:2rem 1.5rem;text-align:center}img{max-width:100%;height:auto}h1{font-size:1.5rem;margin:1.5rem 0 .75rem}p{line-height:1.5;margin:0 0 1.5rem}` +
    `a{display:inline-block;min-height:44px;line-height:44px;padding:0 1.5rem;border-radius:999px;background:${colour('primary', '#333333')};color:${colour('primaryText', '#ffffff')};text-decoration:none;font-weight:600}` +
    `a:focus-visible{outline:3px solid ${colour('focusRing', '#f5b60a')};outline-offset:2px}`;
  const styleHash = createHash('sha256').update(style).digest('base64');
  const html =
    `<!doctype html><html lang="${HTML_LANG[language]}" dir="${textDirection(language)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    (retryS === null ? '' : `<meta http-equiv="refresh" content="${retryS}">`) +
    `<title>${escapeHtml(`${system.busy.title} · ${brand.name}`)}</title><style>${style}</style></head>` +
    `<body><main data-testid="system-busy"><img src="/brand-assets/${escapeHtml(brand.id)}/${escapeHtml(brand.logo)}" alt="${escapeHtml(brand.name)}" width="200" height="48">` +
    `<h1>${escapeHtml(system.busy.title)}</h1><p>${escapeHtml(system.busy.message)}</p>` +
    (retryS === null ? '' : `<p role="status">${escapeHtml(system.busy.autoRetry.note)}</p>`) +
    `<a href="">${escapeHtml(system.retry)}</a></main></body></html>`;
  return {
    html,
    text: `${system.busy.title}. ${system.busy.message}\n`,
    // The page's one style by its hash and the brand's logo; it may be framed where the brand's pages may.
    contentSecurityPolicy: `default-src 'none'; style-src 'sha256-${styleHash}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${["'self'", ...brand.frameAncestors].join(' ')}`,
  };
}
