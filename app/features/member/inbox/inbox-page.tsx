import { Form, Link, useActionData, useFetcher, useLoaderData, useLocation, useNavigation } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { formatMinor, exponentOf } from '~/lib/money';
import { Icon } from '~/ui/icons';
import { Pager } from '~/ui/centre/records-filters';
import { FormNotice, MemberPage } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import { useMemberCentre } from '../use-member-centre';
import type { inboxAction, InboxData } from './inbox.server';
import * as s from './inbox-page.css';
import { noticeText } from './notice-text';

type Listed = InboxData['list'][number];

/** Amounts in a notice: the currency's own exponent, the wallet's symbol when it is the same currency. */
function useNoticeMoney() {
  const centre = useMemberCentre();
  const language = centre?.language ?? 'EN';
  return (minor: number, currency: string) => {
    const same = centre?.wallet && (!currency || centre.wallet.currency === currency);
    const exponent = same && centre?.wallet ? centre.wallet.exponent : exponentOf(currency || 'PHP');
    const text = formatMinor(minor, exponent, language);
    const symbol = same ? centre?.wallet?.symbol : currency;
    return symbol ? `${symbol} ${text}` : text;
  };
}

/** The page's URL with some parameters changed, for the filter tabs and the reader's links. */
function useHere() {
  const { pathname, search } = useLocation();
  return (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ''}`;
  };
}

/**
 * The inbox: the platform's and the operator's messages to the player, newest first, paged, all or
 * unread. Opening one marks it read; delete asks first. Every action is a form that works without
 * JavaScript; with it, the header's and the menu's badges follow at once. A platform that serves only the
 * contract's list and count shows the messages without marking read or deleting (see `data.can`).
 */
export function InboxPage() {
  const data = useLoaderData<InboxData>();
  const action = useActionData<typeof inboxAction>();
  const { t } = useTranslation();
  const money = useNoticeMoney();
  const here = useHere();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const describe = (m: Listed) => noticeText(m, (key, values) => t(key, values), money);

  return (
    <MemberPage
      title={t('member.pages.messageV2')}
      lead={data.unreadCount > 0 ? t('inbox.unreadLead', { count: data.unreadCount }) : t('inbox.allReadLead')}
      actions={
        data.can.markRead ? (
          <Form method="post" replace preventScrollReset>
            <input type="hidden" name="intent" value="readAll" />
            <button type="submit" className={s.secondaryButton} disabled={data.unreadCount === 0 || busy} data-testid="inbox-read-all">
              <Icon name="check" size={16} />
              {t('inbox.readAll')}
            </button>
          </Form>
        ) : undefined
      }
    >
      <nav className={s.tabs} aria-label={t('inbox.filterLabel')}>
        {(['all', 'unread'] as const).map((filter) => (
          <Link
            key={filter}
            to={here({ filter: filter === 'all' ? null : filter, page: null, id: null, confirm: null, done: null })}
            className={s.tab}
            aria-current={data.filter === filter ? 'page' : undefined}
            preventScrollReset
          >
            {t(`inbox.filters.${filter}`)}
            {filter === 'unread' && data.unreadCount > 0 ? <span className={s.tabCount}>{data.unreadCount}</span> : null}
          </Link>
        ))}
      </nav>
      {action && !action.ok ? <FormNotice tone="error">{t(action.errors.form ?? 'inbox.errors.invalid', action.params)}</FormNotice> : null}
      {action?.ok && action.notice ? <FormNotice tone="success">{t(action.notice)}</FormNotice> : null}
      {data.done ? <FormNotice tone="success">{t(`inbox.done.${data.done}`)}</FormNotice> : null}
      {data.missing ? <FormNotice tone="info">{t('inbox.errors.notFound')}</FormNotice> : null}
      <div className={data.opened ? s.layoutOpen : s.layout}>
        {data.list.length ? (
          <ul className={s.list} data-testid="inbox-list">
            {data.list.map((m) => {
              const text = describe(m);
              const current = data.opened?.id === m.id;
              const inside = (
                <>
                  <span className={m.read ? s.dotRead : s.dot} aria-hidden="true" />
                  <span className={s.itemText}>
                    <span className={s.itemTitle}>
                      {!m.read ? <span className={s.srOnly}>{t('inbox.unread')}: </span> : null}
                      {text.title}
                    </span>
                    {text.body ? <span className={s.preview}>{text.body}</span> : null}
                  </span>
                  <time className={s.time}>{m.time}</time>
                </>
              );
              const look = current ? s.itemCurrent : m.read ? s.item : s.itemUnread;
              return (
                <li key={m.id}>
                  {data.can.markRead ? (
                    // Opening marks it read on the platform: a form, so it works before the script loads.
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="open" />
                      <input type="hidden" name="id" value={m.id} />
                      <button type="submit" className={look} aria-current={current ? 'true' : undefined} data-testid="inbox-item" data-read={m.read}>
                        {inside}
                      </button>
                    </Form>
                  ) : (
                    // A platform that cannot mark a message read: opening only shows it, and it stays unread.
                    <Link
                      to={here({ id: String(m.id), confirm: null, done: null })}
                      className={look}
                      aria-current={current ? 'true' : undefined}
                      preventScrollReset
                      data-testid="inbox-item"
                      data-read={m.read}
                    >
                      {inside}
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        ) : (
          <div className={s.empty} data-testid="inbox-empty">
            <Icon name="mail" size={36} />
            <p className={s.emptyTitle}>{t(data.filter === 'unread' ? 'inbox.emptyUnread' : 'inbox.empty')}</p>
            <p className={u.muted}>{t('inbox.emptyHint')}</p>
          </div>
        )}
        {data.opened ? <Reader message={data.opened} describe={describe} here={here} confirmDelete={data.confirmDelete} busy={busy} can={data.can} /> : null}
      </div>
      <Pager page={data.page} totalPages={data.totalPages} />
    </MemberPage>
  );
}

function Reader({
  message,
  describe,
  here,
  confirmDelete,
  busy,
  can,
}: {
  message: NonNullable<InboxData['opened']>;
  can: InboxData['can'];
  describe: (m: Listed) => { title: string; body: string | null };
  here: (changes: Record<string, string | null>) => string;
  confirmDelete: boolean;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const marker = useFetcher<typeof inboxAction>();
  const text = describe(message);

  // A message reached by its link (not by the list's open button) is marked read once it shows, where the platform can.
  const { submit } = marker;
  useEffect(() => {
    if (!message.read && can.markRead) submit({ intent: 'markRead', id: String(message.id) }, { method: 'post' });
  }, [message.id, message.read, can.markRead, submit]);

  // Focus follows what the player just did: the message they opened, or the question before deleting it.
  useEffect(() => {
    (confirmDelete ? confirmHeading : heading).current?.focus({ preventScroll: false });
  }, [message.id, confirmDelete]);

  return (
    <article className={s.reader} aria-labelledby={`message-${message.id}`} data-testid="inbox-reader">
      <div className={s.readerHead}>
        <Link to={here({ id: null, confirm: null })} className={s.back} preventScrollReset>
          <Icon name="chevronLeft" size={16} />
          {t('inbox.back')}
        </Link>
        {!confirmDelete && can.delete ? (
          <Link to={here({ confirm: 'delete' })} className={s.deleteLink} preventScrollReset data-testid="inbox-delete">
            <Icon name="trash" size={16} />
            {t('inbox.delete')}
          </Link>
        ) : null}
      </div>
      <h3 id={`message-${message.id}`} ref={heading} tabIndex={-1} className={s.readerTitle}>
        {text.title}
      </h3>
      <p className={s.readerMeta}>
        <time>{message.time}</time>
        {message.broadcast ? <span className={u.status.neutral}>{t('inbox.broadcast')}</span> : null}
      </p>
      {confirmDelete ? (
        <div className={s.confirm} role="group" aria-labelledby={`confirm-${message.id}`} data-testid="inbox-confirm">
          <h4 id={`confirm-${message.id}`} ref={confirmHeading} tabIndex={-1} className={s.confirmTitle}>
            {t('inbox.confirmDelete')}
          </h4>
          <p className={u.muted}>{t('inbox.confirmDeleteHint')}</p>
          <div className={u.row}>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={message.id} />
              <button type="submit" className={s.dangerButton} disabled={busy} data-testid="inbox-confirm-delete">
                {t('inbox.deleteConfirm')}
              </button>
            </Form>
            <Link to={here({ confirm: null })} className={s.secondaryButton} preventScrollReset>
              {t('inbox.cancel')}
            </Link>
          </div>
        </div>
      ) : null}
      {message.html ? (
        <div className={s.body} dangerouslySetInnerHTML={{ __html: message.html }} data-testid="inbox-body" />
      ) : text.body ? (
        <p className={s.body} data-testid="inbox-body">
          {text.body}
        </p>
      ) : null}
    </article>
  );
}
