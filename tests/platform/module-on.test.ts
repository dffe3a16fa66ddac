import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { isModuleOn } from '@whitelabel/reference-platform/db/merchants';
import { openDatabase } from '@whitelabel/reference-platform/db/open';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-on-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('a module is on when it and every module above it are on; an unknown one is off, COMM3 always on', () => {
  const db = openDatabase(path.join(dir, 'platform.db'));
  try {
    db.exec(`INSERT INTO merchants (code, name, default_language, languages) VALUES ('m', 'M', 'EN', '["EN"]'), ('n', 'N', 'EN', '["EN"]')`);
    const node = db.prepare('INSERT INTO whitelabel_nodes (merchant, mod_id, parent_mod_id, enabled) VALUES (?, ?, ?, ?)');
    // TOP > MID > OFF(off) > UNDER; ORPHAN's parent is not in the tree; OTHER is another brand's.
    for (const [merchant, id, parent, enabled] of [
      ['m', 'TOP', null, 1],
      ['m', 'MID', 'TOP', 1],
      ['m', 'OFF', 'MID', 0],
      ['m', 'UNDER', 'OFF', 1],
      ['m', 'ORPHAN', 'GONE', 1],
      ['n', 'OTHER', null, 1],
    ] as const)
      node.run(merchant, id, parent, enabled);
    const on = (id: string | undefined) => isModuleOn(db, 'm', id);
    expect([on('TOP'), on('MID'), on('OFF'), on('UNDER'), on('ORPHAN'), on('OTHER'), on('NOPE'), on('COMM3'), on(undefined)]).toEqual([
      true,
      true,
      false,
      false,
      true,
      false,
      false,
      true,
      true,
    ]);
    // Switching the top off switches off everything under it, at once.
    db.prepare("UPDATE whitelabel_nodes SET enabled = 0 WHERE merchant = 'm' AND mod_id = 'TOP'").run();
    expect([on('TOP'), on('MID'), on('ORPHAN')]).toEqual([false, false, true]);
  } finally {
    db.close();
  }
});
