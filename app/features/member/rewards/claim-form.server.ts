import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { readForm } from '~/lib/form.server';
import { REQUEST_ID } from '~/lib/request-id';

/** A claim form: what to claim (an intent from the page's list), its id when it has one, and the form's requestId. */
export const claimFormSchema = <T extends string>(intents: readonly [T, ...T[]]) =>
  formFields(
    {
      intent: v.picklist(intents),
      id: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}$/), v.transform(Number))),
      requestId: v.pipe(v.string(), v.regex(REQUEST_ID)),
    },
    'rewards.errors.form_invalid',
  );

export async function readClaimForm<T extends string>(request: Request, intents: readonly [T, ...T[]]) {
  const form = v.safeParse(claimFormSchema(intents), await readForm(request));
  return form.success ? form.output : null;
}
