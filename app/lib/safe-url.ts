/** Schemes a link may use: the web, and for contact links the phone and mail apps. */
export const WEB = ['http:', 'https:'] as const;
export const CONTACT = ['http:', 'https:', 'tel:', 'mailto:'] as const;

type Options = {
  /** The schemes allowed for an absolute URL. */
  schemes?: readonly string[];
  /** A path on this site or on the brand's CDN (`/game/1.png`) is fine too. */
  paths?: boolean;
  /** Names the field in the log line when a URL is dropped. */
  field?: string;
};

/**
 * A URL from the platform or a player, if it may reach the page's markup: an absolute URL with an
 * allowed scheme, or (when allowed) a path. Anything else (`javascript:`, `data:`, protocol-relative,
 * control characters, nonsense) is dropped, with a log line saying which field carried it.
 */
export function safeUrl(raw: string | null | undefined, options: Options = {}): string | null {
  if (raw === null || raw === undefined) return null;
  const value = raw.trim();
  if (!value) return null;
  const { schemes = WEB, paths = false, field } = options;
  const drop = () => {
    if (field) console.warn(`[url] dropped ${field}: ${JSON.stringify(value.slice(0, 80))} is not an allowed URL`);
    return null;
  };
  // Browsers ignore tabs and newlines inside URLs, which is how `java\tscript:` slips past naive checks.
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return drop();
  if (value.startsWith('/')) return paths && !value.startsWith('//') && !value.startsWith('/\\') ? value : drop();
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return drop();
  }
  return schemes.includes(parsed.protocol) ? value : drop();
}
