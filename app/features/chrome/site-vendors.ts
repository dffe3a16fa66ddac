import { useEffect, useState } from 'react';
import type { GameCategory } from '~/request/remote-config/categories';

export const SITE_VENDORS_URL = '/resources/vendors';
export type SiteVendors = { categories: GameCategory[] };

// One request per page life: the first panel or strip that needs the vendors loads them for all.
let loaded: GameCategory[] | null = null;
let loading: Promise<GameCategory[] | null> | null = null;

function loadVendors(): Promise<GameCategory[] | null> {
  loading ??= fetch(SITE_VENDORS_URL, { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<SiteVendors>) : Promise.reject(new Error(`vendors: ${res.status}`))))
    .then((body) => (loaded = body.categories))
    .catch(() => {
      // A failed load is tried again the next time a panel opens.
      loading = null;
      return null;
    });
  return loading;
}

/** The site's categories with their vendors once `wanted` has been true (null until they arrive). */
export function useSiteVendors(wanted: boolean): GameCategory[] | null {
  const [categories, setCategories] = useState(loaded);
  useEffect(() => {
    if (!wanted || categories) return;
    let current = true;
    void loadVendors().then((found) => current && found && setCategories(found));
    return () => {
      current = false;
    };
  }, [wanted, categories]);
  return categories;
}
