import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { AgentIncomeSchema, TeamBetsSchema, TeamProfitLossSchema, TeamTransactionsSchema } from '~/platform-client/schemas/agent';
import { readDateRange, type DateRange } from '~/lib/date-range.server';
import { readPage } from '~/lib/paging';
import { TRANSACTION_TYPES } from '~/features/cashier/transaction-types';
import { REPORT_CATEGORIES_LIST } from './report-options';
import { brandTime } from '~/lib/brand-time.server';

/** The four team reports share their filters: date range, level, username, and a category or a type. */
export const REPORTS = ['bets', 'profit', 'income', 'transactions'] as const;
export type ReportKey = (typeof REPORTS)[number];
export const REPORT_CATEGORIES = REPORT_CATEGORIES_LIST;
export const MAX_LEVEL = 10;

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | null =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : null;

export type ReportFilters = { range: DateRange; level: number | null; username: string; category: string | null; type: string | null };

export function readReportFilters(params: URLSearchParams, zone: string): ReportFilters {
  const level = params.get('level');
  return {
    range: readDateRange(params, zone),
    level: level && /^\d{1,2}$/.test(level) && Number(level) >= 1 && Number(level) <= MAX_LEVEL ? Number(level) : null,
    username: (params.get('username') ?? '').trim().slice(0, 40),
    category: pick(params.get('category'), REPORT_CATEGORIES),
    type: pick(params.get('type'), TRANSACTION_TYPES),
  };
}

const baseQuery = (f: ReportFilters) => ({ from: f.range.from, to: f.range.to, level: f.level, username: f.username || null });

/** One page of each report, the way both its page and the CSV export ask for it. */
export const reportFetchers = {
  bets: async (context: AppLoadContext, f: ReportFilters, pageNo: number, pageSize: number) =>
    (await context.platform()).call('teamBetRecords', TeamBetsSchema, { query: { ...baseQuery(f), gameType: f.category, pageNo, pageSize } }),
  profit: async (context: AppLoadContext, f: ReportFilters, pageNo: number, pageSize: number) =>
    (await context.platform()).call('teamProfitLoss', TeamProfitLossSchema, { query: { ...baseQuery(f), gameType: f.category, pageNo, pageSize } }),
  income: async (context: AppLoadContext, f: ReportFilters) =>
    (await context.platform()).call('agentIncome', AgentIncomeSchema, { query: { from: f.range.from, to: f.range.to, gameType: f.category } }),
  transactions: async (context: AppLoadContext, f: ReportFilters, pageNo: number, pageSize: number) =>
    (await context.platform()).call('teamTransactions', TeamTransactionsSchema, { query: { ...baseQuery(f), type: f.type, pageNo, pageSize } }),
};

async function readReport(report: ReportKey, { request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const site = await context.site();
  const zone = site.brand.timeZone;
  return { filters: readReportFilters(url.searchParams, zone), zone, page: readPage(url.searchParams), exportQuery: exportQueryOf(url.searchParams, report) };
}

export function exportQueryOf(params: URLSearchParams, report: ReportKey): string {
  const next = new URLSearchParams();
  for (const key of ['range', 'from', 'to', 'level', 'username', 'category', 'type']) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
  next.set('report', report);
  return next.toString();
}

export async function teamBetsLoader(args: LoaderFunctionArgs) {
  const { filters, zone, page, exportQuery } = await readReport('bets', args);
  const d = await reportFetchers.bets(args.context, filters, page, 20);
  return {
    filters,
    exportQuery,
    page: d.pageNo,
    totalPages: d.totalPages,
    totals: d.totals,
    list: d.list.map((r) => ({ ...r, time: brandTime(r.placedAt, zone, 'yyyy-MM-dd HH:mm') })),
  };
}

export async function teamProfitLossLoader(args: LoaderFunctionArgs) {
  const { filters, page, exportQuery } = await readReport('profit', args);
  const d = await reportFetchers.profit(args.context, filters, page, 20);
  return { filters, exportQuery, page: d.pageNo, totalPages: d.totalPages, totals: d.totals, list: d.list };
}

export async function agentIncomeLoader(args: LoaderFunctionArgs) {
  const { filters, exportQuery } = await readReport('income', args);
  const d = await reportFetchers.income(args.context, filters);
  return { filters, exportQuery, rebateBp: d.rebateBp, totals: d.totals, list: d.days };
}

export async function teamTransactionsLoader(args: LoaderFunctionArgs) {
  const { filters, zone, page, exportQuery } = await readReport('transactions', args);
  const d = await reportFetchers.transactions(args.context, filters, page, 20);
  return {
    filters,
    exportQuery,
    page: d.pageNo,
    totalPages: d.totalPages,
    totals: d.totals,
    types: TRANSACTION_TYPES,
    list: d.list.map((r) => ({ ...r, time: brandTime(r.at, zone, 'yyyy-MM-dd HH:mm') })),
  };
}
