import { redirect, type ActionFunctionArgs, type AppLoadContext } from '@remix-run/node';
import { isPlatformError } from '~/platform-client/errors';
import { readForm } from '~/lib/form.server';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { APP_LANGUAGES, type AppLanguage } from '~/i18n/languages';
import { invariantResponse } from '~/lib/responses';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { serialiseLanguage, serialiseMode } from '~/request/preferences.server';

export const PreferencesSchema = formFields(
  {
    mode: v.optional(v.picklist(['light', 'dark'])),
    language: v.optional(v.picklist(APP_LANGUAGES)),
    redirectTo: v.optional(v.string(), '/index'),
  },
  'errors.generic.message',
);

/**
 * A signed-in player's new language goes to the platform too, so its own texts follow. The choice on
 * this site stands whatever the platform answers: a failure is logged, never shown.
 */
async function reportLanguage(context: AppLoadContext, language: AppLanguage) {
  if (!(await context.signIn())) return;
  try {
    const client = await context.platform();
    await client.call('updateLanguage', v.unknown(), { body: { language } });
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    console.warn(`[preferences] language not reported to the platform: ${error.message}`);
  }
}

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
    if (site.config.languages.includes(language)) {
      headers.append('Set-Cookie', await serialiseLanguage(language));
      await reportLanguage(context, language);
    }
  }
  return redirect(safeRedirectPath(redirectTo), { headers });
}
