import type { LoaderFunctionArgs } from '@remix-run/node';
import { auditTrail } from '~/request/staff/audit-trail.server';
import { requireStaff } from './staff-sign-in.server';

/** The audit trail page: the records this instance keeps, newest first. */
export async function auditTrailLoader(args: LoaderFunctionArgs) {
  const staff = requireStaff(args);
  return { staff: { name: staff.name, via: staff.via }, records: auditTrail(200) };
}
