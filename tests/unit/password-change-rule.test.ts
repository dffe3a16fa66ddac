import { describe, expect, it } from 'vitest';
import { passwordChangeRequired } from '~/features/accounts/password-change-rule';

const at = { forceOnExpiry: false, usedDefaultPassword: false, trial: false };

describe('passwordChangeRequired', () => {
  it('asks at a first-time login and with the default password, whatever the brand', () => {
    expect(passwordChangeRequired({ firstTimeLogin: true }, at)).toBe(true);
    expect(passwordChangeRequired({}, { ...at, usedDefaultPassword: true })).toBe(true);
  });

  it('asks for an expired password only where the brand forces the change on expiry', () => {
    expect(passwordChangeRequired({ passwordExpired: true }, at)).toBe(false);
    expect(passwordChangeRequired({ passwordExpired: true }, { ...at, forceOnExpiry: true })).toBe(true);
  });

  it('does not ask right after a registration, where the player just chose the password', () => {
    expect(passwordChangeRequired({ firstTimeLogin: true }, { ...at, justRegistered: true })).toBe(false);
  });

  it('leaves an ordinary login, and every trial account, alone', () => {
    expect(passwordChangeRequired({ firstTimeLogin: false, passwordExpired: false }, { ...at, forceOnExpiry: true })).toBe(false);
    expect(passwordChangeRequired({ firstTimeLogin: null, passwordExpired: null }, at)).toBe(false);
    expect(passwordChangeRequired({ firstTimeLogin: true, passwordExpired: true }, { forceOnExpiry: true, usedDefaultPassword: true, trial: true })).toBe(
      false,
    );
  });
});
