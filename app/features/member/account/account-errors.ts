import * as v from 'valibot';
import { AccountRefusalValueSchema } from '~/platform-client/schemas/account';
import { codeKey, codeKeys, refusal, type Refusal } from '~/platform-client/refusal';
import { cashierCodes } from '~/features/cashier/cashier-errors';

/** Platform codes of the account calls the player gets in the site's own words (decision 012). */
const ACCOUNT_CODES = [
  'profile.nickname.invalid',
  'profile.realname.invalid',
  'profile.realname.locked',
  'profile.birthday.invalid',
  'profile.birthday.locked',
  'profile.field.invalid',
  'avatar.preset.unknown',
  'bind.target.invalid',
  'bind.target.taken',
  'bind.code.invalid',
  'bind.code.expired',
  'bind.code.used',
  'bind.code.attempts',
  'bind.too.many',
  'totp.not.started',
  'totp.already.enabled',
  'totp.not.enabled',
  'totp.code.invalid',
  'totp.locked',
  'upload.invalid',
  'upload.too.large',
] as const;

/** Whether the platform's code is one the account forms say in their own words. */
export const isAccountCode = (code: string | null | undefined): boolean => (ACCOUNT_CODES as readonly string[]).includes(code ?? '');

export const accountKey = (code: string) => codeKey('account.errors', code);

const accountCodes = { ...cashierCodes, ...codeKeys('account.errors', ACCOUNT_CODES) };

/** A refusal of an account form, and the field the platform named (the form shows the message there). */
export type AccountFailure = Refusal & { field: string | null };

/** What an account form shows when the platform refused or could not answer; a gone session is thrown on. */
export function accountFailureOf(error: unknown): AccountFailure {
  const failure = refusal(error, { codes: accountCodes });
  const value = v.safeParse(AccountRefusalValueSchema, (error as { details?: { value?: unknown } }).details?.value ?? null);
  return { ...failure, field: value.success ? (value.output?.field ?? null) : null };
}
