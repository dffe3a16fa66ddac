import type { LoaderFunctionArgs } from '@remix-run/node';
import { qrCodeDataUrl } from '~/lib/qr-code.server';
import { ReferralListSchema } from '~/platform-client/schemas/rewards';
import { readPage } from '~/lib/paging';
import { brandTime } from '~/lib/brand-time.server';
import { keptReferralInfo } from '~/features/cashier/kept-reads.server';

/**
 * `/member/referral`: the member's code, the share link on this brand's host (the host was checked
 * against the brand before anything ran) with its QR code, and the members who joined with it.
 */
export async function referralLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const page = readPage(url.searchParams);
  const [info, members] = await Promise.all([
    keptReferralInfo(context),
    client.call('referralList', ReferralListSchema, { query: { pageNo: page, pageSize: 20 } }),
  ]);
  const link = new URL(`/register?r=${encodeURIComponent(info.code)}`, url.origin).toString();
  return {
    ...info,
    link,
    qr: await qrCodeDataUrl(link),
    page: members.pageNo,
    totalPages: members.totalPages,
    members: members.list.map((m) => ({ ...m, joined: brandTime(m.joinedAt, site.brand.timeZone, 'yyyy-MM-dd') })),
  };
}
