/**
 * The header a page's render carries when its main content could not be had (the platform is away and no
 * copy was kept): the guest page cache serves such a page to its visitor but never keeps it, and keeps a
 * good page it already has instead. The HTTP layer strips it before anything is sent.
 */
export const MAIN_CONTENT_MISSING = 'x-main-content-missing';
