import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { readForm } from '~/lib/form.server';
import { HTML_LANG } from '~/i18n/languages';
import { formatMinor } from '~/lib/money';
import { safeUrl } from '~/lib/safe-url';
import { isOutage } from '~/platform-client/errors';
import {
  ConvertResultSchema,
  PointBalanceSchema,
  PointConfigSchema,
  PointConversionSchema,
  PointDetailsSchema,
  PointItemsSchema,
  RedeemResultSchema,
  RedemptionListSchema,
} from '~/platform-client/schemas/points';
import { loginHref } from '~/lib/login-href';
import { signOutIfSessionEnded } from '~/request/guards.server';
import { pageLoader } from '~/features/content/page.server';
import { newRequestId, REQUEST_ID } from '~/lib/request-id';
import { brandTime } from '~/lib/brand-time.server';
import { mainWalletMinor, readWallet } from '~/features/cashier/wallet.server';
import { PAYMENT_PASSWORD } from '~/features/cashier/payment-password';
import { formError, formOk, formRefused } from '~/lib/form-result.server';
import { refusalStatusOf } from '~/platform-client/refusal';
import { mallFailureOf } from './point-mall-errors';
import { MALL_TABS, type MallTab } from './point-mall-types';

const PAGE_SIZE = 10;

/** Points as the reader groups digits ("2,500", "2.500"), for messages. */
const pointsText = (n: number, language: keyof typeof HTML_LANG) => new Intl.NumberFormat(HTML_LANG[language]).format(n);

const pageOf = (url: URL, name: string) => {
  const n = Number(url.searchParams.get(name) ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};

/** Public parts a guest sees too, each allowed to fail on its own: the rest of the mall still shows. */
async function settle<T>(work: Promise<T>): Promise<T | null> {
  try {
    return await work;
  } catch (error) {
    if (isOutage(error)) return null;
    throw error;
  }
}

/**
 * `/pointMall`: everyone sees the items, the rules and the exchange table; a real member also their
 * points, redeem history, points details and the conversion form. Tabs are links (`?tab=`), and the
 * redeem confirmation without JavaScript is `?redeem=<item>` (with JavaScript it is a dialog).
 */
export async function pointMallLoader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const url = new URL(request.url);
  const tabParam = url.searchParams.get('tab');
  const tab: MallTab = (MALL_TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as MallTab) : 'redeem';
  const [page, site, signIn, client] = await Promise.all([pageLoader(args, 'pointMall'), context.site(), context.signIn(), context.platform()]);
  const zone = site.brand.timeZone;
  const member = signIn && !signIn.isTrial;
  const here = `${url.pathname}${url.search}`;

  const [items, config, conversion] = await Promise.all([
    settle(client.call('pointRewards', PointItemsSchema)),
    settle(client.call('pointConfig', PointConfigSchema)),
    settle(client.call('pointConversionType', PointConversionSchema)),
  ]);
  const personal = member
    ? await signOutIfSessionEnded(context, here, () =>
        Promise.all([
          settle(client.call('pointBalance', PointBalanceSchema)),
          tab === 'history'
            ? settle(client.call('redeemPointList', RedemptionListSchema, { query: { pageNo: pageOf(url, 'page'), pageSize: PAGE_SIZE } }))
            : null,
          tab === 'details' ? settle(client.call('pointDetails', PointDetailsSchema, { query: { pageNo: pageOf(url, 'page'), pageSize: PAGE_SIZE } })) : null,
          tab === 'exchange' ? settle(readWallet(context)) : null,
        ]),
      )
    : null;
  const [balance, history, details, wallet] = personal ?? [null, null, null, null];
  const money = config ? { exponent: config.currencyExponent, symbol: config.currencySymbol, language: site.language } : null;

  const redeemId = Number(url.searchParams.get('redeem'));
  return {
    ...page,
    tab,
    viewer: signIn ? (signIn.isTrial ? ('trial' as const) : ('member' as const)) : ('guest' as const),
    loginHref: loginHref('/pointMall'),
    requestId: newRequestId(),
    items: items?.map((i) => ({ ...i, imageUrl: safeUrl(i.imageUrl, { paths: true, field: 'pointItem.imageUrl' }) })) ?? null,
    config,
    conversion,
    money,
    balance,
    history: history
      ? {
          ...history,
          list: history.list.map((h) => ({
            ...h,
            created: brandTime(h.createdAt, zone),
            decided: brandTime(h.decidedAt, zone),
            imageUrl: safeUrl(h.imageUrl, { paths: true, field: 'redemption.imageUrl' }),
          })),
        }
      : null,
    details: details ? { ...details, list: details.list.map((d) => ({ ...d, time: brandTime(d.at, zone, 'yyyy-MM-dd HH:mm') })) } : null,
    walletMinor: wallet ? mainWalletMinor(wallet) : null,
    walletText: wallet ? `${wallet.symbol} ${formatMinor(mainWalletMinor(wallet), wallet.exponent, site.language)}` : null,
    /** The no-JavaScript confirmation: the item named by `?redeem=`. */
    confirmItemId: Number.isInteger(redeemId) && redeemId > 0 ? redeemId : null,
  };
}

export const RedeemForm = formFields(
  {
    intent: v.literal('redeem'),
    itemId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}$/), v.transform(Number)),
    paymentPassword: v.pipe(v.string(), v.maxLength(40)),
    requestId: v.pipe(v.string(), v.regex(REQUEST_ID)),
  },
  'pointMall.errors.form_invalid',
);
export const ConvertForm = formFields(
  {
    intent: v.literal('convert'),
    points: v.pipe(v.string(), v.maxLength(40)),
    paymentPassword: v.pipe(v.string(), v.maxLength(40)),
    requestId: v.pipe(v.string(), v.regex(REQUEST_ID)),
  },
  'pointMall.errors.form_invalid',
);

/** `1,000` or `1000` points: a whole number, or null. */
function wholePoints(text: string): number | null {
  const clean = text.replace(/[\s,.\u00a0\u202f]/g, '');
  return /^\d{1,9}$/.test(clean) && Number(clean) > 0 ? Number(clean) : null;
}

/** The platform's numbers as the message shows them: a lock's end in the brand's time. */
async function paramsFor(context: ActionFunctionArgs['context'], params: Record<string, string | number>) {
  if (typeof params.lockedUntil !== 'number') return params;
  const site = await context.site();
  return { ...params, until: brandTime(params.lockedUntil, site.brand.timeZone) };
}

/** Redeem an item or convert points: guests log in first, trial accounts are told a real account is needed. */
export async function pointMallAction({ request, context }: ActionFunctionArgs) {
  const signIn = await context.signIn();
  if (!signIn) throw redirect(loginHref('/pointMall'));
  const fields = await readForm(request);
  const intent = fields.intent === 'convert' ? 'convert' : 'redeem';
  if (signIn.isTrial) return formError({ form: 'pointMall.errors.account_trial' }, { status: refusalStatusOf('account.trial'), intent });
  const client = await context.platform();

  if (intent === 'redeem') {
    const form = v.safeParse(RedeemForm, fields);
    if (!form.success) return formError({ form: 'pointMall.errors.form_invalid' }, { intent });
    const { itemId, paymentPassword, requestId } = form.output;
    if (!PAYMENT_PASSWORD.test(paymentPassword)) return formError({ paymentPassword: 'cashier.errors.payment_password_format' }, { intent, itemId });
    try {
      const done = await signOutIfSessionEnded(context, '/pointMall', () =>
        client.call('redeemPoint', RedeemResultSchema, { body: { itemId, paymentPassword, requestId } }),
      );
      const site = await context.site();
      return formOk({ intent, notice: 'pointMall.redeem.done', params: { points: pointsText(done.points, site.language), id: done.id } });
    } catch (error) {
      const failure = mallFailureOf(error);
      const field = failure.field === 'points' ? 'form' : failure.field;
      return formRefused({ ...failure, params: await paramsFor(context, failure.params) }, { field, intent, itemId });
    }
  }

  const form = v.safeParse(ConvertForm, fields);
  if (!form.success) return formError({ form: 'pointMall.errors.form_invalid' }, { intent });
  const { paymentPassword, requestId } = form.output;
  const values = { points: form.output.points.slice(0, 20) };
  const points = wholePoints(form.output.points);
  if (points === null) return formError({ points: 'pointMall.errors.points_invalid' }, { intent, values });
  if (!PAYMENT_PASSWORD.test(paymentPassword)) return formError({ paymentPassword: 'cashier.errors.payment_password_format' }, { intent, values });
  try {
    const done = await signOutIfSessionEnded(context, '/pointMall?tab=exchange', () =>
      client.call('convertPoint', ConvertResultSchema, { body: { points, paymentPassword, requestId } }),
    );
    const site = await context.site();
    const config = await client.call('pointConfig', PointConfigSchema);
    return formOk({
      intent,
      notice: 'pointMall.convert.done',
      params: {
        points: pointsText(done.points, site.language),
        amount: `${config.currencySymbol} ${formatMinor(done.amountMinor, config.currencyExponent, site.language)}`,
      },
    });
  } catch (error) {
    const failure = mallFailureOf(error);
    return formRefused({ ...failure, params: await paramsFor(context, failure.params) }, { field: failure.field, intent, values });
  }
}
