import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { Secret, TOTP } from 'otpauth';
import { parseStaffFile, type StaffFile } from '../app/request/staff/staff-accounts.server';
import { hashStaffPassword } from '../app/request/staff/staff-password.server';

/**
 * `npm run staff:add -- <name> [--file staff.json] [--totp]`: adds (or replaces) a staff account in the
 * staff file (STAFF_FILE, or `--file`, default `staff.json`). The password is read from standard input
 * (typed, or piped) and only its scrypt hash is written. `--totp` gives the account an authenticator
 * secret and prints its otpauth:// address for the staff member's app.
 */
const args = process.argv.slice(2);
const name = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--file');
const file = path.resolve(args.includes('--file') ? (args[args.indexOf('--file') + 1] ?? '') : (process.env.STAFF_FILE ?? 'staff.json'));
const withCode = args.includes('--totp');
if (!name || !/^[a-z0-9][a-z0-9._-]{1,39}$/.test(name)) {
  console.error('usage: npm run staff:add -- <name> [--file staff.json] [--totp]   (name: 2-40 lower-case letters, digits, . _ -)');
  process.exit(2);
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write(`Password for ${name} (12 characters or more; shown as you type, so mind who watches): `);
  const lines = readline.createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

const password = await readPassword();
if (password.length < 12) {
  console.error('The password must have 12 characters or more.');
  process.exit(2);
}
const existing: StaffFile = fs.existsSync(file) ? parseStaffFile(fs.readFileSync(file, 'utf8'), file) : { accounts: [] };
const totpSecret = withCode ? new Secret({ size: 20 }).base32 : undefined;
const account = { name, passwordHash: await hashStaffPassword(password), ...(totpSecret ? { totpSecret } : {}) };
const accounts = [...existing.accounts.filter((a) => a.name !== name), account];
// Checked before it is written: the site would refuse to start on a file that fails.
const text = `${JSON.stringify({ accounts }, null, 2)}\n`;
parseStaffFile(text, file);
fs.writeFileSync(file, text, { mode: 0o600 });
console.log(`${existing.accounts.some((a) => a.name === name) ? 'Replaced' : 'Added'} ${name} in ${path.relative(process.cwd(), file) || file}.`);
if (totpSecret) {
  const uri = new TOTP({ issuer: 'Staging', label: name, secret: Secret.fromBase32(totpSecret) }).toString();
  console.log(`Authenticator: add ${uri} to ${name}'s app (a QR code of it, or the secret ${totpSecret}).`);
}
