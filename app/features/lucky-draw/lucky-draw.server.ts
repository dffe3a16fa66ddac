import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { pageLoader } from '~/features/content/page.server';
import { newRequestId, REQUEST_ID } from '~/lib/request-id';
import { brandTime } from '~/lib/brand-time.server';
import { readForm } from '~/lib/form.server';
import { isOutage } from '~/platform-client/errors';
import { LuckyDrawHistorySchema, LuckyDrawResultSchema, LuckyEventsSchema } from '~/platform-client/schemas/lucky-draws';
import { loginHref } from '~/lib/login-href';
import { signOutIfSessionEnded } from '~/request/guards.server';
import { formError, formOk, formRefused } from '~/lib/form-result.server';
import { refusalStatusOf } from '~/platform-client/refusal';
import { drawFailureOf } from './lucky-draw-errors';

const HERE = '/lucky-draw';

const pageOf = (url: URL) => {
  const n = Number(url.searchParams.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
};

/**
 * `/lucky-draw`: the running and upcoming events with their windows and prizes for everyone; a real
 * member also their tickets, today's progress towards the next one, and their draws.
 */
export async function luckyDrawLoader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const url = new URL(request.url);
  const [page, site, signIn, client] = await Promise.all([pageLoader(args, 'luckyDraw'), context.site(), context.signIn(), context.platform()]);
  const zone = site.brand.timeZone;
  const member = Boolean(signIn && !signIn.isTrial);
  const [events, history] = await signOutIfSessionEnded(context, `${url.pathname}${url.search}`, () =>
    Promise.all([
      client.call('luckyEvents', LuckyEventsSchema).catch((error: unknown) => {
        if (isOutage(error)) return null;
        throw error;
      }),
      member
        ? client.call('luckyDrawHistory', LuckyDrawHistorySchema, { query: { pageNo: pageOf(url), pageSize: 10 } }).catch((error: unknown) => {
            if (isOutage(error)) return null;
            throw error;
          })
        : null,
    ]),
  );
  return {
    ...page,
    viewer: signIn ? (signIn.isTrial ? ('trial' as const) : ('member' as const)) : ('guest' as const),
    loginHref: loginHref(HERE),
    requestId: newRequestId(),
    language: site.language,
    money: events ? events.currency : null,
    events: events?.events.map((e) => ({ ...e, starts: brandTime(e.startsAt, zone), ends: brandTime(e.endsAt, zone) })) ?? null,
    history: history ? { ...history, list: history.list.map((h) => ({ ...h, time: brandTime(h.drawnAt, zone, 'yyyy-MM-dd HH:mm:ss') })) } : null,
  };
}

export const DrawForm = formFields(
  {
    intent: v.literal('draw'),
    eventId: v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}$/), v.transform(Number)),
    requestId: v.pipe(v.string(), v.regex(REQUEST_ID)),
  },
  'luckyDraw.errors.form_invalid',
);

/** One draw: guests log in first, trial accounts are told a real account is needed; the platform decides the prize. */
export async function luckyDrawAction({ request, context }: ActionFunctionArgs) {
  const signIn = await context.signIn();
  if (!signIn) throw redirect(loginHref(HERE));
  const form = v.safeParse(DrawForm, await readForm(request));
  if (!form.success) return formError({ form: 'luckyDraw.errors.form_invalid' }, { eventId: null });
  const { eventId, requestId } = form.output;
  if (signIn.isTrial) return formError({ form: 'luckyDraw.errors.account_trial' }, { status: refusalStatusOf('account.trial'), eventId });
  const client = await context.platform();
  try {
    const result = await signOutIfSessionEnded(context, HERE, () => client.call('drawLuckyEvent', LuckyDrawResultSchema, { body: { id: eventId, requestId } }));
    return formOk({ eventId, result });
  } catch (error) {
    const failure = drawFailureOf(error);
    const site = await context.site();
    const params: Record<string, string | number> = {};
    if (failure.startsAt) params.time = brandTime(failure.startsAt, site.brand.timeZone);
    if (failure.endsAt) params.time = brandTime(failure.endsAt, site.brand.timeZone);
    return formRefused({ key: failure.key, status: failure.status, params }, { eventId });
  }
}
