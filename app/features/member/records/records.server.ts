import type { LoaderFunctionArgs } from '@remix-run/node';
import { BetRecordsSchema, BonusesSchema, ProfitSummarySchema, TransactionsSchema } from '~/platform-client/schemas/cashier';
import { brandTime } from '~/lib/brand-time.server';
import { readDateRange } from '~/lib/date-range.server';
import { readPage } from '~/lib/paging';
import { TRANSACTION_TYPES } from '~/features/cashier/transaction-types';

const PAGE_SIZE = 20;
/** Bet categories a player can filter by, as the platform names them. */
export const BET_CATEGORIES = ['RNG', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT'] as const;

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : null;

/** `/member/personalHistoryCopy`: the player's bets over a range, by category and vendor, paged, with totals. */
export async function betRecordsLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const zone = site.brand.timeZone;
  const range = readDateRange(url.searchParams, zone);
  const category = pick(url.searchParams.get('category'), BET_CATEGORIES);
  const vendors = site.catalogue.categories.flatMap((c) => c.vendors.map((v) => ({ code: v.vassalage, name: v.displayName, category: c.key })));
  const vendorCode = url.searchParams.get('vendor');
  const vendor = vendors.find((v) => v.code === vendorCode)?.code ?? null;
  const page = readPage(url.searchParams);
  const records = await client.call('betRecords', BetRecordsSchema, {
    query: { from: range.from, to: range.to, gameType: category, vendor, pageNo: page, pageSize: PAGE_SIZE },
  });
  return {
    range,
    category,
    vendor,
    categories: BET_CATEGORIES,
    vendors: [...new Map(vendors.map((v) => [v.code, v])).values()].sort((a, b) => a.name.localeCompare(b.name)),
    page: records.pageNo,
    totalPages: records.totalPages,
    totals: records.totals,
    list: records.list.map((r) => ({ ...r, id: String(r.id), placed: brandTime(r.placedAt, zone, 'yyyy-MM-dd HH:mm:ss') })),
  };
}

/** `/member/transactionHistory`: every wallet movement over a range, by type, with the balance after it. */
export async function transactionsLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const zone = site.brand.timeZone;
  const range = readDateRange(url.searchParams, zone);
  const type = pick(url.searchParams.get('type'), TRANSACTION_TYPES);
  const page = readPage(url.searchParams);
  const rows = await client.call('transactions', TransactionsSchema, { query: { from: range.from, to: range.to, type, pageNo: page, pageSize: PAGE_SIZE } });
  return {
    range,
    type,
    types: TRANSACTION_TYPES,
    page: rows.pageNo,
    totalPages: rows.totalPages,
    list: rows.list.map((r) => ({ ...r, id: String(r.id), time: brandTime(r.at, zone, 'yyyy-MM-dd HH:mm:ss') })),
  };
}

/** `/member/personalProfit`: win and loss per day and per category over a range. */
export async function profitLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const range = readDateRange(url.searchParams, site.brand.timeZone);
  const summary = await client.call('profit', ProfitSummarySchema, { query: { from: range.from, to: range.to } });
  return { range, ...summary };
}

/** `/member/bonusDetails`: each bonus and how much of its turnover is done. */
export async function bonusLoader({ context }: LoaderFunctionArgs) {
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const zone = site.brand.timeZone;
  const bonuses = await client.call('bonusDetails', BonusesSchema);
  return { bonuses: bonuses.map((b) => ({ ...b, id: String(b.id), granted: brandTime(b.grantedAt, zone), expires: brandTime(b.expiresAt, zone) })) };
}
