/** What is missing of a page: what it is for (`main`), or one of its other sections. */
export type MissingPart = 'main' | 'section';

/**
 * The header a page's render carries when part of it could not be had (the platform is away and no copy
 * was kept), as `<part>; <what>`. The guest page cache reads it: a page without a section never replaces a
 * whole one it keeps, and a page without its main content is served to its visitor but kept for no one.
 * The HTTP layer strips it before anything is sent.
 */
export const CONTENT_MISSING = 'x-content-missing';

export const contentMissingHeader = (missing: { part: MissingPart; what: string }) => `${missing.part}; ${missing.what}`;

/** The part a render's header says is missing, or null for a whole page. */
export function missingPartOf(headers: Headers): MissingPart | null {
  const part = headers.get(CONTENT_MISSING)?.split(';')[0];
  return part === 'main' || part === 'section' ? part : null;
}
