import type { ContractType } from '../db/agent-contracts';
import { settleContracts, settleDueContracts, type SettlementLine } from '../db/contract-settlement';
import type { Db } from '../db/db';
import { purgeEndedSessions } from '../db/members';
import { dropLooseUploads } from '../db/promotion-applications';
import { autoConfirmDue } from '../db/withdrawals';
import type { PlatformJob } from './job-runs';

/**
 * The reference platform's scheduled jobs. Settlement runs per brand on the brand's own clock (its
 * cashier time zone), a few minutes after each period ends; the clean-ups run for every brand at once.
 * Every job may run again for the same period: settlement is keyed by contract and period (so a run that
 * catches up periods missed while the platform was down pays each once), the
 * auto-confirm moves only withdrawals still PAID, the clean-ups delete only what is gone.
 */
export function platformJobs(db: Db): PlatformJob[] {
  const brands = db.prepare<unknown[], { merchant: string; time_zone: string }>('SELECT merchant, time_zone FROM cashier_settings ORDER BY merchant').all();
  const settlement = brands.flatMap(({ merchant, time_zone: timezone }): PlatformJob[] => [
    // Daily salary and dividends (whose periods all end at a local midnight) settle their last complete period.
    // Both also settle the periods that ended since their last successful run (a week at most), on start too.
    periodicSettleJob(merchant, 'daily', '5 0 * * *', timezone, ['DAILY', 'DIVIDEND']),
    periodicSettleJob(merchant, 'hourly', '2 * * * *', timezone, ['HOURLY']),
    // Real-time salary: everything since its last settlement, which is its own catching up.
    {
      name: `settle-realtime:${merchant}`,
      pattern: '*/5 * * * *',
      timezone,
      run: (jobDb, now) => `REALTIME ${settlementSummary(settleContracts(jobDb, merchant, 'REALTIME', null, now))}`,
    },
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

function periodicSettleJob(merchant: string, kind: string, pattern: string, timezone: string, types: Exclude<ContractType, 'REALTIME'>[]): PlatformJob {
  return {
    name: `settle-${kind}:${merchant}`,
    pattern,
    timezone,
    runOnStart: true,
    run: (db, now, { lastOkAt }) => types.map((type) => `${type} ${settlementSummary(settleDueContracts(db, merchant, type, lastOkAt, now))}`).join('; '),
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
