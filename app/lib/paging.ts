/** `?page=` for a paged list, 1 to 10,000; anything else is page 1. */
export function readPage(params: URLSearchParams): number {
  const raw = params.get('page');
  return raw && /^\d{1,5}$/.test(raw) && Number(raw) >= 1 ? Math.min(Number(raw), 10_000) : 1;
}
