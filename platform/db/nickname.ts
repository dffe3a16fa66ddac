/**
 * The one nickname rule, at registration and on the profile alike: a nickname is shown in other
 * players' lists, so 2–20 letters (any script), digits, spaces and . _ - only; no markup.
 */
const NICKNAME = /^[\p{L}\p{N}][\p{L}\p{N}\p{M} ._-]{0,18}[\p{L}\p{N}\p{M}]$/u;

export const isNickname = (value: string) => NICKNAME.test(value.normalize('NFC'));
