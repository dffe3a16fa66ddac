import { GeneralErrorBoundary } from '~/components/error-page';

/** Any path no route claims: the brand's own 404 page. */
export function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function NotFound() {
  return <GeneralErrorBoundary />;
}

export const ErrorBoundary = GeneralErrorBoundary;
