import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import en from '~/locales/en.json';
import { registerSchema } from '~/features/accounts/register-form';
import { claimFormSchema } from '~/features/member/rewards/claim-form.server';

/**
 * Every schema that reads a posted form answers a field the post left out with the message the same field
 * posted empty gets, and that message is a locale key: never valibot's English "Invalid key: Expected …".
 */
const sources = import.meta.glob<string>('/app/features/**/*.ts', { query: '?raw', import: 'default', eager: true });
const modules = import.meta.glob<Record<string, unknown>>('/app/features/**/*.ts');

/** A module that reads a posted form, or builds a posted form's schema. */
const READS_A_FORM = /readForm\(|\.formData\(\)|readImageForm\(|readUpload|formFields\(|looseFormFields\(/;
const formModules = Object.keys(sources).filter((file) => READS_A_FORM.test(sources[file]!) && file in modules);

type Schema = v.GenericSchema<unknown, unknown>;
const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema' && '~run' in value;

/** The posted-form schemas among a module's exports: objects, and variants of objects. */
function formSchemasOf(exports: Record<string, unknown>): [string, Schema][] {
  return Object.entries(exports).filter((entry): entry is [string, Schema] => {
    const [, value] = entry;
    if (!isSchema(value)) return false;
    const { type } = value as { type: string };
    return type === 'object' || type === 'loose_object' || type === 'variant';
  });
}

/** The bodies to try: for a variant, one per option, each with only the option's discriminator posted. */
function bodiesOf(schema: Schema): Record<string, string>[] {
  const variant = schema as unknown as { type: string; key?: string; options?: Schema[] };
  if (variant.type !== 'variant') return [{}];
  return variant.options!.flatMap((option) => {
    type Accepts = { options?: string[]; literal?: string; pipe?: Accepts[] };
    const discriminator = (option as unknown as { entries: Record<string, Accepts> }).entries[variant.key!]!;
    const values = (discriminator.pipe ?? [discriminator]).flatMap((item) => item.options ?? (item.literal ? [item.literal] : []));
    return values.map((value) => ({ [variant.key!]: String(value) }));
  });
}

const isLocaleKey = (message: string) =>
  typeof message.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) === 'string';

function expectLocalisedMissingFields(name: string, schema: Schema) {
  for (const body of bodiesOf(schema)) {
    const missing = v.safeParse(schema, body);
    const messages = (missing.issues ?? []).map((issue) => issue.message);
    expect(
      messages.filter((m) => /Invalid key|Expected/.test(m)),
      `${name} ${JSON.stringify(body)}`,
    ).toEqual([]);
    expect(
      messages.filter((m) => !isLocaleKey(m)),
      `${name} ${JSON.stringify(body)}: not locale keys`,
    ).toEqual([]);
    // Each field refused as missing is refused with the same message when posted empty.
    const messagesOf = (issues: v.BaseIssue<unknown>[] | undefined, field: string) =>
      (issues ?? []).filter((issue) => v.getDotPath(issue) === field).map((issue) => issue.message);
    for (const field of new Set((missing.issues ?? []).map((issue) => v.getDotPath(issue)))) {
      if (!field || field in body) continue;
      const empty = v.safeParse(schema, { ...body, [field]: '' });
      expect(messagesOf(empty.issues, field), `${name}: ${field} missing as empty`).toEqual(messagesOf(missing.issues, field));
    }
  }
}

describe('posted-form schemas', () => {
  it('finds the form modules and their schemas (the walk below is not empty)', async () => {
    let count = 0;
    for (const file of formModules) count += formSchemasOf(await modules[file]!()).length;
    expect(formModules.length).toBeGreaterThan(20);
    expect(count).toBeGreaterThan(30);
  });

  it('a form module builds its schemas with formFields, never a bare v.object (which says "Invalid key" in English)', () => {
    const bare = formModules.flatMap((file) =>
      sources[file]!.split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        // A platform answer's shape is not a posted form.
        .filter(({ line }) => /v\.(object|looseObject|strictObject)\(/.test(line) && !/client\.call\(/.test(line))
        .map(({ at }) => at),
    );
    expect(bare).toEqual([]);
  });

  it.each(formModules)('%s: a missing field gets the empty field’s locale-key message', async (file) => {
    for (const [name, schema] of formSchemasOf(await modules[file]!())) expectLocalisedMissingFields(`${file} ${name}`, schema);
  });

  it('the forms built per brand and per page do too (registration, reward claims)', () => {
    const rules = { username: { required: true, minLength: 4, maxLength: 16, regex: 1 }, password: { required: true, minLength: 6, maxLength: 20, regex: 4 } };
    const plan = { mode: 'username', needsPassword: true, needsSmsCode: true, needsCaptcha: true, optional: [], showAffiliate: false } as const;
    expectLocalisedMissingFields(
      'registerSchema',
      registerSchema(plan as unknown as Parameters<typeof registerSchema>[0], rules as never) as unknown as Schema,
    );
    expectLocalisedMissingFields('claimFormSchema', claimFormSchema(['claim', 'claimAll']) as unknown as Schema);
  });
});
