import { readFileSync, writeFileSync } from 'node:fs';
import { renderContractDoc } from '../app/platform-client/contract-doc';

/** `npm run platform:contract-doc`: writes `docs/platform-contract.md` from the path table; `--check` only compares. */
const file = new URL('../docs/platform-contract.md', import.meta.url);
const fresh = renderContractDoc();
if (process.argv.includes('--check')) {
  const current = (() => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return '';
    }
  })();
  if (current !== fresh) {
    console.error('docs/platform-contract.md is out of date: run npm run platform:contract-doc');
    process.exit(1);
  }
  console.log('docs/platform-contract.md matches the code.');
} else {
  writeFileSync(file, fresh);
  console.log('wrote docs/platform-contract.md');
}
