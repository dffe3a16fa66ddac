import type { ContractType } from '../db/agent-contracts';
import { settleContracts, type SettlementLine } from '../db/contract-settlement';
import type { Db } from '../db/db';
import { purgeEndedSessions } from '../db/members';
import { dropLooseUploads } from '../db/promotion-applications';
import { autoConfirmDue } from '../db/withdrawals';
import type { PlatformJob } from './job-runs';

/**
 * The reference platform's scheduled jobs. Settlement runs per brand on the brand's own clock (its
 * cashier time zone), a few minutes after each period ends; the clean-ups run for every brand at once.
 * Every job may run again for the same period: settlement is keyed by contract and period, the
 * auto-confirm moves only withdrawals still PAID, the clean-ups delete only what is gone.
 */
export function platformJobs(db: Db): PlatformJob[] {
  const brands = db.prepare<unknown[], { merchant: string; time_zone: string }>('SELECT merchant, time_zone FROM cashier_settings ORDER BY merchant').all();
  const settlement = brands.flatMap(({ merchant, time_zone: timezone }) => [
    // Daily salary and dividends (whose periods all end at a local midnight) settle their last complete period.
    settleJob(merchant, 'daily', '5 0 * * *', timezone, ['DAILY', 'DIVIDEND']),
    settleJob(merchant, 'hourly', '2 * * * *', timezone, ['HOURLY']),
    // Real-time salary: everything since its last settlement.
    settleJob(merchant, 'realtime', '*/5 * * * *', timezone, ['REALTIME']),
  ]);
  return [
    ...settlement,
    {
      name: 'withdrawals-auto-confirm',
      pattern: '* * * * *',
      timezone: 'UTC',
      run: (jobDb, now) => `${brands.reduce((sum, { merchant }) => sum + autoConfirmDue(jobDb, { merchant }, now), 0)} paid withdrawals counted as received`,
    },
    { name: 'uploads-expired', pattern: '*/15 * * * *', timezone: 'UTC', run: (jobDb, now) => `${dropLooseUploads(jobDb, now)} loose uploads removed` },
    { name: 'sessions-expired', pattern: '*/15 * * * *', timezone: 'UTC', run: (jobDb, now) => `${purgeEndedSessions(jobDb, now)} ended sessions purged` },
  ];
}

function settleJob(merchant: string, kind: string, pattern: string, timezone: string, types: ContractType[]): PlatformJob {
  return {
    name: `settle-${kind}:${merchant}`,
    pattern,
    timezone,
    run: (db, now) => types.map((type) => `${type} ${settlementSummary(settleContracts(db, merchant, type, null, now))}`).join('; '),
  };
}

/** Contracts looked at, counted by outcome, and the total paid in minor units. */
function settlementSummary(lines: SettlementLine[]): string {
  if (!lines.length) return 'no contract';
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line.outcome, (counts.get(line.outcome) ?? 0) + 1);
  const paid = lines.filter((l) => l.outcome === 'PAID').reduce((sum, l) => sum + l.amountMinor, 0);
  return `${[...counts].map(([outcome, n]) => `${n} ${outcome.toLowerCase().replace('_', ' ')}`).join(', ')} (paid ${paid} minor)`;
}
