/** The modal's name: vendor links open it with `{ vendor, name, games }` (see vendor-link.tsx). */
export const VENDOR_GAMES_MODAL = 'vendorGames';

export type VendorGamesProps = { vendor: string; name: string; games: string };
