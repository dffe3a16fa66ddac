/** Only same-site paths: `/x` yes, `//evil.com` or `https://evil.com` no. */
export function safeRedirectPath(to: string | null | undefined, fallback = '/index'): string {
  if (!to || typeof to !== 'string') return fallback;
  if (!to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  // A same-site path is short; anything longer is not one of ours (and would make a huge Location header).
  if (to.length > 1024) return fallback;
  return to;
}
