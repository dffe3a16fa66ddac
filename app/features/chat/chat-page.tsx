import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Link, useActionData, useFetcher, useLoaderData } from '@remix-run/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { Icon } from '~/ui/icons';
import { PageFrame } from '~/ui/page-frame';
import { button } from '~/ui/styles.css';
import { MAX_CHAT_TEXT, sendProblem } from './chat-check';
import { ChatText } from './chat-text';
import type { chatAction, chatLoader } from './chat.server';
import * as s from './chat-page.css';
import { useRoomLive } from './use-room-live';

type Loaded = ReturnType<typeof useLoaderData<typeof chatLoader>>;

/** The chat room: room tabs in the brand's chat colour, the room's messages (live with JavaScript), and the composer. */
export function ChatPage() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof chatLoader>();
  const { room, rooms, permission, header } = loaded;
  const { messages, status } = useRoomLive({ roomId: room.roomId, cursor: loaded.cursor, messages: loaded.messages, permission });
  const listRef = useRef<HTMLOListElement>(null);
  const stick = useRef(true);

  // Follow the conversation unless the player scrolled up to read.
  useEffect(() => {
    const list = listRef.current;
    if (list && stick.current) list.scrollTop = list.scrollHeight;
  }, [messages]);

  return (
    <PageFrame title={t('chat.title')}>
      <section
        className={s.shell}
        aria-labelledby="chat-room-title"
        data-testid="chat-room"
        style={assignInlineVars({ [s.headerBg]: header.background, [s.headerText]: header.text })}
      >
        <header className={s.header}>
          <div className={s.headerTop}>
            <h2 id="chat-room-title" className={s.roomTitle}>
              <Icon name="chat" /> {room.title}
            </h2>
            <span className={s.live} data-testid="chat-status" data-status={status}>
              <span className={status === 'live' ? s.dot.live : s.dot.off} aria-hidden="true" />
              {t(`chat.status.${status}`)}
            </span>
          </div>
          <nav aria-label={t('chat.rooms')}>
            <ul className={s.tabs}>
              {rooms.map((r) => (
                <li key={r.roomId}>
                  <Link to={`/chat?room=${r.roomId}`} className={s.tab} aria-current={r.roomId === room.roomId ? 'page' : undefined} preventScrollReset>
                    {r.minVipLevel > 0 ? <Icon name="crown" size={14} /> : null}
                    {r.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        {permission.canRead ? (
          <ol
            ref={listRef}
            className={s.list}
            aria-live="polite"
            aria-relevant="additions"
            aria-label={t('chat.messages', { room: room.title })}
            data-testid="chat-messages"
            tabIndex={0}
            onScroll={(event) => {
              const list = event.currentTarget;
              stick.current = list.scrollHeight - list.scrollTop - list.clientHeight < 80;
            }}
          >
            {messages.length ? (
              messages.map((m) => <MessageItem key={m.id} line={m} mine={m.author.key === permission.selfKey} />)
            ) : (
              <li className={s.emptyRoom}>
                <Icon name="chat" size={28} />
                {t('chat.empty')}
              </li>
            )}
          </ol>
        ) : (
          <div className={s.list}>
            <p className={s.emptyRoom} data-testid="chat-locked">
              <Icon name="lock" size={28} />
              {t('chat.vipOnly', { level: room.minVipLevel })}
            </p>
          </div>
        )}
        <Composer key={room.roomId} loaded={loaded} />
      </section>
    </PageFrame>
  );
}

function MessageItem({ line, mine }: { line: Loaded['messages'][number]; mine: boolean }) {
  const { t } = useTranslation();
  const { author } = line;
  const meta = (
    <span className={s.meta}>
      {mine ? null : <span className={s.author}>{author.nickname}</span>}
      {author.vipLevel > 0 ? <span className={s.vip}>VIP{author.vipLevel}</span> : null}
      <time className={s.time} dateTime={new Date(line.createdAt).toISOString()}>
        {line.time}
      </time>
    </span>
  );
  if (mine) {
    return (
      <li className={s.item.mine} data-testid="chat-message" data-mine="true">
        <span className={s.srOnly}>{t('chat.you')}</span>
        {meta}
        <div className={s.bubble.mine}>
          <p className={s.text}>
            <ChatText text={line.text} />
          </p>
        </div>
      </li>
    );
  }
  return (
    <li className={s.item.theirs} data-testid="chat-message">
      <span className={s.avatar} aria-hidden="true">
        {[...author.nickname][0]?.toUpperCase() ?? '?'}
      </span>
      <div>
        {meta}
        <div className={s.bubble.theirs}>
          <p className={s.text}>
            <ChatText text={line.text} />
          </p>
        </div>
      </div>
    </li>
  );
}

/**
 * The composer: a plain form (without JavaScript it posts and comes back to the room). With JavaScript it
 * posts in the background, checks the text first, sends on Enter (Shift+Enter for a new line) and clears
 * itself once the message is in.
 */
function Composer({ loaded }: { loaded: Loaded }) {
  const { t } = useTranslation();
  const { permission, room, requestId } = loaded;
  const fetcher = useFetcher<typeof chatAction>();
  const actionData = useActionData<typeof chatAction>();
  const result = fetcher.data ?? actionData;
  const [local, setLocal] = useState<string | null>(null);
  const [length, setLength] = useState(0);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const requestRef = useRef<HTMLInputElement>(null);
  /** The text of the post in flight: cleared once it is in, unless the player already typed something else. */
  const pending = useRef<string | null>(null);
  const id = useId();
  const busy = fetcher.state !== 'idle';
  const failed = result && !result.ok ? result : null;
  const error = local ?? failed?.errors.text ?? failed?.errors.form ?? null;

  useEffect(() => {
    if (fetcher.state !== 'idle' || pending.current === null) return;
    const sent = !(fetcher.data && !fetcher.data.ok);
    if (sent) {
      if (textRef.current && textRef.current.value === pending.current) {
        textRef.current.value = '';
        setLength(0);
      }
      // The next message is a new post (the key only repeats for a resend of the same one).
      if (requestRef.current) requestRef.current.value = crypto.randomUUID();
    }
    pending.current = null;
  }, [fetcher.state, fetcher.data]);

  if (!permission.canPost) {
    if (!permission.canRead) return null;
    const reason = permission.reason === 'MUTED' ? 'chat.muted' : permission.reason === 'TRIAL' ? 'chat.trial' : 'chat.readOnly';
    return (
      <p className={s.notice} data-testid="chat-read-only">
        <Icon name="lock" size={16} />
        {t(reason)}
      </p>
    );
  }

  const seconds = failed && 'retryAfter' in failed && typeof failed.retryAfter === 'number' ? failed.retryAfter : 10;
  // Each error counts one thing: the wait, or the length allowed.
  const errorText = error ? t(error, { seconds, max: MAX_CHAT_TEXT, count: error === 'chat.errors.tooFast' ? seconds : MAX_CHAT_TEXT }) : null;
  return (
    <fetcher.Form
      method="post"
      action={`/chat?room=${room.roomId}`}
      className={s.composer}
      id="chat-composer"
      onSubmit={(event) => {
        // One post at a time: Enter while the last one is on its way waits for it.
        if (busy) return event.preventDefault();
        const form = new FormData(event.currentTarget);
        const text = String(form.get('text') ?? '');
        const problem = sendProblem({ roomId: String(form.get('roomId')), text, requestId: String(form.get('requestId')) });
        setLocal(problem);
        if (problem) return event.preventDefault();
        pending.current = text;
      }}
    >
      <input type="hidden" name="roomId" value={room.roomId} />
      <input ref={requestRef} type="hidden" name="requestId" defaultValue={requestId} />
      <label htmlFor={`${id}-text`} className={s.srOnly}>
        {t('chat.composer.label', { room: room.title })}
      </label>
      <div className={s.composerRow}>
        <textarea
          ref={textRef}
          id={`${id}-text`}
          name="text"
          rows={1}
          className={s.textarea}
          placeholder={t('chat.composer.placeholder')}
          maxLength={MAX_CHAT_TEXT * 2}
          defaultValue={failed?.values?.text ?? ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => setLength([...event.currentTarget.value.trim()].length)}
          onKeyDown={(event: KeyboardEvent<HTMLTextAreaElement>) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          data-testid="chat-input"
        />
        <button type="submit" className={`${button.primary} ${s.send}`} disabled={busy} data-testid="chat-send">
          <Icon name="arrowUp" size={16} />
          {t('chat.composer.send')}
        </button>
      </div>
      {errorText ? (
        <p id={`${id}-error`} className={s.error} role="alert" data-testid="chat-error">
          {errorText}
        </p>
      ) : null}
      <div className={s.composerFoot} id={`${id}-hint`}>
        <span>{t('chat.composer.hint')}</span>
        <span className={length > MAX_CHAT_TEXT ? s.counterOver : undefined}>
          {length}/{MAX_CHAT_TEXT}
        </span>
      </div>
    </fetcher.Form>
  );
}
