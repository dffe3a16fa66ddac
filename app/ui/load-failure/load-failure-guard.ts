/**
 * The page's own files (module chunks, the entry script, stylesheets) can fail to arrive: a deploy has
 * removed the old hashed files a page still names, or the connection dropped. The player is then offered
 * a reload (never a blank or half-working page without a word) and the server is told, so an operator
 * sees it in the log.
 */
export const LOAD_FAILURE_NOTICE_ID = 'load-failure';
export const LOAD_REPORT_PATH = '/resources/load-report';
/** Where the build's files are served: only those are the site's own to report. */
export const BUILD_PATH = '/build/';
/** A page whose script has not started after this long will not: the player is offered a reload. */
export const SCRIPT_TIMEOUT_MS = 120_000;
/** At most this many reports from one page view. */
export const MAX_REPORTS = 3;

export type LoadFailureKind = 'script' | 'stylesheet' | 'route-module';
export type LoadFailureReason = 'error' | 'timeout';

/** Set on `window` by the guard: reports once per file (React's error boundary calls it too). */
export const REPORT_FUNCTION = '__reportLoadFailure';

/**
 * The notice's look, inline with the page's nonce: it must read well when the stylesheet is what failed,
 * on any brand's theme, so it brings its own colours.
 */
export const LOAD_FAILURE_CSS = `#${LOAD_FAILURE_NOTICE_ID}{position:sticky;top:0;z-index:2147483000;display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;
padding:12px 16px;background:#fff4d6;color:#1d1d1f;border-bottom:2px solid #9a5b00;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.25)}
#${LOAD_FAILURE_NOTICE_ID}[hidden]{display:none}
#${LOAD_FAILURE_NOTICE_ID} p{margin:0;flex:1 1 18rem}
#${LOAD_FAILURE_NOTICE_ID} a{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 20px;border-radius:8px;background:#1d1d1f;color:#fff;font-weight:600;text-decoration:none}
#${LOAD_FAILURE_NOTICE_ID} a:focus-visible{outline:3px solid #9a5b00;outline-offset:2px}`;
