import { describe, expect, it } from 'vitest';
import { deriveFeatures, FEATURE_MODULES, flattenWhitelabel } from '~/request/remote-config/features';
import type { WhitelabelNode } from '~/platform-client/schemas/system';

const node = (modId: string, enabled: '1' | '0', childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({ modId, enabled, childrenNodes });
const settings = { loginedToHomePage: false, directRegistration: true };

describe('whitelabel features', () => {
  const tree = node('ROOT', '1', [
    node('REG3', '1', [node('USERNAMEREG3', '1'), node('MOBILENUMREG3', '0'), node('REGMOBVERF3', '1')]),
    node('FREEPLAY3', '1'),
    node('PTSYS3', '0'),
    node('GAMELO3', '0', [node('GAMELOFAV3', '1')]),
  ]);

  it('reads each module id from the tree', () => {
    const f = deriveFeatures(tree, settings);
    expect(f.usernameRegistration).toBe(true);
    expect(f.mobileRegistration).toBe(false);
    expect(f.registerSmsVerification).toBe(true);
    expect(f.freePlay).toBe(true);
    expect(f.pointMall).toBe(false);
    expect(f.smsLogin).toBe(false); // absent from the tree means off
  });

  it('switches a child off when its parent is off', () => {
    expect(flattenWhitelabel(tree).get('GAMELOFAV3')).toBe(false);
    expect(deriveFeatures(tree, settings).favourites).toBe(false);
  });

  it('turns registration off entirely when REG3 is off, and the register button with it', () => {
    const off = node('ROOT', '1', [node('REG3', '0', [node('USERNAMEREG3', '1')])]);
    const f = deriveFeatures(off, settings);
    expect(f.usernameRegistration).toBe(false);
    expect(f.directRegistration).toBe(false);
  });

  it('keeps brand settings beside the tree', () => {
    const f = deriveFeatures(tree, { loginedToHomePage: true, directRegistration: false });
    expect(f.loginedToHomePage).toBe(true);
    expect(f.directRegistration).toBe(false);
  });

  it('names every module the contract lists for the spec features', () => {
    for (const modId of [
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'REGMOBVERF3',
      'FREEPLAY3',
      'PWDEXPFORCECHANGE3',
      'MOBILEVERCODELOGIN3',
      'CHNGPASSVERIF3',
      'AGENTPOLICY3',
    ]) {
      expect(Object.values(FEATURE_MODULES)).toContain(modId);
    }
  });

  it('treats COMM3 as always on, even with no tree', () => {
    expect(flattenWhitelabel(undefined).get('COMM3')).toBe(true);
    expect(deriveFeatures(undefined, settings).freePlay).toBe(false);
  });
});
