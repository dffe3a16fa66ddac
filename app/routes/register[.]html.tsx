import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

/** Old links: `/register.html` is registration (affiliate links keep their query). */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`/register${url.search}${url.hash}`, 301);
}
