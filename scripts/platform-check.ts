import { pathFor, PLATFORM_DIALECTS, type PlatformDialect } from '../app/platform-client/dialects';
import { endpoints, type Endpoint, type EndpointName } from '../app/platform-client/endpoints';
import { featureBasis, PLATFORM_FEATURE_NAMES, PLATFORM_FEATURES } from '../app/request/platform-features';

/**
 * `npm run platform:check -- <url> [--merchant <code>] [--dialect mcsfe|mcs2]`: asks a live platform for every
 * call the site makes, as a guest, and prints which it knows: by contract, by extension, or missing. A call
 * that answers anything but "not found" (a sign-in refusal, a bad parameter, a switched-off module) exists.
 * Then, per site feature (PLATFORM_FEATURES), whether this platform can offer it, and whether by the contract
 * alone or by extensions: a feature with a missing call is not offered.
 */
const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const base = args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const merchant = option('merchant') ?? 'demoa01';
const dialect = (option('dialect') ?? 'mcsfe') as PlatformDialect;
if (!base || !/^https?:\/\//.test(base) || !PLATFORM_DIALECTS.includes(dialect)) {
  console.error('usage: npm run platform:check -- <platform URL> [--merchant <code>] [--dialect mcsfe|mcs2]');
  process.exit(2);
}

type Verdict = 'contract' | 'extension' | 'missing' | 'off';

async function probe(name: EndpointName, endpoint: Endpoint): Promise<{ verdict: Verdict; path: string; status: number | string }> {
  const path = pathFor(name, { dialect });
  try {
    const response = await fetch(new URL(path, base), {
      method: endpoint.method,
      headers: {
        Merchant: merchant,
        Language: 'EN',
        Device: 'web',
        'X-Gateway-Version': '3',
        ...(endpoint.method === 'GET' ? {} : { 'Content-Type': 'application/json;charset=UTF-8' }),
      },
      body: endpoint.method === 'GET' ? undefined : '{}',
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    const code = /"errorCode"\s*:\s*"([^"]+)"/.exec(text)?.[1];
    if (response.status === 404 && (!code || code === 'not.found')) return { verdict: 'missing', path, status: response.status };
    if (code === 'function.not.available') return { verdict: 'off', path, status: response.status };
    return { verdict: endpoint.extension ? 'extension' : 'contract', path, status: response.status };
  } catch (error) {
    return { verdict: 'missing', path, status: (error as Error).name };
  }
}

const LABEL: Record<Verdict, string> = {
  contract: 'available by contract',
  extension: 'available by extension',
  off: 'module off for this merchant',
  missing: 'missing',
};
const results = await Promise.all((Object.entries(endpoints) as [EndpointName, Endpoint][]).map(async ([name, e]) => ({ name, e, ...(await probe(name, e)) })));
console.log(`Platform ${base} (merchant ${merchant}, ${dialect} names)\n`);
for (const r of results)
  console.log(`${LABEL[r.verdict].padEnd(28)} ${r.name.padEnd(30)} ${r.e.method.padEnd(6)} ${r.path}${r.verdict === 'missing' ? `  (${r.status})` : ''}`);
const count = (v: Verdict) => results.filter((r) => r.verdict === v).length;
const missingContract = results.filter((r) => r.verdict === 'missing' && !r.e.extension).length;
console.log(
  `\n${count('contract')} by contract, ${count('extension')} by extension, ${count('off')} module off, ${count('missing')} missing (${missingContract} of them contract calls).`,
);

const verdictOf = new Map(results.map((r) => [r.name, r.verdict]));
console.log('\nPer feature:');
for (const feature of PLATFORM_FEATURE_NAMES) {
  const calls: readonly EndpointName[] = PLATFORM_FEATURES[feature];
  const missing = calls.filter((name) => verdictOf.get(name) === 'missing');
  const off = calls.filter((name) => verdictOf.get(name) === 'off');
  const verdict = missing.length
    ? `not offered (missing ${missing.join(', ')})`
    : `available by ${featureBasis(feature)}${off.length ? ` (module off here: ${off.join(', ')})` : ''}`;
  console.log(`  ${feature.padEnd(22)} ${verdict}`);
}
const offered = PLATFORM_FEATURE_NAMES.filter((feature) => !PLATFORM_FEATURES[feature].some((name) => verdictOf.get(name) === 'missing'));
console.log(`\n${offered.length} of ${PLATFORM_FEATURE_NAMES.length} features available.`);
if (count('missing')) {
  const served = results.filter((r) => r.verdict === 'extension').map((r) => r.name);
  console.log('Features resting on a missing call are not offered on this platform. Declare what it serves in brand.json:');
  console.log(`  "platformExtensions": ${served.length ? JSON.stringify(served) : '"none"'}`);
}
