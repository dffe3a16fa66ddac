export const I18N_BOOTSTRAP_ID = 'i18n-bootstrap';

/**
 * The page's language and the message groups it shows, as inline JSON, so the browser's i18next starts
 * with exactly what the server rendered (no hydration mismatch, no extra request). Other groups are
 * fetched when a client-side navigation needs them (see route-messages). A language change reloads the
 * document, so one language is all a page ever holds. `partial`: groups cut to the chrome's few keys.
 */
export function I18nBootstrap({ language, page }: { language: string; page: { messages: object; partial: readonly string[] } | string | null }) {
  // `<` escaped so no message can close the script element. The browser reads it once, before hydrating,
  // and React keeps the server's text, so the browser passes no `page` and serialises nothing on a render.
  // A string is a place the server writes the text over (a cut render).
  const json =
    typeof page === 'string' ? page : page ? JSON.stringify({ language, messages: page.messages, partial: page.partial }).replace(/</g, '\\u003c') : '';
  return <script id={I18N_BOOTSTRAP_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
