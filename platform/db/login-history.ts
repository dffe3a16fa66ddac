import type { Db } from './db';

/** A short "Chrome on Windows" from a User-Agent, for people reading their login list. */
export function deviceSummary(userAgent: string): string {
  const ua = userAgent;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : '';
  const os = /iPhone|iPad|iPod/.test(ua)
    ? 'iOS'
    : /Android/.test(ua)
      ? 'Android'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : '';
  if (browser && os) return `${browser} · ${os}`;
  return browser || os || 'Unknown device';
}

/** Every successful login leaves a row (and refreshes the address's last use); the newest 200 per member are kept. */
export function recordLogin(db: Db, login: { merchant: string; memberId: number; token: string; ip: string; userAgent: string }) {
  const now = Date.now();
  const agent = login.userAgent.slice(0, 300);
  db.prepare('INSERT INTO login_history (merchant, member_id, session_token, at, ip, user_agent, device) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    login.merchant,
    login.memberId,
    login.token,
    now,
    login.ip,
    agent,
    deviceSummary(agent),
  );
  db.prepare('UPDATE member_ips SET last_seen_at = ? WHERE member_id = ? AND ip = ?').run(now, login.memberId, login.ip);
  db.prepare(
    'DELETE FROM login_history WHERE member_id = ? AND id NOT IN (SELECT id FROM login_history WHERE member_id = ? ORDER BY at DESC, id DESC LIMIT 200)',
  ).run(login.memberId, login.memberId);
}

export function loginHistory(db: Db, memberId: number, currentToken: string, limit = 20) {
  const list = db
    .prepare<
      unknown[],
      {
        at: number;
        ip: string;
        device: string;
        session_token: string | null;
      }
    >('SELECT at, ip, device, session_token FROM login_history WHERE member_id = ? ORDER BY at DESC, id DESC LIMIT ?')
    .all(memberId, limit);
  const ips = db
    .prepare<unknown[], { ip: string; last_seen_at: number | null }>(
      'SELECT ip, last_seen_at FROM member_ips WHERE member_id = ? ORDER BY COALESCE(last_seen_at, 0) DESC, ip',
    )
    .all(memberId);
  const currentIp = list.find((l) => l.session_token === currentToken)?.ip ?? null;
  return {
    list: list.map((l) => ({ at: l.at, ip: l.ip, device: l.device, current: l.session_token === currentToken })),
    ips: ips.map((r) => ({ ip: r.ip, lastSeenAt: r.last_seen_at, current: r.ip === currentIp })),
  };
}
