import * as v from 'valibot';
import type { RegRule } from '~/platform-client/schemas/system';
import { patternMessageKey, ruleAccepts } from './vocabulary/register-rule';

/**
 * Registration rules come from the platform per field: a field shows when `enabled`, is required when
 * `required`, and is valid as `vocabulary/register-rule.ts` reads its rule. The action's valibot schema is
 * built from them here; the browser checks the same rules with that plain module.
 */
/** The validator of one field; `undefined` means the brand does not ask for it. */
export function fieldSchema(rule: RegRule | undefined, options: { forceRequired?: boolean } = {}) {
  if (!rule?.enabled && !options.forceRequired) return undefined;
  const required = Boolean(options.forceRequired || rule?.required);
  const message = rule ? patternMessageKey(rule.patternId) : 'validation.required';
  return v.pipe(
    v.optional(v.string(), ''),
    v.transform((s) => s.trim()),
    v.check((value) => !required || value !== '', 'validation.required'),
    // Optional fields: empty is fine, anything typed must satisfy the rule.
    v.check((value) => value === '' || !rule || ruleAccepts(rule, value), message),
  );
}
