import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

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

/**
 * Runs in the page: once the browser reports the first contentful paint (where it cannot, two frames
 * later; in a hidden tab, which draws nothing, at once; and after three seconds whatever happened),
 * turns the pending preloads back into preloads and runs the app's module script with the page's nonce.
 */
const LOADER = `(function(){var done=false;function go(){if(done)return;done=true;
document.querySelectorAll('link[data-rel-after-paint]').forEach(function(l){l.rel=l.getAttribute('data-rel-after-paint')});
var p=document.querySelector('script[type="${PENDING_SCRIPT_TYPE}"]');if(!p)return;
var s=document.createElement('script');s.type='module';s.nonce=p.nonce;s.textContent=p.textContent;document.body.appendChild(s)}
function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}
setTimeout(go,3000);if(document.visibilityState==='hidden')return go();
try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)return frames();
new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go,0)}}).observe({type:'paint',buffered:true})}
catch(e){frames()}})();`;

/**
 * The page with its scripts held back until after the first paint; a page without Remix's module
 * script (an error page rendered without scripts) comes back unchanged.
 */
export function hydrateAfterPaint(html: string, nonce: string): string {
  const script = html.indexOf(`<script nonce="${nonce}"${MODULE_SCRIPT}`);
  if (script === -1) return html;
  const end = html.indexOf('</script>', script);
  if (end === -1) return html;
  const close = end + '</script>'.length;
  const pending = html.slice(0, close).replace(`<script nonce="${nonce}"${MODULE_SCRIPT}`, `<script nonce="${nonce}"${PENDING_SCRIPT}`);
  return `${pending.replaceAll(MODULE_PRELOAD, PENDING_PRELOAD)}<script nonce="${nonce}">${LOADER}</script>${html.slice(close)}`;
}

/** The same, over a rendered stream: the page is held until it ends (it is sent whole anyway). */
export function hydrateAfterPaintTransform(nonce: string): Transform {
  const decoder = new StringDecoder('utf8');
  let html = '';
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback: TransformCallback) {
      html += typeof chunk === 'string' ? chunk : decoder.write(chunk);
      callback();
    },
    flush(callback: TransformCallback) {
      callback(null, hydrateAfterPaint(html + decoder.end(), nonce));
    },
  });
}
