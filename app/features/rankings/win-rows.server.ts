import { safeUrl } from '~/lib/safe-url';
import { exactTime, timeAgo } from './board-views.server';

type Win = {
  customerName: string;
  gameName: string;
  gameType: string;
  vassalage: string;
  nodeId: number | null;
  iconUrl: string | null;
  stakeMinor: number | null;
  winMinor: number;
  winTime: number;
};

/** A win as the winners list and the leaderboard show it: safe icon, the multiple it paid, and how long ago, all made on the server. */
export function winRow(w: Win, i: number, context: { now: number; timeZone: string; language: string }) {
  return {
    key: `${w.winTime}-${i}`,
    name: w.customerName,
    game: w.gameName,
    gameType: w.gameType,
    vendor: w.vassalage,
    nodeId: w.nodeId,
    icon: safeUrl(w.iconUrl, { paths: true, field: 'win.iconUrl' }),
    winMinor: w.winMinor,
    // Tenths of the stake the win paid (25.0 → "×25"); not money, so a rounded ratio is fine.
    multiple: w.stakeMinor ? Math.floor((w.winMinor * 10) / w.stakeMinor) / 10 : null,
    ago: timeAgo(w.winTime, context.now, context.language),
    at: exactTime(w.winTime, context.timeZone, context.language),
  };
}
export type WinRow = ReturnType<typeof winRow>;
