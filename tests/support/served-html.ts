import type { HttpResult } from './http';

/**
 * Reading a served page as a browser without JavaScript reads it: texts, attributes, and what its plain forms
 * post. For integration tests that ask the site over HTTP what the e2e specs once drew in a browser.
 */

/** The text as a browser shows it (React escapes quotes, angle brackets and ampersands). */
export const unescapeHtml = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** An attribute of one tag (`<input name="x" …>`), unescaped; undefined when the tag has none. */
export function attributeOf(tag: string, name: string): string | undefined {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return found === undefined ? undefined : unescapeHtml(found);
}

/** The page's visible words, tags dropped and spaces folded (for "the page says …" checks). */
export const textOf = (html: string) =>
  unescapeHtml(
    html
      .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
      .replace(/<style\b[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The first `<form method="post">` whose markup contains `marker` (a field's `name="…"`, say), as a browser
 * would post it untouched: where it goes (its action, else `pathname`) and its fields with their served values
 * (hidden and filled inputs, the selected option of each select, checked boxes) plus its submit button's
 * name and value. The caller fills in what a player types.
 */
export function plainForm(html: string, marker: string, pathname: string) {
  const form = [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].find(([, attrs, inner]) => /method="post"/i.test(attrs!) && inner!.includes(marker));
  if (!form) throw new Error(`no post form with ${marker} in the page`);
  const [, attrs, inner] = form;
  const fields: Record<string, string> = {};
  for (const [input] of inner!.matchAll(/<input\b[^>]*>/g)) {
    const name = attributeOf(input, 'name');
    const type = attributeOf(input, 'type') ?? 'text';
    if (!name || type === 'file' || type === 'submit') continue;
    if ((type === 'checkbox' || type === 'radio') && !/\schecked(=""|\s|>|\/)/.test(input)) continue;
    fields[name] = attributeOf(input, 'value') ?? (type === 'checkbox' ? 'on' : '');
  }
  for (const [, selectAttrs, options] of inner!.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
    const name = attributeOf(`<select${selectAttrs}>`, 'name');
    const all = [...options!.matchAll(/<option\b[^>]*>/g)].map(([option]) => option);
    const chosen = all.find((option) => /\sselected(=""|\s|>)/.test(option)) ?? all[0];
    if (name && chosen) fields[name] = attributeOf(chosen, 'value') ?? '';
  }
  const submit = /<button\b[^>]*type="submit"[^>]*>/.exec(inner!)?.[0];
  const submitName = submit ? attributeOf(submit, 'name') : undefined;
  if (submit && submitName) fields[submitName] = attributeOf(submit, 'value') ?? '';
  return { action: attributeOf(`<form${attrs}>`, 'action') ?? pathname, fields };
}

/** Every cookie a response set, ready for a Cookie header (joined to `before`, the cookies sent). */
export function withCookiesOf(res: HttpResult, before = ''): string {
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!);
  const kept = before.split('; ').filter((pair) => pair && !set.some((line) => line.split('=')[0] === pair.split('=')[0]));
  return [...kept, ...set].join('; ');
}
