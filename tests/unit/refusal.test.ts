import { describe, expect, it } from 'vitest';
import { PlatformError } from '~/platform-client/errors';
import { codeKeys, refusal } from '~/platform-client/refusal';

const rejected = (errorCode: string, value: unknown = null) => new PlatformError('rejected', 'call', 'no', { status: 200, errorCode, value });
const codes = codeKeys('shop.errors', ['item.gone', 'request.duplicate']);

describe('refusal()', () => {
  it.each([
    ['request.duplicate', 409],
    ['promotion.claimed', 409],
    ['lucky.ticket.used', 409],
    ['contract.not.open', 409],
    ['account.trial', 403],
    ['chat.muted', 403],
    ['chat.read.forbidden', 403],
    ['item.not.found', 404],
    ['promotion.not.found', 404],
    ['message.not.found', 404],
    ['chat.room.not.found', 404],
    ['upload.too.large', 413],
    ['upload.quota', 429],
    ['chat.too.fast', 429],
    // "Not found" of something a form only names (a channel, an account) is the form's 400, not a missing page.
    ['deposit.not.found', 400],
    ['amount.invalid', 400],
    ['', 400],
  ])('answers the refusal %j with %i', (code, status) => {
    expect(refusal(rejected(code), { codes }).status).toBe(status);
  });

  it('answers an outage with 503 and the unavailable words, whatever the codes', () => {
    for (const kind of ['timeout', 'network', 'http', 'bad-response', 'sync', 'overloaded'] as const) {
      expect(refusal(new PlatformError(kind, 'call', 'down'), { codes })).toMatchObject({ key: 'errors.unavailable.message', status: 503 });
    }
  });

  it("words the feature's own codes, and the general words for the rest", () => {
    expect(refusal(rejected('item.gone'), { codes }).key).toBe('shop.errors.item_gone');
    expect(refusal(rejected('login.failed'), { codes }).key).toBe('auth.errors.loginFailed');
    expect(refusal(rejected('constructor'), { codes }).key).toBe('errors.platform.rejected');
  });

  it("carries the platform's numbers and words for the message, and nothing else", () => {
    expect(refusal(rejected('payment.password.invalid', { attemptsLeft: 2, until: 'soon', nested: { a: 1 } }), { codes }).params).toEqual({
      attemptsLeft: 2,
      until: 'soon',
    });
    expect(refusal(rejected('x', 'just text'), { codes }).params).toEqual({});
  });

  it('throws on what is not a refusal: the session gone, a bug', () => {
    const gone = new PlatformError('session', 'call', 'gone');
    expect(() => refusal(gone, { codes })).toThrow(gone);
    const bug = new TypeError('bug');
    expect(() => refusal(bug, { codes })).toThrow(bug);
  });
});
