import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderContractDoc } from '~/platform-client/contract-doc';
import { dialectPaths } from '~/platform-client/dialects';
import { endpoints, type Endpoint, type EndpointName } from '~/platform-client/endpoints';
import { KNOWN_CONTRACT_PATHS } from '@whitelabel/reference-platform/http/known-contract';

const table = Object.entries(endpoints) as [string, Endpoint][];

describe('the platform calls against the known contract', () => {
  it('marks exactly the calls the contract does not name as extensions, each with its reason', () => {
    // Every generation's name of a contract call is the contract's.
    const unmarked = table
      .filter(([name, e]) => !e.extension && !dialectPaths(name as EndpointName).every((p) => KNOWN_CONTRACT_PATHS.has(p)))
      .map(([name, e]) => `${name} ${e.path}`);
    const wronglyMarked = table.filter(([, e]) => e.extension && KNOWN_CONTRACT_PATHS.has(e.path)).map(([name]) => name);
    expect(unmarked, 'calls outside the contract without extension: true').toEqual([]);
    expect(wronglyMarked, 'contract calls marked as extensions').toEqual([]);
    for (const [name, e] of table.filter(([, x]) => x.extension)) expect(e.reason?.length ?? 0, name).toBeGreaterThan(10);
  });

  it('uses the contract names where the contract names the feature', () => {
    const paths = new Map(table.map(([name, e]) => [name, e.path]));
    expect(paths.get('messageList')).toBe('/wps/relay/CSP_getInbox');
    expect(paths.get('unreadCount')).toBe('/wps/relay/CSP_unreadCount');
    expect(paths.get('hotMatches')).toBe('/wps/relay/GCSGAME_getGameMatchV2');
    expect(paths.get('chatLaunch')).toBe('/wps/relay/CBS_launchChat');
    expect(paths.get('claimRaffle')).toBe('/wps/relay/MCS2_claimRafflePromotion');
    expect(paths.get('processDividendContract')).toBe('/wps/relay/MCS2_processDividendReq');
    expect(paths.get('processDailySalaryContract')).toBe('/wps/relay/MCS2_processDailySalContract');
    expect(paths.get('processHourSalaryContract')).toBe('/wps/relay/MCS2_processContractHourSalary');
  });

  it('docs/platform-contract.md is the one the code prints (npm run platform:contract-doc)', () => {
    const doc = readFileSync(new URL('../../docs/platform-contract.md', import.meta.url), 'utf8');
    expect(doc === renderContractDoc(), 'docs/platform-contract.md is stale: run npm run platform:contract-doc').toBe(true);
    for (const [name, e] of table.filter(([, x]) => x.extension)) expect(doc).toContain(`### \`${name}\`: \`${e.method} ${e.path}\``);
  });
});
