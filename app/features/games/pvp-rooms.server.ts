import type { AppLoadContext } from '@remix-run/node';
import { isPlatformError } from '~/platform-client/errors';
import { PvpRoomsSchema } from '~/platform-client/schemas/games';
import { formatMinor } from '~/lib/money';

export type RoomView = { id: number; gameName: string; roomName: string; bet: string; entry: string; players: number; href: string };
export type RoomsSection = { state: 'ready'; vendors: { code: string; name: string; rooms: RoomView[] }[] } | { state: 'unavailable' } | { state: 'guest' };

/**
 * The PVP vendors' tables for the signed-in player (`GLS2_roomList`), grouped by vendor in the page's
 * order; vendors without tables are left out. Guests are asked to log in; a failed call says so and the
 * vendor cards still show.
 */
export async function pvpRooms(context: AppLoadContext, vendors: { code: string; name: string }[], language: string): Promise<RoomsSection | null> {
  const signIn = await context.signIn();
  if (!signIn) return { state: 'guest' };
  try {
    const client = await context.platform();
    const rooms = await context.withinBudget(client.call('pvpRooms', PvpRoomsSchema), 'pvp rooms');
    const grouped = vendors
      .map((vendor) => ({
        ...vendor,
        rooms: rooms
          .filter((r) => r.vassalage.toUpperCase() === vendor.code.toUpperCase())
          .map((r) => {
            const money = (minor: number) => `${r.currencySymbol || r.currency} ${formatMinor(minor, r.currencyExponent, language)}`;
            const href = `/game?vendor=${encodeURIComponent(r.vassalage)}&nodeId=${r.nodeId}&roomId=${r.roomId}`;
            return { id: r.roomId, gameName: r.gameName, roomName: r.roomName, bet: money(r.betMinor), entry: money(r.entryMinor), players: r.players, href };
          }),
      }))
      .filter((v) => v.rooms.length);
    return grouped.length ? { state: 'ready', vendors: grouped } : null;
  } catch (error) {
    if (isPlatformError(error) && error.kind !== 'session') return { state: 'unavailable' };
    throw error;
  }
}
