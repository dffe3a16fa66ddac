import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { readForm } from '~/lib/form.server';
import { notOfferedByPlatform } from '~/lib/responses';
import { sanitizeOperatorHtml } from '~/lib/sanitize-html.server';
import { formError, formOk, formRefused } from '~/lib/form-result.server';
import { isPlatformError } from '~/platform-client/errors';
import { refusal } from '~/platform-client/refusal';
import { InboxChangeSchema, MessageListSchema, MessageSchema, UnreadCountSchema, type MessageSummary } from '~/platform-client/schemas/inbox';
import { signOutIfSessionEnded } from '~/request/guards.server';
import { readPage } from '~/lib/paging';
import { forgetPublicState } from '../public-state.server';
import { brandTime } from '~/lib/brand-time.server';

const PAGE_SIZE = 10;
export const INBOX_FILTERS = ['all', 'unread'] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];
/** What a finished action left for the list to say (`?done=`), after its redirect. */
const DONE = ['deleted'] as const;

const Id = v.pipe(v.string(), v.regex(/^[1-9]\d{0,11}$/), v.transform(Number));
const idParam = (raw: string | null) => {
  const parsed = v.safeParse(Id, raw ?? '');
  return parsed.success ? parsed.output : null;
};

/** The actions' form: one intent, and the message it acts on where it needs one. */
export const InboxForm = v.variant(
  'intent',
  [
    formFields({ intent: v.picklist(['open', 'markRead', 'delete']), id: Id }, 'inbox.errors.invalid'),
    formFields({ intent: v.literal('readAll') }, 'inbox.errors.invalid'),
  ],
  'inbox.errors.invalid',
);

/** The inbox's refusals in its own words; a message gone meanwhile (another tab deleted it) is the page's 404. */
const INBOX_CODES = { 'message.not.found': 'inbox.errors.notFound' };

const isMissing = (error: unknown) => isPlatformError(error) && error.kind === 'rejected' && error.details.errorCode === 'message.not.found';

/**
 * `/member/messageV2?filter=all|unread&page=&id=&confirm=delete`: the inbox, newest first, paged; `id`
 * opens one (its operator HTML cleaned here on the server); `confirm=delete` asks before deleting it.
 */
export async function inboxLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const zone = site.brand.timeZone;
  const offers = site.config.platform;
  const filter: InboxFilter = url.searchParams.get('filter') === 'unread' ? 'unread' : 'all';
  const page = readPage(url.searchParams);
  const openId = idParam(url.searchParams.get('id'));
  const [list, asked] = await signOutIfSessionEnded(context, url.pathname + url.search, () =>
    Promise.all([
      client.call('messageList', MessageListSchema, { query: { filter, pageNo: page, pageSize: PAGE_SIZE } }),
      openId && offers.inboxMessage
        ? client.call('message', MessageSchema, { query: { id: openId } }).catch((error: unknown) => (isMissing(error) ? null : Promise.reject(error)))
        : null,
    ]),
  );
  // Without the one-message call a message opens from the page of the list it was listed on, with the body the list carries.
  const opened = openId && !offers.inboxMessage ? (list.list.find((m) => m.id === openId) ?? null) : asked;
  const view = (m: MessageSummary) => ({
    id: m.id,
    type: m.type,
    title: m.title,
    params: m.params,
    read: m.read,
    broadcast: m.broadcast,
    time: brandTime(m.createdAt, zone, 'yyyy-MM-dd HH:mm'),
    confirmByText: typeof m.params.confirmBy === 'number' ? brandTime(m.params.confirmBy, zone) : undefined,
  });
  const done = url.searchParams.get('done');
  // A page of the inbox need not carry the unread count; the contract's own count call says it then.
  const unreadCount =
    list.unreadCount ?? (await signOutIfSessionEnded(context, url.pathname + url.search, () => client.call('unreadCount', UnreadCountSchema)));
  return {
    filter,
    page: list.pageNo,
    totalPages: list.totalPages,
    totalCount: list.totalCount,
    unreadCount,
    list: list.list.map(view),
    opened: opened ? { ...view(opened), html: opened.bodyHtml ? sanitizeOperatorHtml(opened.bodyHtml) : null } : null,
    missing: openId !== null && !opened,
    confirmDelete: Boolean(opened) && offers.inboxDelete && url.searchParams.get('confirm') === 'delete',
    done: (DONE as readonly string[]).includes(done ?? '') ? done : null,
    /** What the brand's platform lets the player do beyond reading the list (each an extension). */
    can: { markRead: offers.inboxRead, delete: offers.inboxDelete },
  };
}

export type InboxData = Awaited<ReturnType<typeof inboxLoader>>;

/** The page's own URL with some parameters changed (the list's filter, page and `returnTo` kept). */
function hereWith(request: Request, changes: Record<string, string | null>): string {
  const url = new URL(request.url);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) url.searchParams.delete(key);
    else url.searchParams.set(key, value);
  }
  url.searchParams.delete('index');
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

/** `intent=open|markRead|delete` with `id`, or `intent=readAll`. Each works without JavaScript (open and delete redirect). */
export async function inboxAction({ request, context }: ActionFunctionArgs) {
  const fields = await readForm(request);
  const form = v.safeParse(InboxForm, fields);
  if (!form.success) return formError({ form: 'inbox.errors.invalid' });
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const url = new URL(request.url);
  const input = form.output;
  const offers = site.config.platform;
  // Marking read and deleting are extensions: a platform without them is never asked, and a sent form is the
  // not-offered 404; opening a message there only shows it (it stays unread, as the platform's list says).
  if (input.intent === 'open' && !offers.inboxRead) return redirect(hereWith(request, { id: String(input.id), confirm: null, done: null }));
  if (input.intent === 'delete' ? !offers.inboxDelete : !offers.inboxRead) throw notOfferedByPlatform();
  try {
    const outcome = await signOutIfSessionEnded(context, url.pathname + url.search, async () => {
      if (input.intent === 'readAll') {
        await client.call('readAllMessages', InboxChangeSchema, { body: {} });
        return formOk({ notice: 'inbox.allRead' });
      }
      if (input.intent === 'delete') {
        await client.call('deleteMessage', InboxChangeSchema, { body: { id: input.id } });
        return redirect(hereWith(request, { id: null, confirm: null, done: 'deleted' }));
      }
      await client.call('readMessage', InboxChangeSchema, { body: { id: input.id } });
      if (input.intent === 'markRead') return formOk({ notice: null });
      return redirect(hereWith(request, { id: String(input.id), confirm: null, done: null }));
    });
    await forgetPublicState(context);
    return outcome;
  } catch (error) {
    if (error instanceof Response) throw error;
    return formRefused(refusal(error, { codes: INBOX_CODES }));
  }
}
