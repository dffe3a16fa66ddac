import { notFound } from '~/lib/responses';
import { routeHandle } from '~/request/route-gates';
import { GeneralErrorBoundary } from '~/ui/error-page';

/** Any path no route claims: the brand's own 404 page. */
export const handle = routeHandle({ gate: { access: 'public', stagingIndex: true } });

export function loader() {
  throw notFound();
}

export default function NotFound() {
  return <GeneralErrorBoundary />;
}

export const ErrorBoundary = GeneralErrorBoundary;
