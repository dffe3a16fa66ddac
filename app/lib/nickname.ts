import * as v from 'valibot';
import { nicknameProblem, normaliseNickname } from './nickname-rule';

/**
 * The one nickname rule (`nickname-rule.ts`), for registration and the profile alike on the server:
 * trimmed and NFC-normalised; empty passes here, so a form that requires one says so itself.
 */
export const NicknameSchema = v.pipe(
  v.optional(v.string(), ''),
  v.transform(normaliseNickname),
  v.check((value) => nicknameProblem(value) === null, 'validation.nickname'),
);
