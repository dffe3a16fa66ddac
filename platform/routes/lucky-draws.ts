import { cashierSettings } from '../db/cashier-settings';
import { drawHistory, drawLucky } from '../db/lucky-draws';
import { merchantEvents, phaseOf, prizesOf, type LuckyEventRow } from '../db/lucky-events';
import { creditEarnedTickets, unusedTickets } from '../db/lucky-tickets';
import { exponentOf, CURRENCY_SYMBOLS } from '../db/money';
import { requireMember } from '../http/auth';
import { idOf, jsonBody, requestIdOf, requireRealMember } from '../http/cashier-params';
import { pageParams } from '../http/query';
import type { RequestContext, Route } from '../http/router';

/**
 * Red envelopes, golden eggs and prize wheels (decision 025), module LUCKYDRAW3. Anyone sees the running
 * and upcoming events and their prizes; a real member also their tickets, and draws one ticket at a time.
 */

function eventAnswer(ctx: RequestContext, e: LuckyEventRow, member: { id: number; real: boolean } | null, now: number) {
  const prizes = prizesOf(ctx.db, e.id);
  const totalWeight = prizes.reduce((sum, p) => sum + p.weight, 0);
  const progress = member?.real ? creditEarnedTickets(ctx.db, e, member.id, now) : null;
  return {
    id: e.id,
    kind: e.kind,
    startsAt: e.starts_at,
    endsAt: e.ends_at,
    status: phaseOf(e, now),
    rules: { validBetPerTicketMinor: e.valid_bet_per_ticket_minor, ticketsPerDeposit: e.tickets_per_deposit, dailyTicketCap: e.daily_ticket_cap },
    prizes: prizes.map((p) => ({
      id: p.id,
      kind: p.kind,
      amount: p.amount,
      spinValueMinor: p.spin_value_minor,
      turnoverMultiplier: p.turnover_multiplier,
      // Basis points of the chance to win it, so the site can state the odds without floats.
      chanceBp: Math.round((p.weight * 10_000) / totalWeight),
    })),
    tickets: member?.real ? unusedTickets(ctx.db, e.id, member.id) : null,
    today: progress,
  };
}

/** `MCSFE_getLuckyEvents`: public; with a token, the member's tickets (trial accounts get none). */
function events(ctx: RequestContext) {
  const now = Date.now();
  const signedIn = ctx.req.headers.authorization ? requireMember(ctx) : null;
  const member = signedIn ? { id: signedIn.id, real: signedIn.type !== 4 } : null;
  const { currency } = cashierSettings(ctx.db, ctx.merchant.code);
  return {
    now,
    currency: { code: currency, symbol: CURRENCY_SYMBOLS[currency] ?? '', exponent: exponentOf(currency) },
    events: merchantEvents(ctx.db, ctx.merchant.code, now).map((e) => eventAnswer(ctx, e, member, now)),
  };
}

/** `MCSFE_drawLuckyEvent` `{ id, requestId, ticketId? }`: spends one ticket and pays the prize it draws. */
function draw(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  const body = jsonBody(ctx);
  const requestId = requestIdOf(body);
  return drawLucky(ctx.db, member, {
    eventId: idOf(body.id),
    requestId,
    ticketId: body.ticketId === undefined || body.ticketId === null ? null : (idOf(body.ticketId) ?? 0),
  });
}

function history(ctx: RequestContext) {
  const member = requireRealMember(ctx);
  return drawHistory(ctx.db, member.id, pageParams(ctx.url, 10, 50));
}

export const luckyDrawRoutes: Route[] = [
  { method: 'GET', path: '/wps/relay/MCSFE_getLuckyEvents', modId: 'LUCKYDRAW3', handle: events },
  { method: 'POST', path: '/wps/relay/MCSFE_drawLuckyEvent', modId: 'LUCKYDRAW3', handle: draw },
  { method: 'GET', path: '/wps/relay/MCSFE_getLuckyDrawHistory', modId: 'LUCKYDRAW3', handle: history },
];
