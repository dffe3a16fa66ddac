import type { RegRule, RegRules } from '~/platform-client/schemas/system';

/** One of the platform's registration rules, as the brand's settings give it. */
export const regRule = (acceptedPattern: string, patternId: number, minLength: number, maxLength: number, required = true, enabled = true): RegRule => ({
  enabled,
  required,
  patternId,
  minLength,
  maxLength,
  acceptedPattern,
});

/** A brand's rules for the core fields and an optional e-mail address. */
export const CORE_REG_RULES: RegRules = {
  username: regRule('^[a-zA-Z][a-zA-Z0-9]*$', 1, 6, 12),
  password: regRule('^(?=.*[A-Za-z])(?=.*\\d).+$', 5, 6, 20),
  mobileNum: regRule('^\\d+$', 6, 8, 11),
  email: regRule('^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 3, 5, 60, false),
};
