import type { Db } from './db';

/** A vendor down for maintenance at one merchant, for a window the operator sets (admin CLI). */
export type MaintenanceWindow = { startsAt: number; endsAt: number };

export function setVendorMaintenance(db: Db, merchant: string, vendor: string, minutes: number): MaintenanceWindow {
  const startsAt = Date.now();
  const endsAt = startsAt + minutes * 60_000;
  db.prepare(
    'INSERT INTO vendor_maintenance (merchant, vendor_code, starts_at, ends_at) VALUES (?, ?, ?, ?) ON CONFLICT (merchant, vendor_code) DO UPDATE SET starts_at = excluded.starts_at, ends_at = excluded.ends_at',
  ).run(merchant, vendor, startsAt, endsAt);
  return { startsAt, endsAt };
}

export function endVendorMaintenance(db: Db, merchant: string, vendor: string): boolean {
  return db.prepare('DELETE FROM vendor_maintenance WHERE merchant = ? AND vendor_code = ?').run(merchant, vendor).changes > 0;
}

/** The window the vendor is in now, if any; a past window is simply over. */
export function activeMaintenance(db: Db, merchant: string, vendor: string, now = Date.now()): MaintenanceWindow | undefined {
  const row = db
    .prepare<unknown[], { starts_at: number; ends_at: number }>(
      'SELECT starts_at, ends_at FROM vendor_maintenance WHERE merchant = ? AND vendor_code = ? AND starts_at <= ? AND ends_at > ?',
    )
    .get(merchant, vendor, now, now);
  return row && { startsAt: row.starts_at, endsAt: row.ends_at };
}
