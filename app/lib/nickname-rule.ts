/** Nicknames: 2–20 letters (any script), digits, spaces, dots, dashes and underscores; no markup. */
const NICKNAME = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} ._-]{0,18}[\p{L}\p{N}\p{M}]$/u;

/** A nickname as it is kept: trimmed and NFC-normalised. */
export const normaliseNickname = (value: string) => value.trim().normalize('NFC');

/** The one nickname rule in plain code (the browser's check); empty passes, a form that requires one says so. */
export function nicknameProblem(value: string): string | null {
  const nickname = normaliseNickname(value);
  return nickname === '' || NICKNAME.test(nickname) ? null : 'validation.nickname';
}
