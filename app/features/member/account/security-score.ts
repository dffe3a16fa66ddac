/** A password older than this no longer counts as "changed recently". */
export const PASSWORD_FRESH_DAYS = 180;

export type SecurityState = { passwordChangedAt: number | null; hasPaymentPassword: boolean; mobileBound: boolean; emailBound: boolean; totpEnabled: boolean };
export type SecurityItemKey = 'password' | 'paymentPassword' | 'mobile' | 'email' | 'authenticator';
export type SecurityItem = { key: SecurityItemKey; done: boolean; href: string };

/**
 * What protects the account, each with where to fix it, and a 0–100 score: every item weighs the
 * same, so the score says "how much of the list is done".
 */
export function securityScore(state: SecurityState, now = Date.now(), passwordHref = '/changePassword'): { score: number; items: SecurityItem[] } {
  const fresh = state.passwordChangedAt !== null && now - state.passwordChangedAt < PASSWORD_FRESH_DAYS * 86_400_000;
  const items: SecurityItem[] = [
    { key: 'password', done: fresh, href: passwordHref },
    { key: 'paymentPassword', done: state.hasPaymentPassword, href: '#payment-password' },
    { key: 'mobile', done: state.mobileBound, href: '#mobile' },
    { key: 'email', done: state.emailBound, href: '#email' },
    { key: 'authenticator', done: state.totpEnabled, href: '#authenticator' },
  ];
  const done = items.filter((i) => i.done).length;
  return { score: Math.round((done / items.length) * 100), items };
}

/** The score's word: weak under 40, fair under 80, strong from 80. */
export const scoreLevel = (score: number): 'weak' | 'fair' | 'strong' => (score < 40 ? 'weak' : score < 80 ? 'fair' : 'strong');
