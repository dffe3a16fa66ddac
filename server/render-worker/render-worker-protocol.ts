/**
 * What the site and its render worker say to each other. The worker renders guest pages that went
 * stale, so their re-renders never hold up the hits answered on the site's own thread.
 */

/** One page to render, with everything of the request that may reach a shared page (see guestPageKey). */
export type RenderJob = {
  id: number;
  /** The page's absolute URL as the visitor addressed the site. */
  url: string;
  /** The Cookie header of the shared render (the key's cookies only), or none. */
  cookie: string | null;
  nonce: string;
  brandId: string;
  /** The host the brand was found at, and whether it is a staging preview. */
  host: string;
  preview: boolean;
  port: string | null;
  origin: string;
  clientIp: string | null;
};

export type ToWorker = { type: 'render'; job: RenderJob } | { type: 'content-changed'; brandId: string };

export type FromWorker =
  | { type: 'rendered'; id: number; status: number; headers: [string, string][]; body: ArrayBuffer }
  | { type: 'failed'; id: number; message: string }
  /** The worker's own fetch of the brand's content found it changed. */
  | { type: 'content-changed'; brandId: string }
  /** The worker's V8 heap after a job: what it uses and what it has taken from the system. */
  | { type: 'heap'; usedBytes: number; totalBytes: number };
