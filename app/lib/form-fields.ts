import * as v from 'valibot';

/**
 * The schema of a posted form's fields. A field the post leaves out (an unticked box, a disabled input, a
 * hand-made request) reads as an empty field, so it meets its own rule and that rule's localised message,
 * never valibot's English "Invalid key". A field that is already optional keeps its own default. Every
 * message is a locale key: a rule without one of its own says the form's `fallback`.
 */

/** What a posted field is read with: text in, a missing one (`undefined`) too when the schema is optional. */
export type FieldSchema = v.GenericSchema<string, unknown> | v.GenericSchema<string | undefined, unknown>;
type Posted<S> = S extends { readonly type: 'optional' | 'nullish' | 'exact_optional' }
  ? S
  : S extends v.GenericSchema<string, unknown>
    ? v.SchemaWithPipe<readonly [v.OptionalSchema<v.StringSchema<undefined>, ''>, S]>
    : never;
type PostedEntries<E extends Record<string, FieldSchema>> = { [K in keyof E]: Posted<E[K]> };

const ALREADY_OPTIONAL: ReadonlySet<string> = new Set(['optional', 'nullish', 'exact_optional']);
const Absent = v.optional(v.string(), '');

/** A missing field as the empty text a browser would have posted for it. */
export function posted<const S extends FieldSchema>(schema: S): Posted<S> {
  return (ALREADY_OPTIONAL.has(schema.type) ? schema : v.pipe(Absent, schema as v.GenericSchema<string, unknown>)) as Posted<S>;
}

const postedEntries = <E extends Record<string, FieldSchema>>(entries: E) =>
  Object.fromEntries(Object.entries(entries).map(([name, schema]) => [name, posted(schema)])) as PostedEntries<E>;

/** `v.object` for posted fields: a field the post left out is read as empty (see `posted`). */
export function formFields<const E extends Record<string, FieldSchema>>(entries: E, fallback: string) {
  return v.message(v.object(postedEntries(entries)), fallback);
}

/** `formFields` that keeps fields it does not name, unchecked (the brand decides which fields a form has). */
export function looseFormFields<const E extends Record<string, FieldSchema>>(entries: E, fallback: string) {
  return v.message(v.looseObject(postedEntries(entries)), fallback);
}

/** Each field's first message (a locale key) by field name; `form` for a message about the whole form. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[v.getDotPath(issue) ?? 'form'] ??= issue.message;
  return errors;
}
