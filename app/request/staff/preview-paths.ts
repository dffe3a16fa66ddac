/** Where a preview's what-if panel and its shared links answer: kept apart so the ribbon ships no schema code. */
export const PREVIEW_PANEL_PATH = '/staff/preview';
export const PREVIEW_LINK_PATH = '/staff/preview/link';
