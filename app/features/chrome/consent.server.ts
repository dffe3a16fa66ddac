import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { readForm } from '~/lib/form.server';
import { invariantResponse } from '~/lib/responses';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { serialiseConsent } from '~/request/analytics.server';

export const ConsentSchema = formFields(
  {
    answer: v.picklist(['granted', 'declined']),
    redirectTo: v.optional(v.pipe(v.string(), v.maxLength(2000)), '/index'),
  },
  'errors.generic.message',
);

/** The visitor's answer to the analytics banner, kept a year; back to the page they were on (which now loads the tag, or never will). */
export async function consentAction({ request }: ActionFunctionArgs) {
  const parsed = v.safeParse(ConsentSchema, await readForm(request));
  invariantResponse(parsed.success, 'Bad Request');
  return redirect(safeRedirectPath(parsed.output.redirectTo), { headers: { 'Set-Cookie': await serialiseConsent(parsed.output.answer) } });
}
