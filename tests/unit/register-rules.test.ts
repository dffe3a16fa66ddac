import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldSchema } from '~/platform-client/register-rules';
import { acceptedRegExp, patternMessageKey, ruleAccepts } from '~/platform-client/vocabulary/register-rule';

const rule = (acceptedPattern: string, patternId: number, minLength = 0, maxLength = 50, extra = {}) => ({
  enabled: true,
  required: true,
  patternId,
  minLength,
  maxLength,
  acceptedPattern,
  ...extra,
});

describe('register rules', () => {
  it("treats '*' as any text, still bounded by length", () => {
    expect(acceptedRegExp({ acceptedPattern: '*' }).test('anything at all 😀')).toBe(true);
    expect(ruleAccepts(rule('*', 0, 2, 4), 'abcde')).toBe(false);
    expect(ruleAccepts(rule('*', 0, 2, 4), 'abc')).toBe(true);
  });

  it('needs both the pattern and the length', () => {
    const username = rule('^[a-zA-Z][a-zA-Z0-9]*$', 1, 6, 12);
    expect(ruleAccepts(username, 'player01')).toBe(true);
    expect(ruleAccepts(username, '1player')).toBe(false);
    expect(ruleAccepts(username, 'ab1')).toBe(false);
    expect(ruleAccepts(username, 'a'.repeat(13))).toBe(false);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(ruleAccepts(rule('*', 0, 1, 2), '😀😀')).toBe(true);
  });

  it('survives a broken pattern from the platform by checking length only', () => {
    expect(ruleAccepts(rule('([unclosed', 0, 1, 3), 'abc')).toBe(true);
  });

  it('maps every pattern id to its message key, unknown ids to the generic one', () => {
    for (let id = 0; id < 20; id++) expect(patternMessageKey(id)).toBe(`validation.pattern.${id}`);
    expect(patternMessageKey(99)).toBe('validation.pattern.0');
  });

  it('builds a field validator: required, optional, disabled', () => {
    const required = fieldSchema(rule('^\\d+$', 6, 6, 11))!;
    expect(v.safeParse(required, '').issues?.[0]?.message).toBe('validation.required');
    expect(v.safeParse(required, '12ab').issues?.[0]?.message).toBe('validation.pattern.6');
    expect(v.parse(required, ' 0912345678 ')).toBe('0912345678');
    const optional = fieldSchema(rule('^\\S+@\\S+$', 3, 5, 50, { required: false }))!;
    expect(v.parse(optional, '')).toBe('');
    expect(v.safeParse(optional, 'nope').issues?.[0]?.message).toBe('validation.pattern.3');
    expect(fieldSchema(rule('*', 0, 0, 10, { enabled: false }))).toBeUndefined();
  });
});
