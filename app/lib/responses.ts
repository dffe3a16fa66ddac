/** Small throwables for loaders and actions: Remix renders the nearest error boundary with the status. */

export function notFound(): Response {
  return new Response('Not Found', { status: 404 });
}

/** Throws `Response(message, { status })` unless the condition holds: a guard that reads as the rule it checks. */
export function invariantResponse(condition: unknown, message: string, status = 400): asserts condition {
  if (!condition) throw new Response(message, { status });
}
