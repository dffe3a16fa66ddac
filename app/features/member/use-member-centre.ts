import { useRouteLoaderData } from '@remix-run/react';
import type { MemberCentreData } from './member-centre.server';

/** The member centre's frame data (wallet, badges, close target) from any of its pages. */
export function useMemberCentre(): MemberCentreData | undefined {
  return useRouteLoaderData('routes/member+/_layout') as MemberCentreData | undefined;
}
