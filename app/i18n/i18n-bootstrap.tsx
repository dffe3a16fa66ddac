import { pickPageMessages } from './message-groups';

export const I18N_BOOTSTRAP_ID = 'i18n-bootstrap';

/** The bootstrap's text per language's messages and set of groups: the same for every page that shows those groups. */
const written = new WeakMap<object, Map<string, string>>();

/**
 * The page's language and the message groups it shows (see pickPageMessages), as the bootstrap's JSON, made
 * once per language and set of groups: the server's messages never change while it runs, and a render
 * spent about as long serialising them as on any one part of its page. `<` escaped so no message can close
 * the script element.
 */
export function i18nBootstrapJson(language: string, messages: Record<string, unknown>, groups: readonly string[]): string {
  let byGroups = written.get(messages);
  if (!byGroups) written.set(messages, (byGroups = new Map()));
  const key = `${language} ${groups.join(' ')}`;
  let json = byGroups.get(key);
  if (json === undefined) {
    const page = pickPageMessages(messages, groups);
    byGroups.set(key, (json = JSON.stringify({ language, messages: page.messages, partial: page.partial }).replace(/</g, '\\u003c')));
  }
  return json;
}

/**
 * The page's language and the message groups it shows, as inline JSON, so the browser's i18next starts
 * with exactly what the server rendered (no hydration mismatch, no extra request). Other groups are
 * fetched when a client-side navigation needs them (see route-messages). A language change reloads the
 * document, so one language is all a page ever holds. `partial`: groups cut to the chrome's few keys.
 */
export function I18nBootstrap({ json }: { json: string }) {
  // The browser reads it once, before hydrating, and React keeps the server's text, so the browser passes
  // an empty `json` and serialises nothing on a render. On the server it is i18nBootstrapJson's text, or a
  // place the server writes the text over (a cut render).
  return <script id={I18N_BOOTSTRAP_ID} type="application/json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json }} />;
}
