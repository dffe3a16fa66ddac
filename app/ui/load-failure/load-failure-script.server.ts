import { BUILD_PATH, LOAD_FAILURE_NOTICE_ID, LOAD_REPORT_PATH, MAX_REPORTS, REPORT_FUNCTION, SCRIPT_TIMEOUT_MS } from './load-failure-guard';

/**
 * Inline script for the top of `<head>`, before any stylesheet or script it watches: element load errors
 * (caught on the way down, as they do not bubble), failed dynamic imports, and a script that never starts.
 * It reveals the notice the server rendered hidden, which needs neither the stylesheet nor the app.
 * Server-only: an inline script runs once as the page is parsed, so the browser's bundle never needs its text.
 */
export const LOAD_FAILURE_GUARD = `(function(){var sent={},n=0;
function own(u){try{var x=new URL(u,location.href);return x.origin===location.origin&&x.pathname.indexOf('${BUILD_PATH}')===0}catch(e){return false}}
function report(kind,reason,url){if(sent[url]||n>=${MAX_REPORTS})return;sent[url]=1;n++;
try{fetch('${LOAD_REPORT_PATH}',{method:'POST',keepalive:true,credentials:'same-origin',headers:{'Content-Type':'application/json'},
body:JSON.stringify({kind:kind,reason:reason,url:String(url).slice(0,500),page:location.pathname.slice(0,500)})}).catch(function(){})}catch(e){}}
function show(){var el=document.getElementById('${LOAD_FAILURE_NOTICE_ID}');if(el)el.hidden=false;else document.addEventListener('DOMContentLoaded',show)}
window.${REPORT_FUNCTION}=report;
function failed(kind,reason,url){if(url)report(kind,reason,url);show()}
addEventListener('error',function(e){var t=e.target;if(!t||!t.tagName)return;var rel=String(t.rel||'').toLowerCase();
if(t.tagName==='LINK'&&(rel==='stylesheet'||rel==='modulepreload')&&own(t.href))failed(rel==='stylesheet'?'stylesheet':'script','error',t.href);
else if(t.tagName==='SCRIPT'&&(t.src?own(t.src):t.type==='module'))failed('script','error',t.src||(n?'':location.href))},true);
addEventListener('unhandledrejection',function(e){var m=/dynamically imported module:?\\s*(\\S+)/i.exec(String(e.reason&&e.reason.message||''));if(m&&own(m[1]))failed('script','error',m[1])});
setTimeout(function(){if(window.__remixContext&&document.documentElement.getAttribute('data-hydrated')!=='true')failed('script','timeout',location.href)},${SCRIPT_TIMEOUT_MS});
})();`;
