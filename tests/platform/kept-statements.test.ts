import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chatUnread } from '@whitelabel/reference-platform/db/chat';
import type { Db } from '@whitelabel/reference-platform/db/db';
import { unreadCount, sendNotice } from '@whitelabel/reference-platform/db/inbox';
import { createSession, findMemberByUsername, memberForToken, touchSession } from '@whitelabel/reference-platform/db/members';
import { openDatabase } from '@whitelabel/reference-platform/db/open';
import { oneRow } from '@whitelabel/reference-platform/db/one-row';
import { endSessionsOf, writePlatformDb } from '../support/platform-db';
import { copySeededTemplate } from '../support/seeded-platform';

/**
 * The reads every signed-in call makes keep their statements per database (platform/db/prepared.ts): what they
 * answer must still be the database's rows now, whoever wrote them (another connection: the operator's console,
 * another instance), and a database opened later must get its own.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-statements-'));
const dbPath = path.join(dir, 'platform.db');
let db: Db;
beforeAll(() => {
  copySeededTemplate(dbPath);
  db = openDatabase(dbPath);
});
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const member = (username: string) => oneRow(findMemberByUsername(db, 'demoa01', username), username);

it('a session ended elsewhere is refused at the next call, and a brand added later finds its players', () => {
  const whale = member('vipwhale');
  const token = createSession(db, whale.id);
  expect(memberForToken(db, 'demoa01', token)?.username).toBe('vipwhale');
  expect(touchSession(db, 'demoa01', token)).not.toBeNull();

  // The operator ends the player's sessions from another connection: the very next read refuses the token.
  endSessionsOf(dbPath, 'vipwhale');
  expect(memberForToken(db, 'demoa01', token)).toBeUndefined();
  expect(touchSession(db, 'demoa01', token)).toBeNull();

  // A brand the operator adds after the statements were first used, and a player moved into it.
  writePlatformDb(dbPath, "INSERT INTO merchants (code, name, default_language, languages) VALUES ('later01', 'Later', 'EN', '[\"EN\"]')");
  writePlatformDb(dbPath, "UPDATE members SET merchant = 'later01' WHERE merchant = 'demoa01' AND username = 'player1'");
  const moved = oneRow(findMemberByUsername(db, 'later01', 'player1'), 'player1 in later01');
  const later = createSession(db, moved.id);
  expect(memberForToken(db, 'later01', later)?.username).toBe('player1');
  expect(memberForToken(db, 'demoa01', later)).toBeUndefined();
});

it("a player's unread count follows messages sent after it was first counted", () => {
  const whale = member('vipwhale');
  const before = unreadCount(db, whale);
  sendNotice(db, { merchant: 'demoa01', memberId: whale.id, title: 'One', html: '<p>one</p>' });
  expect(unreadCount(db, whale)).toBe(before + 1);
  // Another player's count is their own, from the same kept statement.
  const other = member('careful1');
  const otherBefore = unreadCount(db, other);
  sendNotice(db, { merchant: 'demoa01', memberId: whale.id, title: 'Two', html: '<p>two</p>' });
  expect([unreadCount(db, whale), unreadCount(db, other)]).toEqual([before + 2, otherBefore]);
});

it('the reads on every signed-in call compile nothing after their first call on a database', () => {
  const whale = member('vipwhale');
  const token = createSession(db, whale.id);
  const read = () => [memberForToken(db, 'demoa01', token), touchSession(db, 'demoa01', token), unreadCount(db, whale), chatUnread(db, whale)];
  read();
  const prepare = db.prepare.bind(db);
  let compiled = 0;
  db.prepare = ((sql: string) => (compiled++, prepare(sql))) as typeof db.prepare;
  try {
    for (let i = 0; i < 3; i++) read();
  } finally {
    db.prepare = prepare;
  }
  expect(compiled).toBe(0);
});
