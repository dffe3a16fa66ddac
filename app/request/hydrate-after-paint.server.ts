import { Writable } from 'node:stream';

/**
 * Pages arrive whole and work before their script runs, so the script waits for the first paint:
 * on a slow phone connection the stylesheet and the first banner then get the line to themselves,
 * instead of sharing it with thirty-odd module files that only make the page interactive.
 *
 * Remix writes `<link rel="modulepreload">` for every module and one inline module script that
 * imports the route modules and starts the app. Both are disarmed in the HTML (an unknown `rel`
 * and script type do nothing) and a small loader re-arms them after the first frame is drawn.
 * React does not correct attributes when it hydrates, and the loader's script goes at the end of
 * `<body>`, where React tolerates extra nodes, so hydration sees the page it rendered.
 */
const MODULE_PRELOAD = '<link rel="modulepreload"';
const PENDING_PRELOAD = '<link data-rel-after-paint="modulepreload"';
const MODULE_SCRIPT = ' type="module" async="">';
export const PENDING_SCRIPT_TYPE = 'text/x-module-after-paint';
const PENDING_SCRIPT = ` type="${PENDING_SCRIPT_TYPE}">`;

/** Preloads re-armed per task: each starts a fetch (about half a millisecond of main thread on a slow
 * machine), and forty at once were one long task that a phone's 4× slower CPU turns into blocking time. */
export const PRELOADS_PER_TASK = 6;

/**
 * Runs in the page: once the browser reports the first contentful paint (where it cannot, two frames
 * later; in a hidden tab, which draws nothing, at once; and after three seconds whatever happened),
 * turns the pending preloads back into preloads, a few per task, and runs the app's module script with
 * the page's nonce after the first few (the module script's own imports fetch what it needs first).
 */
export const LOADER = `(function(){var done=false,i=0,ls;function go(){if(done)return;done=true;ls=document.querySelectorAll('link[data-rel-after-paint]');arm();
var p=document.querySelector('script[type="${PENDING_SCRIPT_TYPE}"]');if(!p)return;
var s=document.createElement('script');s.type='module';s.nonce=p.nonce;s.textContent=p.textContent;document.body.appendChild(s)}
function arm(){for(var e=i+${PRELOADS_PER_TASK};i<e&&i<ls.length;)ls[i++].rel='modulepreload';if(i<ls.length)setTimeout(arm,0)}
function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}
setTimeout(go,3000);if(document.visibilityState==='hidden')return go();
try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)return frames();
new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}
catch(e){frames()}})();`;

/** The bytes each response writes out, made once (ASCII: a search in UTF-8 bytes cannot land inside a character). */
const PRELOAD_BYTES = Buffer.from(MODULE_PRELOAD);
const PENDING_PRELOAD_BYTES = Buffer.from(PENDING_PRELOAD);
const SCRIPT_END = Buffer.from('</script>');
const LOADER_SCRIPT_END = Buffer.from(`">${LOADER}</script>`);

/**
 * The page with its scripts held back until after the first paint, as the pieces to write in order; a page
 * without Remix's module script (an error page rendered without scripts) comes back unchanged. Over bytes,
 * never text: decoding and re-encoding a whole page cost more than the render of a small one.
 */
export function hydrateAfterPaintBytes(page: Buffer, nonce: string): Buffer[] {
  const opening = Buffer.from(`<script nonce="${nonce}"${MODULE_SCRIPT}`);
  const script = page.indexOf(opening);
  if (script === -1) return [page];
  const end = page.indexOf(SCRIPT_END, script);
  if (end === -1) return [page];
  const close = end + SCRIPT_END.length;
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(PRELOAD_BYTES); at !== -1 && at < script; at = page.indexOf(PRELOAD_BYTES, from)) {
    pieces.push(page.subarray(from, at), PENDING_PRELOAD_BYTES);
    from = at + PRELOAD_BYTES.length;
  }
  pieces.push(page.subarray(from, script), Buffer.from(`<script nonce="${nonce}"${PENDING_SCRIPT}`), page.subarray(script + opening.length, close));
  pieces.push(Buffer.from(`<script nonce="${nonce}`), LOADER_SCRIPT_END, page.subarray(close));
  return pieces;
}

/** The same over a page's text. */
export function hydrateAfterPaint(html: string, nonce: string): string {
  return Buffer.concat(hydrateAfterPaintBytes(Buffer.from(html, 'utf8'), nonce)).toString('utf8');
}

/** Where a rendered stream goes: held until it ends (a page is sent whole anyway), then handed over as one buffer with its scripts held back. */
export function heldBackPage(nonce: string, done: (page: Buffer) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer | string, _encoding, callback: (error?: Error | null) => void) {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk);
      callback();
    },
    final(callback: (error?: Error | null) => void) {
      done(Buffer.concat(hydrateAfterPaintBytes(Buffer.concat(chunks), nonce)));
      callback();
    },
  });
}
