import * as v from 'valibot';
import { readForm } from '~/lib/form.server';
import { REQUEST_ID } from '~/lib/request-id';

/** A claim form: what to claim (an intent from the page's list), its id when it has one, and the form's requestId. */
export async function readClaimForm<T extends string>(request: Request, intents: readonly [T, ...T[]]) {
  const fields = await readForm(request);
  const form = v.safeParse(
    v.object({
      intent: v.picklist(intents),
      id: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}$/), v.transform(Number))),
      requestId: v.pipe(v.string(), v.regex(REQUEST_ID)),
    }),
    fields,
  );
  return form.success ? form.output : null;
}
