import * as v from 'valibot';
import type { RegRule } from '~/platform-client/schemas/system';

/**
 * Registration rules come from the platform per field: a field shows when
 * `enabled`, is required when `required`, and is valid when its accepted pattern ('*' = any) and
 * length range both hold. One valibot schema is built from them and runs on the server action and
 * in the browser. Issue messages are locale keys; the form fills in (min)/(max) from the rule.
 */
export const PATTERN_IDS = Array.from({ length: 20 }, (_, i) => i);

/** `reg_pattern_<id>` in the contract; ours live under validation.pattern.<id>. */
export function patternMessageKey(patternId: number): string {
  return PATTERN_IDS.includes(patternId) ? `validation.pattern.${patternId}` : 'validation.pattern.0';
}

export function acceptedRegExp(rule: Pick<RegRule, 'acceptedPattern'>): RegExp {
  const source = rule.acceptedPattern.trim();
  if (source === '' || source === '*') return /^[\s\S]*$/;
  try {
    return new RegExp(source, 'u');
  } catch {
    try {
      return new RegExp(source);
    } catch {
      // A pattern the platform got wrong must not make every value invalid; length still applies.
      return /^[\s\S]*$/;
    }
  }
}

/** Characters, not UTF-16 units: a Thai or emoji name counts as a person would count it. */
export const charLength = (value: string) => [...value].length;

export function ruleAccepts(rule: RegRule, value: string): boolean {
  const length = charLength(value);
  return acceptedRegExp(rule).test(value) && length >= rule.minLength && length <= rule.maxLength;
}

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
