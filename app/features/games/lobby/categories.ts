/**
 * The egames lobby's categories: /rng serves all three through `?games=`. A module of
 * its own so browser code (the header's vendor links) can read it without the lobby's query schemas.
 */
export const LOBBY_CATEGORIES = ['RNG', 'FISH', 'PVP'] as const;
export type LobbyCategory = (typeof LOBBY_CATEGORIES)[number];

export const isLobbyCategory = (key: string): key is LobbyCategory => (LOBBY_CATEGORIES as readonly string[]).includes(key);
