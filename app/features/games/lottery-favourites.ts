import { useCallback, useEffect, useState } from 'react';

/** Lottery favourites live in this browser, per brand and per player. */
export function lotteryFavouritesKey(brandId: string, account: string): string {
  return `lottery-favourites:${brandId}:${account.toLowerCase()}`;
}

export function readFavourites(storage: Pick<Storage, 'getItem'> | null, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string').slice(0, 200) : [];
  } catch {
    return [];
  }
}

export function toggleFavourite(list: string[], code: string): string[] {
  return list.includes(code) ? list.filter((c) => c !== code) : [...list, code];
}

export function useLotteryFavourites(brandId: string, account: string) {
  const key = lotteryFavouritesKey(brandId, account);
  const [favourites, setFavourites] = useState<string[]>([]);
  useEffect(() => setFavourites(readFavourites(window.localStorage, key)), [key]);
  const toggle = useCallback(
    (code: string) =>
      setFavourites((prev) => {
        const next = toggleFavourite(prev, code);
        try {
          window.localStorage.setItem(key, JSON.stringify(next));
        } catch {
          // Storage full or blocked: the star still works for this visit.
        }
        return next;
      }),
    [key],
  );
  return { favourites, toggle };
}
