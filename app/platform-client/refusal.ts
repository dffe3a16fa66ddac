import { errorMessageKey } from './error-messages';
import { isOutage, isPlatformError } from './errors';
import { STATUS_BY_CODE, type RefusalStatus } from './refusal-status.codes';

export type { RefusalStatus };

/** What a form shows for a refusal: the platform's code, the message key, the message's numbers, the HTTP status. */
export type Refusal = { code: string; key: string; params: Record<string, string | number>; status: RefusalStatus };

/** A feature's platform codes and the locale keys it says them with. */
export type RefusalCodes = Readonly<Record<string, string>>;

/** The HTTP status a refusal with this code answers with. */
export const refusalStatusOf = (code: string): RefusalStatus => STATUS_BY_CODE[code] ?? 400;

/** A code said under a prefix: dots become underscores (payment.password.invalid → <prefix>.payment_password_invalid). */
export const codeKey = (prefix: string, code: string) => `${prefix}.${code.replace(/\./g, '_')}`;

/** A feature's code map from its list of codes, each said under `prefix`. */
export const codeKeys = (prefix: string, codes: readonly string[]): RefusalCodes => Object.fromEntries(codes.map((code) => [code, codeKey(prefix, code)]));

/**
 * What a form shows when the platform said no (`codes` words the feature's own codes; others get the general
 * words) or could not answer (503). Anything else (the session gone, a bug) is thrown on. `params` carry the
 * platform's numbers (attempts left, a lock's end) for the message.
 */
export function refusal(error: unknown, { codes }: { codes: RefusalCodes }): Refusal {
  if (isOutage(error)) return { code: '', key: 'errors.unavailable.message', params: {}, status: 503 };
  if (!isPlatformError(error) || error.kind !== 'rejected') throw error;
  const code = error.details.errorCode ?? '';
  const value = error.details.value;
  const params: Record<string, string | number> = {};
  if (value && typeof value === 'object')
    for (const [name, raw] of Object.entries(value)) if (typeof raw === 'number' || typeof raw === 'string') params[name] = raw;
  return { code, key: (Object.hasOwn(codes, code) ? codes[code] : undefined) ?? errorMessageKey(error), params, status: refusalStatusOf(code) };
}
