import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sendProblem } from '~/features/chat/chat-check';
import { firstError, SendSchema } from '~/features/chat/chat-form';
import { feedbackProblems } from '~/features/member/feedback/feedback-check';
import { feedbackErrors, FeedbackFormSchema } from '~/features/member/feedback/feedback-form';
import { breakConfirmProblems, limitProblem, limitValue } from '~/features/member/responsible-gaming/rg-checks';
import { BreakConfirmSchema, LimitFormSchema } from '~/features/member/responsible-gaming/rg-forms';
import { fieldErrors } from '~/lib/form-fields';

/**
 * The browser checks a form with a small check of its own (no validation library in its download) and the
 * action with its valibot schema: for the same posted fields both must find the same problems, with the
 * same locale keys, or a player would see one error before posting and another after.
 */
const schemaErrors = (schema: v.GenericSchema, form: unknown, keys: (issues: v.BaseIssue<unknown>[]) => Record<string, string>) => {
  const parsed = v.safeParse(schema, form);
  return parsed.success ? {} : keys(parsed.issues);
};

describe('the browser and the action find the same problems in a form', () => {
  it.each([
    { category: 'GAMES', content: 'The slots lag on my phone.' },
    { category: 'GAMES', content: '   ' },
    { category: 'NOPE', content: 'x' },
    { category: null, content: '' },
    { category: 'DEPOSIT', content: 'x'.repeat(1001) },
    { category: 'DEPOSIT', content: ` ${'x'.repeat(1000)} ` },
  ])('feedback %o', (form) => {
    expect(feedbackProblems(form)).toEqual(schemaErrors(FeedbackFormSchema, { ...form, category: form.category ?? undefined }, feedbackErrors));
  });

  it.each([
    { intent: 'break', kind: 'TIMEOUT', duration: '24H', password: 'secret', confirm: 'on' },
    { intent: 'break', kind: 'SELF_EXCLUSION', duration: '', password: '', confirm: '' },
    { intent: 'break', kind: 'TIMEOUT', duration: '7D', password: 'p'.repeat(101), confirm: '' },
    { intent: 'break', kind: 'OTHER', duration: 'PERMANENT', password: 'x', confirm: 'on' },
    // An unticked box is not posted at all, nor is a field a hand-made post leaves out.
    { intent: 'break', kind: 'TIMEOUT', duration: '24H', password: 'secret' },
    { intent: 'break' },
  ])('a break %o', (form) => {
    const errors = schemaErrors(BreakConfirmSchema, form, fieldErrors);
    expect(breakConfirmProblems(form)).toEqual(errors);
    for (const message of Object.values(errors)) expect(message).toMatch(/^rg\.errors\./);
  });

  it.each([
    { intent: 'limit', kind: 'DEPOSIT', period: 'DAY', amount: '100' },
    { intent: 'limit', kind: 'DEPOSIT', period: 'DAY', amount: 'abc' },
    { intent: 'limit', kind: 'LOSS', period: 'WEEK', amount: '9'.repeat(41) },
    { intent: 'limit', kind: 'SESSION', period: 'SESSION', amount: '3' },
    { intent: 'limit', kind: 'SESSION', period: 'SESSION', amount: '90' },
    { intent: 'limit', kind: 'WAGER', period: 'MONTH', amount: '', remove: '1' },
  ])('a limit %o', (form) => {
    const parsed = v.safeParse(LimitFormSchema, form);
    const value = parsed.success ? limitValue(parsed.output, 2, 'EN') : null;
    const action = !parsed.success ? (fieldErrors(parsed.issues).amount ?? 'rg.errors.form') : value && !value.ok ? value.error : null;
    expect(limitProblem(form, 2, 'EN')).toBe(action);
  });

  it.each([
    { roomId: '12', text: 'hello', requestId: 'abcdefgh-1' },
    { roomId: '12', text: '  ', requestId: 'abcdefgh-1' },
    { roomId: '0', text: 'hello', requestId: 'abcdefgh-1' },
    { roomId: '12', text: '😀'.repeat(500), requestId: 'abcdefgh-1' },
    { roomId: '12', text: '😀'.repeat(501), requestId: 'abcdefgh-1' },
    { roomId: '12', text: 'hello', requestId: 'short' },
  ])('a chat message %o', (form) => {
    const parsed = v.safeParse(SendSchema, form);
    expect(sendProblem(form)).toBe(parsed.success ? null : firstError(parsed.issues));
  });
});
