/** What pages receive of the platform's public content: already sanitised, formatted and safe to send. */
export type BannerView = { id: string; image: string; title: string; href: string | null; external: boolean };
export type NoticeView = { id: number; title: string; html: string; time: string };
export type PopupView = NoticeView & { execution: 'A' | 'B' | 'F' };
export type GameTile = { nodeId: number; name: string; icon: string | null; vendor: string; gameType: string; isHot: boolean };
export type WinnerView = { name: string; game: string; amount: number; vendor: string; nodeId: number | null; icon: string | null };
export type JackpotView = { amount: number; asOf: number; increment: number; intervalMs: number; currency: string; currencySymbol: string };
