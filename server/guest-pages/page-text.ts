/** React's escaping of text and attribute values. */
const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
/** Remix's escaping of the data script (see its escapeHtml). */
const SCRIPT_ESCAPES: Record<string, string> = { '&': '\\u0026', '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/**
 * Text as it stands in the page: escaped as React writes it in markup; in the data script, a string of the
 * streamed data (JSON) inside the script's string literal (JSON again), escaped as Remix escapes the script.
 */
export function written(text: string, where: 'html' | 'script'): string {
  if (where === 'html') return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
  const inData = JSON.stringify(text).slice(1, -1);
  return JSON.stringify(inData)
    .slice(1, -1)
    .replace(/[&<>\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);
}
