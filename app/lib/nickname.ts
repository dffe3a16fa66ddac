import * as v from 'valibot';

/** Nicknames: 2–20 letters (any script), digits, spaces, dots, dashes and underscores; no markup. */
const NICKNAME = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} ._-]{0,18}[\p{L}\p{N}\p{M}]$/u;

/**
 * The one nickname rule, for registration and the profile alike (in the browser and on the server):
 * trimmed and NFC-normalised; empty passes here, so a form that requires one says so itself.
 */
export const NicknameSchema = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) => value.trim().normalize('NFC')),
  v.check((value) => value === '' || NICKNAME.test(value), 'validation.nickname'),
);
