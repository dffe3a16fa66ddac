import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { DEFAULT_MEMBER_PAGE, memberPagePath } from '~/features/member/pages';
import { routeHandle } from '~/request/route-gates';

/** `/member` opens the centre on its first page, keeping where it was opened from. */
export const handle = routeHandle({ gate: { memberCentre: true, access: 'realAccount' } });

export function loader({ request }: LoaderFunctionArgs) {
  return redirect(`${memberPagePath(DEFAULT_MEMBER_PAGE)}${new URL(request.url).search}`);
}
