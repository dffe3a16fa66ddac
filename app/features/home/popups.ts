/** Popup announcements: B before login, A after login, F after a first login only. */
export type PopupExecution = 'A' | 'B' | 'F';

/** sessionStorage keys of the old site: one for guests, one for players; each popup kind shows once per tab. */
export const POPUP_SEEN_KEYS = { guest: 'ANONYMOUS_POPUP', member: 'USER_POPUP' } as const;

type Storage = Pick<globalThis.Storage, 'getItem'>;

/** Which popups to show now: the viewer's kind only, and none once that kind was closed this session. */
export function popupsToShow<T extends { execution: PopupExecution }>(popups: T[], signedIn: boolean, storage: Storage | null): T[] {
  const key = signedIn ? POPUP_SEEN_KEYS.member : POPUP_SEEN_KEYS.guest;
  if (storage?.getItem(key) === 'closed') return [];
  return popups.filter((p) => (signedIn ? p.execution === 'A' || p.execution === 'F' : p.execution === 'B'));
}

export function markPopupsSeen(signedIn: boolean, storage: Pick<globalThis.Storage, 'setItem'> | null) {
  storage?.setItem(signedIn ? POPUP_SEEN_KEYS.member : POPUP_SEEN_KEYS.guest, 'closed');
}
