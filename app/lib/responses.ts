/** Small throwables for loaders and actions: Remix renders the nearest error boundary with the status. */

export function notFound(): Response {
  return new Response('Not Found', { status: 404 });
}

/** The status text that tells the error page a feature is not offered by the brand's platform (still a 404). */
export const NOT_OFFERED_BY_PLATFORM = 'not_offered_by_platform';

/** A page or action of a feature the brand's platform does not serve: a 404 the error page words as such. */
export function notOfferedByPlatform(): Response {
  return new Response('Not offered by this platform', { status: 404, statusText: NOT_OFFERED_BY_PLATFORM });
}

/** Throws `Response(message, { status })` unless the condition holds: a guard that reads as the rule it checks. */
export function invariantResponse(condition: unknown, message: string, status = 400): asserts condition {
  if (!condition) throw new Response(message, { status });
}
