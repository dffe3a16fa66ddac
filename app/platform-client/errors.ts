/** Why a platform call failed; the UI maps each kind to a kind, localised message. */
export type PlatformErrorKind =
  | 'timeout'
  | 'network'
  | 'http' // 5xx or an unexpected status without an envelope
  | 'bad-response' // not JSON, or JSON that fails the schema
  | 'rejected' // the platform answered with success:false
  | 'session' // the session is gone: log the player out kindly
  | 'sync' // the platform's data layer failed (its message names hibernate): a generic "try again", never its text
  | 'overloaded'; // too many calls already waiting for this platform: shed, answer kindly

/** Error codes the contract says mean "your session is gone". */
export const SESSION_ERROR_CODES = new Set([
  'login.not.session',
  'user.or.token.invalid',
  'CUSTOMER_NOT_LOGIN',
  'token_ip_different',
  'duplicateLogin',
  'nologin',
]);

export class PlatformError extends Error {
  constructor(
    readonly kind: PlatformErrorKind,
    readonly endpoint: string,
    message: string,
    readonly details: { status?: number; errorCode?: string | null; platformMessage?: string | null; value?: unknown; cause?: unknown } = {},
  ) {
    super(`[platform ${endpoint}] ${kind}: ${message}`);
    this.name = 'PlatformError';
  }

  /** Translation key of the message a visitor sees. */
  get messageKey(): string {
    return `errors.platform.${this.kind}`;
  }
}

/**
 * A failure of the platform's persistence layer leaks its exception text ("…org.hibernate.exception…")
 * as the message or code: the player gets a generic synchronisation warning instead.
 */
export const isHibernateFailure = (errorCode: string | null | undefined, message: string | null | undefined) =>
  /hibernate/i.test(`${errorCode ?? ''} ${message ?? ''}`);

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}

/** The platform could not be reached or could not answer (not a refusal, not the session): retry later. */
export function isOutage(error: unknown): error is PlatformError {
  return isPlatformError(error) && error.kind !== 'rejected' && error.kind !== 'session';
}

/** Refusals that mean "no such thing here": missing, someone else's (which reads the same), or not offered. */
const NOT_FOUND_CODE = /(^|\.)not\.found$|^function\.not\.available$|^USER_NOT_EXIST$/;
/** Refusals that mean "not for you". */
const FORBIDDEN_CODE = /(^|\.)not\.allowed$|forbidden|^account\.trial$/i;

/**
 * The HTTP status of a refusal no form handled: 404 for "no such thing", 403 for "not allowed", else 400.
 * A refusal is the platform answering, so it is never a 5xx.
 */
export function refusalStatus(error: PlatformError): 400 | 403 | 404 {
  const code = error.details.errorCode ?? '';
  return NOT_FOUND_CODE.test(code) ? 404 : FORBIDDEN_CODE.test(code) ? 403 : 400;
}
