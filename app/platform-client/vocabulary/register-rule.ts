/** What the browser reads of one of the platform's registration rules (the contract's `RegRule`). */
export type RuleShape = { patternId: number; minLength: number; maxLength: number; acceptedPattern: string };

/**
 * How the contract's registration rules read, in plain code (no validation library), for the action's
 * schema and the browser's check alike: a value is valid when its accepted pattern ('*' = any) and length
 * range both hold. Messages are locale keys; the form fills in (min)/(max) from the rule.
 */
export const PATTERN_IDS = Array.from({ length: 20 }, (_, i) => i);

/** `reg_pattern_<id>` in the contract; ours live under validation.pattern.<id>. */
export function patternMessageKey(patternId: number): string {
  return PATTERN_IDS.includes(patternId) ? `validation.pattern.${patternId}` : 'validation.pattern.0';
}

export function acceptedRegExp(rule: Pick<RuleShape, 'acceptedPattern'>): RegExp {
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

export function ruleAccepts(rule: RuleShape, value: string): boolean {
  const length = charLength(value);
  return acceptedRegExp(rule).test(value) && length >= rule.minLength && length <= rule.maxLength;
}

/**
 * One field's first problem under its rule (the value trimmed): empty when required, else a typed value
 * the rule refuses. `null`: nothing to say.
 */
export function ruleProblem(rule: RuleShape | undefined, value: string, required: boolean): string | null {
  if (required && value === '') return 'validation.required';
  if (value !== '' && rule && !ruleAccepts(rule, value)) return patternMessageKey(rule.patternId);
  return null;
}
