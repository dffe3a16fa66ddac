import path from 'node:path';
import { ALL_MODULES } from './db/seed-data';
import { findMerchant, setMerchantStatus, setModule, whitelabelTree, type MerchantStatus, type TreeNode } from './db/merchants';
import { openDatabase } from './db/open';

/**
 * `npm run platform:admin -- …`: an operator's console for the reference platform. It writes to the
 * database directly; the running platform sees the change at once (WAL), the site within its TTL.
 */
const USAGE = `usage:
  npm run platform:admin -- status <merchant> normal|maintenance|region
  npm run platform:admin -- feature <merchant> <MODID> on|off
  npm run platform:admin -- show <merchant>`;

const [command, merchantCode, ...rest] = process.argv.slice(2);
const db = openDatabase(path.resolve(process.env.PLATFORM_DB ?? 'platform/data/platform.db'));

function fail(message: string, code = 1): never {
  console.error(message);
  db.close();
  process.exit(code);
}

if (!command || !merchantCode || !['status', 'feature', 'show'].includes(command)) fail(USAGE, 2);
const merchant = findMerchant(db, merchantCode) ?? fail(`unknown merchant "${merchantCode}"`);

if (command === 'status') {
  const status = rest[0] as MerchantStatus | undefined;
  if (!status || !['normal', 'maintenance', 'region'].includes(status)) fail(USAGE, 2);
  setMerchantStatus(db, merchant.code, status);
  console.log(`${merchant.code}: status ${status}`);
} else if (command === 'feature') {
  const [modId, state] = rest;
  if (!modId || !state || !['on', 'off'].includes(state)) fail(USAGE, 2);
  if (!(ALL_MODULES as readonly string[]).includes(modId) || !setModule(db, merchant.code, modId, state === 'on')) {
    fail(`unknown module "${modId}"; modules: ${ALL_MODULES.join(', ')}`);
  }
  console.log(`${merchant.code}: ${modId} ${state}`);
} else {
  const on: string[] = [];
  const walk = (node: TreeNode, parentOn: boolean) => {
    const isOn = parentOn && node.enabled === '1';
    if (isOn && node.modId !== 'ROOT') on.push(node.modId);
    node.childrenNodes.forEach((child) => walk(child, isOn));
  };
  walk(whitelabelTree(db, merchant.code), true);
  console.log(`${merchant.code} (${merchant.name}): status ${merchant.status}, languages ${merchant.languages.join(', ')}`);
  console.log(`modules on: ${on.join(', ')}`);
}
db.close();
