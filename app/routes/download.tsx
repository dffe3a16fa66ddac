import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

/** `/download` is the old name of the app download page. */
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/down${new URL(request.url).search}`, 301);
}
