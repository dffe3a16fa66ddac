import fs from 'node:fs';
import * as v from 'valibot';
import { getEnv } from '~/lib/env.server';
import { PASSWORD_HASH } from './staff-password.server';

const StaffAccountSchema = v.strictObject({
  /** What staff type to sign in, and what the audit trail names them by. */
  name: v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9._-]{1,39}$/, 'must be 2 to 40 lower-case letters, digits, dots, dashes or underscores')),
  /** `npm run staff:add` writes it; a plain password is refused. */
  passwordHash: v.pipe(v.string(), v.regex(PASSWORD_HASH, 'must be a scrypt hash written by `npm run staff:add` (never a plain password)')),
  /** Base32 secret of the account's authenticator app (TOTP, 30 s, 6 digits): with one, sign-in asks for its code. */
  totpSecret: v.optional(v.pipe(v.string(), v.regex(/^[A-Z2-7]{16,128}=*$/, 'must be a base32 secret (A-Z, 2-7), 16 characters or more'))),
});

export const StaffFileSchema = v.pipe(
  v.strictObject({ accounts: v.array(StaffAccountSchema) }),
  v.check((file) => new Set(file.accounts.map((a) => a.name)).size === file.accounts.length, 'names each account once'),
);

export type StaffAccount = v.InferOutput<typeof StaffAccountSchema>;
export type StaffFile = v.InferOutput<typeof StaffFileSchema>;

/** Reads a staff file's text; a bad one throws naming the source and each bad field. */
export function parseStaffFile(text: string, source: string): StaffFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`Invalid staff accounts in ${source}: not JSON (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  const result = v.safeParse(StaffFileSchema, json);
  if (result.success) return result.output;
  const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '(file)'}: ${issue.message}`);
  throw new Error(`Invalid staff accounts in ${source}:\n${lines.join('\n')}`);
}

let cached: Map<string, StaffAccount> | null = null;

/**
 * Staff accounts by name, from the file STAFF_FILE names or the JSON in STAFF_ACCOUNTS (both alike:
 * `{ "accounts": [...] }`), read once at start-up. None when neither is set.
 */
export function staffAccounts(): Map<string, StaffAccount> {
  if (cached) return cached;
  const env = getEnv();
  const files: StaffFile[] = [];
  if (env.STAFF_FILE) {
    let text: string;
    try {
      text = fs.readFileSync(env.STAFF_FILE, 'utf8');
    } catch (error) {
      throw new Error(`Invalid staff accounts in STAFF_FILE (${env.STAFF_FILE}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    files.push(parseStaffFile(text, `STAFF_FILE (${env.STAFF_FILE})`));
  }
  if (env.STAFF_ACCOUNTS) files.push(parseStaffFile(env.STAFF_ACCOUNTS, 'STAFF_ACCOUNTS'));
  const accounts = new Map<string, StaffAccount>();
  for (const account of files.flatMap((file) => file.accounts)) {
    if (accounts.has(account.name)) throw new Error(`Invalid staff accounts: "${account.name}" is in both STAFF_FILE and STAFF_ACCOUNTS`);
    accounts.set(account.name, account);
  }
  cached = accounts;
  return accounts;
}
