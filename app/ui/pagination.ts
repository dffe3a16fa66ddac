export const NOTICES_PER_PAGE = 7;

/**
 * Page buttons as the old site drew them: the first and
 * last `margin` pages, `range` pages around the current one, and a gap where pages are skipped.
 */
export function paginationItems(current: number, total: number, range = 3, margin = 1): (number | 'gap')[] {
  if (total <= 0) return [];
  const keep = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) keep.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) keep.add(p);
  const half = Math.floor(range / 2);
  let start = Math.max(1, current - half);
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p++) keep.add(p);
  const items: (number | 'gap')[] = [];
  let last = 0;
  for (const p of [...keep].sort((a, b) => a - b)) {
    if (p - last > 1) items.push('gap');
    items.push(p);
    last = p;
  }
  return items;
}

/** The page a notice sits on, 1-based; page 1 when it is not in the list. */
export function pageOf(index: number, perPage = NOTICES_PER_PAGE): number {
  return index < 0 ? 1 : Math.floor(index / perPage) + 1;
}
