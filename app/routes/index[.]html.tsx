import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

/** Old links: `/index.html` is the home page. */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`/index${url.search}${url.hash}`, 301);
}
