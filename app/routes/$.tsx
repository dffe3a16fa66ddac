import { notFound } from '~/lib/responses';
import { routeHandle } from '~/request/route-gates';
import { GeneralErrorBoundary } from '~/ui/error-page';
import { pageMeta } from '~/ui/page-meta';

/** Any path no route claims: the brand's own 404 page. */
export const handle = routeHandle({ gate: { access: 'public', stagingIndex: true } });

export function loader() {
  throw notFound();
}

export const meta = pageMeta;

export default function NotFound() {
  return <GeneralErrorBoundary />;
}

export const ErrorBoundary = GeneralErrorBoundary;
