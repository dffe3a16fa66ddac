import { HYDRATING, MAX_TAPS, QUEUE } from './early-taps';

/**
 * The listener, as inline script for the top of `<head>` (a page's header arrives and paints before its end).
 * Server-only: an inline script runs once as the page is parsed, so the browser's bundle never needs its text.
 */
export const EARLY_TAPS_LISTENER = `window.${QUEUE}=[];document.addEventListener('click',function(e){if(window.${HYDRATING})return;
var b=e.target&&e.target.closest&&e.target.closest('button[type="button"]');if(b&&window.${QUEUE}.length<${MAX_TAPS})window.${QUEUE}.push(b)},true);`;
