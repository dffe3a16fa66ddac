import type { LoaderFunctionArgs } from '@remix-run/node';
import { getFixedT } from '~/i18n/i18n.server';
import { auditTrail } from '~/request/staff/audit-trail.server';
import { requireStaff } from './staff-sign-in.server';

/** The audit trail page: the records kept (every instance's where they share a store), newest first. */
export async function auditTrailLoader(args: LoaderFunctionArgs) {
  const staff = requireStaff(args);
  const t = await getFixedT(await args.context.language());
  return { title: t('staff.audit.title'), staff: { name: staff.name, via: staff.via }, records: await auditTrail(200) };
}
