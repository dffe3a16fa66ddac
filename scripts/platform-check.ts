import { pathFor, PLATFORM_DIALECTS, type PlatformDialect } from '../app/platform-client/dialects';
import { endpoints, type Endpoint, type EndpointName } from '../app/platform-client/endpoints';

/**
 * `npm run platform:check -- <url> [--merchant <code>] [--dialect mcsfe|mcs2]`: asks a live platform for every
 * call the site makes, as a guest, and prints which it knows: by contract, by extension, or missing. A call
 * that answers anything but "not found" (a sign-in refusal, a bad parameter, a switched-off module) exists.
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
if (count('missing')) console.log('Features resting on a missing call are not offered on this platform.');
