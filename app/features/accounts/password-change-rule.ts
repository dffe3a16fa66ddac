/** The well-known default password operators hand out with new accounts. */
export const DEFAULT_PASSWORD = '123456';

/**
 * A password change comes before anything else when someone else chose the password (a first-time
 * login: the account was opened by an agent or the operator), when it is the default password, or when
 * it has expired and the brand forces a change on expiry. Trial accounts have no password to change, and
 * a registration's own first login used the password the player just chose.
 */
export function passwordChangeRequired(
  login: { firstTimeLogin?: boolean | null; passwordExpired?: boolean | null },
  at: { forceOnExpiry: boolean; usedDefaultPassword: boolean; trial: boolean; justRegistered?: boolean },
): boolean {
  if (at.trial) return false;
  return (Boolean(login.firstTimeLogin) && !at.justRegistered) || at.usedDefaultPassword || Boolean(login.passwordExpired && at.forceOnExpiry);
}
