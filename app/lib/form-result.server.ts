import { data } from '@remix-run/node';

/** Locale keys of a refused form's messages, by field name (`form` for the message above the form). */
export type FieldErrors = Record<string, string>;
/** Numbers and words a message names (a minimum, a lock's end). */
export type MessageParams = Record<string, string | number>;

/**
 * What a form's action answers, read by `useActionData<typeof action>()`: done (with what the page says of it),
 * or refused (with each field's message, the message's numbers and the values the player typed, shown again).
 * `Extra` is what the page needs to tell its forms apart (which intent, which item).
 */
export type FormFailure<Extra extends object = object> = { ok: false; errors: FieldErrors; params?: MessageParams; values?: Record<string, string> } & Extra;
export type FormSuccess<Fields extends object = object> = { ok: true } & Fields;
export type FormResult<Fields extends object = object, Extra extends object = object> = FormSuccess<Fields> | FormFailure<Extra>;

type FailureInit = { status?: number; params?: MessageParams; values?: Record<string, string> };
/** `init`'s own keys beside the failure's (an intent, a form id): any, so an init of only those is accepted. */
type WithExtra<T> = T & { [extra: string]: unknown };

/** A refused form (400 unless `status` says otherwise); any other keys of `init` go into the result as they are. */
export function formError<const Init extends WithExtra<FailureInit> = FailureInit>(errors: FieldErrors, init?: Init) {
  const { status = 400, params, values, ...extra } = init ?? ({} as Init);
  const failure = { ok: false, errors, ...(params ? { params } : {}), ...(values ? { values } : {}), ...extra };
  return data(failure as FormFailure<Omit<Init, keyof FailureInit>>, { status });
}

/** A platform refusal (or any `{ key, status, params }`) as the message of one field, `form` unless named. */
export function formRefused<const Init extends WithExtra<{ values?: Record<string, string>; field?: string }>>(
  failure: { key: string; status: number; params?: MessageParams },
  init?: Init,
) {
  const { field = 'form', ...rest } = init ?? ({} as Init);
  return formError({ [field]: failure.key }, { ...rest, status: failure.status, params: failure.params } as Omit<Init, 'field'> & FailureInit);
}

/** A form that went through: `{ ok: true }` and what the page says of it. */
export function formOk<const Fields extends object>(fields: Fields, init?: ResponseInit) {
  return data({ ok: true as const, ...fields }, init);
}
