/** A Google tag id as the platform gives it (`G-…`, `AW-…`, `GT-…`, or the old `UA-…-n`). */
const TAG_ID = /^(?:G|AW|DC|GT)-[A-Z0-9]{4,24}$|^UA-\d{4,12}-\d{1,4}$/;

export const isTagId = (id: string | null | undefined): id is string => typeof id === 'string' && TAG_ID.test(id);

/**
 * What a page does about analytics: nothing without a tag id; with one, load it when the brand needs no
 * consent or the visitor gave it, show the banner while they have not answered, and nothing once declined.
 */
export type Analytics = { tagId: string; consent: 'notRequired' | 'granted' | 'pending' | 'declined' } | null;

export const loadsTag = (analytics: Analytics): analytics is NonNullable<Analytics> =>
  analytics !== null && (analytics.consent === 'notRequired' || analytics.consent === 'granted');

/** The Google tag's own hosts, and no others: the Content-Security-Policy opens exactly these. */
export const TAG_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
export const TAG_CONNECT_ORIGINS = ['https://www.google-analytics.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com', TAG_SCRIPT_ORIGIN];
