import * as v from 'valibot';
import { endpoints, type EndpointName } from './endpoints';

/**
 * Operator platforms come in two generations of relay names: the older `mcs2` (MCS2_* member relays,
 * `GCSGAME_newGameVendor`, the legacy balance path, `/wps/system/status`) and the newer `mcsfe` (MCSFE_*
 * relays, `GCSGAME_gameVendor`, `/wps/v2/system/status`). A brand names its platform's generation, and may
 * override single calls (a platform that mixes them, or the mobile build's CCSFE_/EMFE_ names).
 */
export const PLATFORM_DIALECTS = ['mcsfe', 'mcs2'] as const;
export type PlatformDialect = (typeof PLATFORM_DIALECTS)[number];
export const DEFAULT_DIALECT: PlatformDialect = 'mcsfe';

/** Where a generation's name differs from the table's path. */
const DIALECT_PATHS: Record<PlatformDialect, Partial<Record<EndpointName, string>>> = {
  mcs2: {
    systemStatus: '/wps/system/status',
    balance: '/wps/wallets/balance',
    vendorLanes: '/wps/relay/GCSGAME_newGameVendor',
    processDividendContract: '/wps/relay/MCS2_processDividendReq',
    processDailySalaryContract: '/wps/relay/MCS2_processDailySalContract',
    processHourSalaryContract: '/wps/relay/MCS2_processContractHourSalary',
    claimRaffle: '/wps/relay/MCS2_claimRafflePromotion',
    pointBalance: '/wps/relay/MCS2_getPointBalance',
  },
  mcsfe: {
    systemStatus: '/wps/v2/system/status',
    balance: '/wps/v2/wallets/balance',
    vendorLanes: '/wps/relay/GCSGAME_gameVendor',
    processDividendContract: '/wps/relay/MCSFE_processContractDividend',
    processDailySalaryContract: '/wps/relay/MCSFE_processDailySalaryContract',
    processHourSalaryContract: '/wps/relay/MCSFE_processContractHourSalary',
    claimRaffle: '/wps/relay/MCSFE_claimRafflePromotion',
    pointBalance: '/wps/relay/MCSFE_getPointBalance',
  },
};

/** A brand's own call names: a known call's name to a gateway path. */
export const PlatformCallsSchema = v.pipe(
  v.record(
    v.pipe(
      v.string(),
      v.check((name) => Object.hasOwn(endpoints, name), 'must be the name of a platform call in app/platform-client/endpoints.ts'),
    ),
    v.pipe(v.string(), v.regex(/^\/(wps|lgw|lotto)\/[A-Za-z0-9_/.-]{1,200}$/, 'must be a gateway path like "/wps/relay/CCSFE_getListAnnouncements"')),
  ),
  v.transform((calls) => calls as Partial<Record<EndpointName, string>>),
);

export type CallNames = { dialect: PlatformDialect; overrides?: Partial<Record<EndpointName, string>> };

/** The path this platform knows a call by: the brand's override, else its generation's name, else the table's. */
export function pathFor(name: EndpointName, names?: CallNames): string {
  if (!names) return endpoints[name].path;
  return names.overrides?.[name] ?? DIALECT_PATHS[names.dialect][name] ?? endpoints[name].path;
}

/** Every path a generation may use for a call (the table's and each generation's), for the contract checks. */
export function dialectPaths(name: EndpointName): string[] {
  return [...new Set([endpoints[name].path, ...PLATFORM_DIALECTS.map((d) => DIALECT_PATHS[d][name]).filter((p): p is string => Boolean(p))])];
}

/** The legacy balance path's answer, `{ balances: [{ accountName, availBalance }] }` (the first is the main wallet). */
const LegacyBalanceSchema = v.looseObject({
  balances: v.array(v.looseObject({ accountName: v.optional(v.string(), ''), availBalance: v.number() })),
  currency: v.optional(v.string()),
  currencySymbol: v.optional(v.string()),
});

/** Older platforms answer some calls in an older shape; read as the current shape, so one schema serves both. */
export function currentShape(path: string, value: unknown): unknown {
  if (path !== '/wps/wallets/balance') return value;
  const legacy = v.safeParse(LegacyBalanceSchema, value);
  if (!legacy.success) return value;
  const { balances, currency, currencySymbol } = legacy.output;
  return {
    sumBalance: balances.reduce((sum, row) => sum + row.availBalance, 0),
    ...(currency === undefined ? {} : { currency }),
    ...(currencySymbol === undefined ? {} : { currencySymbol }),
    balance: balances.map((row, index) => ({ wallet: index === 0 ? 'MAIN' : row.accountName, name: row.accountName || null, availBalance: row.availBalance })),
  };
}
