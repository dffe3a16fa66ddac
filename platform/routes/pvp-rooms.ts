import { CURRENCY_SYMBOLS, exponentOf, unitsToMinor } from '../db/money';
import { merchantRooms, roomName, seatedCounts } from '../db/pvp-rooms';
import { localisedNames } from '../db/catalogue';
import { requireMember } from '../http/auth';
import { codeParam, languageChain } from '../http/query';
import type { RequestContext, Route } from '../http/router';

/**
 * `GET /wps/relay/GLS2_roomList?vassalage=`: the card-game tables of the merchant's PVP vendors (one
 * vendor when asked), with the bet and the balance needed to sit down in the member's currency, and
 * how many players sat down there lately. A signed-in member's call.
 */
function roomList(ctx: RequestContext) {
  const member = requireMember(ctx);
  const vendor = codeParam(ctx.url, 'vassalage', 20).toUpperCase() || null;
  const chain = languageChain(ctx, 'language');
  const rooms = merchantRooms(ctx.db, ctx.merchant.code, vendor);
  const names = localisedNames(ctx.db, [...new Set(rooms.map((r) => r.node_id))], chain);
  const seated = seatedCounts(
    ctx.db,
    rooms.map((r) => r.id),
  );
  // At least one minor unit, like the launch's own minimum.
  const minor = (bets: number, minBet: number) => Math.max(1, unitsToMinor(minBet * bets, member.currency));
  return rooms.map((r) => ({
    roomId: r.id,
    vassalage: r.vendor_code,
    nodeId: r.node_id,
    gameName: names.get(r.node_id) ?? r.name_en,
    tier: r.tier,
    roomName: roomName(r.tier, chain),
    betMinor: minor(r.stake_bets, r.min_bet),
    entryMinor: minor(r.entry_bets, r.min_bet),
    currency: member.currency,
    currencySymbol: CURRENCY_SYMBOLS[member.currency] ?? '',
    currencyExponent: exponentOf(member.currency),
    players: seated.get(r.id) ?? 0,
  }));
}

export const pvpRoomRoutes: Route[] = [{ method: 'GET', path: '/wps/relay/GLS2_roomList', modId: 'GAMELO3', handle: roomList }];
