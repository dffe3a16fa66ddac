import type { LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import { formatMinor } from '~/lib/money';
import { notFound } from '~/lib/responses';
import { csvFilename, toCsv } from '../csv';
import { brandTime } from '~/lib/brand-time.server';
import { readWallet } from '~/features/cashier/wallet.server';
import { readReportFilters, reportFetchers, REPORTS, type ReportKey } from './reports.server';

/** At most this many rows in one export (100 pages of 100): a month of a big team, not the whole history. */
const MAX_PAGES = 100;

/** `/agent/export?report=…&<the page's filters>`: the whole filtered report as CSV, amounts in the currency's units. */
export async function exportLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const report = url.searchParams.get('report') as ReportKey;
  if (!(REPORTS as readonly string[]).includes(report)) throw notFound();
  const [site, wallet] = await Promise.all([context.site(), readWallet(context)]);
  const t = await getFixedT(site.language);
  const zone = site.brand.timeZone;
  const filters = readReportFilters(url.searchParams, zone);
  const money = (minor: number) => formatMinor(minor, wallet.exponent, 'EN').replace(/,/g, '');
  const rows: (string | number | null)[][] = [];
  const col = (...keys: string[]) => keys.map((k) => t(`agent.col.${k}`));
  const header = {
    bets: col('time', 'username', 'level', 'game', 'stake', 'win', 'validBet', 'status'),
    profit: col('username', 'level', 'bets', 'validBet', 'profit', 'deposit', 'withdraw'),
    income: col('day', 'validBet', 'income'),
    transactions: col('time', 'username', 'level', 'type', 'amount', 'balanceAfter', 'note'),
  }[report];
  const time = (ms: number) => brandTime(ms, zone, 'yyyy-MM-dd HH:mm:ss');
  if (report === 'income') {
    const data = await reportFetchers.income(context, filters);
    rows.push(...data.days.map((d) => [d.day, money(d.validBetMinor), money(d.incomeMinor)]));
  } else {
    for (let page = 1; page <= MAX_PAGES; page++) {
      let totalPages: number;
      if (report === 'bets') {
        const data = await reportFetchers.bets(context, filters, page, 100);
        totalPages = data.totalPages;
        rows.push(
          ...data.list.map((r) => [
            time(r.placedAt),
            r.username,
            r.level,
            `${r.vendor} · ${r.gameName}`,
            money(r.stakeMinor),
            money(r.winMinor),
            money(r.validBetMinor),
            r.status,
          ]),
        );
      } else if (report === 'profit') {
        const data = await reportFetchers.profit(context, filters, page, 100);
        totalPages = data.totalPages;
        rows.push(
          ...data.list.map((r) => [
            r.username,
            r.level,
            r.betCount,
            money(r.validBetMinor),
            money(r.profitMinor),
            money(r.depositMinor),
            money(r.withdrawMinor),
          ]),
        );
      } else {
        const data = await reportFetchers.transactions(context, filters, page, 100);
        totalPages = data.totalPages;
        rows.push(...data.list.map((r) => [time(r.at), r.username, r.level, r.type, money(r.amountMinor), money(r.balanceAfterMinor), r.note]));
      }
      if (page >= totalPages) break;
    }
  }
  const body = toCsv(header, rows);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFilename(`team-${report}`, filters.range.fromDay, filters.range.toDay)}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
