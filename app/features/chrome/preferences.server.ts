import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { readForm } from '~/lib/form.server';
import * as v from 'valibot';
import { APP_LANGUAGES } from '~/i18n/languages';
import { invariantResponse } from '~/lib/responses';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { serialiseLanguage, serialiseMode } from '~/request/preferences.server';

const PreferencesSchema = v.object({
  mode: v.optional(v.picklist(['light', 'dark'])),
  language: v.optional(v.picklist(APP_LANGUAGES)),
  redirectTo: v.optional(v.string(), '/index'),
});

/** Sets the colour mode or language cookie and returns to the page the visitor was on. */
export async function preferencesAction({ request, context }: ActionFunctionArgs) {
  const form = await readForm(request);
  const parsed = v.safeParse(PreferencesSchema, form);
  invariantResponse(parsed.success, 'Bad Request');
  const { mode, language, redirectTo } = parsed.output;
  const headers = new Headers();
  if (mode) headers.append('Set-Cookie', await serialiseMode(mode));
  if (language) {
    const site = await context.site();
    // Only languages this brand offers; anything else is ignored rather than half-applied.
    if (site.config.languages.includes(language)) headers.append('Set-Cookie', await serialiseLanguage(language));
  }
  return redirect(safeRedirectPath(redirectTo), { headers });
}

