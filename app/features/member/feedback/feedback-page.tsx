import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { FEEDBACK_CATEGORIES } from '~/platform-client/vocabulary/feedback';
import { Honeypot } from '~/ui/forms/field';
import { useTypedBeforeHydration } from '~/ui/forms/use-typed-before-hydration';
import { Icon } from '~/ui/icons';
import { button } from '~/ui/styles.css';
import { useMemberHref } from '../member-centre-frame';
import { Card, FormNotice, MemberPage } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import { feedbackProblems, MAX_FEEDBACK_TEXT } from './feedback-check';
import type { feedbackAction, feedbackLoader } from './feedback.server';
import * as s from './feedback-page.css';
import { ImageFileInput } from '~/ui/forms/image-file-input';

/** The screenshot's limits, as promotion applications have them: PNG or JPG, at most 5 MB (the server checks its bytes). */
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const STATUS_TONE = { OPEN: 'waiting', REPLIED: 'good', CLOSED: 'neutral' } as const;

function FeedbackForm() {
  const { t } = useTranslation();
  const result = useActionData<typeof feedbackAction>();
  const navigation = useNavigation();
  const href = useMemberHref();
  const ids = useId();
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [length, setLength] = useState<number | null>(null);
  const contentField = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(contentField, (typed) => setLength(typed.length));
  const errors = clientErrors ?? result?.errors ?? {};
  const values = result?.values ?? {};
  const busy = navigation.state === 'submitting';
  const message = (name: string) => (errors[name] ? t(errors[name]!, { max: MAX_FEEDBACK_TEXT, count: MAX_FEEDBACK_TEXT }) : null);

  // The server's rules and the screenshot's size and type before the upload; the server checks again, bytes included.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const found = feedbackProblems({ category: data.get('category'), content: data.get('content') ?? '' });
    const file = data.get('screenshot');
    if (file instanceof File && file.size > 0) {
      if (file.size > MAX_IMAGE_BYTES) found.screenshot = 'feedback.errors.imageTooLarge';
      else if (!['image/png', 'image/jpeg'].includes(file.type)) found.screenshot = 'feedback.errors.imageInvalid';
    }
    if (Object.keys(found).length) {
      event.preventDefault();
      setClientErrors(found);
      event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
    } else setClientErrors(null);
  };

  const categoryError = message('category');
  const contentError = message('content');
  const screenshotError = message('screenshot');
  return (
    <Card
      title={
        <>
          <Icon name="chat" /> {t('feedback.form.title')}
        </>
      }
      testId="feedback-form"
    >
      {errors.form ? <FormNotice tone="error">{t(errors.form)}</FormNotice> : null}
      <Form method="post" action={href('/member/feedback')} encType="multipart/form-data" className={s.form} onSubmit={onSubmit} noValidate>
        <Honeypot />
        <fieldset className={s.fieldset} aria-describedby={categoryError ? `${ids}-category-error` : undefined}>
          <legend className={s.labelText}>{t('feedback.form.category')} *</legend>
          <div className={s.categories}>
            {FEEDBACK_CATEGORIES.map((c) => (
              <label key={c} className={s.category}>
                <input type="radio" name="category" value={c} defaultChecked={values.category === c} required />
                {t(`feedback.categories.${c}`)}
              </label>
            ))}
          </div>
          {categoryError ? (
            <p id={`${ids}-category-error`} className={s.fieldError} role="alert">
              {categoryError}
            </p>
          ) : null}
        </fieldset>
        <div className={s.stack}>
          <label htmlFor={`${ids}-content`} className={s.labelText}>
            {t('feedback.form.content')} *
          </label>
          <textarea
            id={`${ids}-content`}
            ref={contentField}
            name="content"
            className={s.textarea}
            maxLength={MAX_FEEDBACK_TEXT}
            required
            defaultValue={values.content}
            placeholder={t('feedback.form.placeholder')}
            aria-invalid={contentError ? true : undefined}
            aria-describedby={`${ids}-content-count${contentError ? ` ${ids}-content-error` : ''}`}
            onChange={(e) => setLength(e.currentTarget.value.length)}
          />
          <span id={`${ids}-content-count`} className={s.counter}>
            {t('feedback.form.count', { length: length ?? values.content?.length ?? 0, max: MAX_FEEDBACK_TEXT })}
          </span>
          {contentError ? (
            <p id={`${ids}-content-error`} className={s.fieldError} role="alert">
              {contentError}
            </p>
          ) : null}
        </div>
        <div className={s.stack}>
          <label htmlFor={`${ids}-screenshot`} className={s.labelText}>
            {t('feedback.form.screenshot')}
          </label>
          <ImageFileInput
            id={`${ids}-screenshot`}
            name="screenshot"
            className={s.file}
            aria-invalid={screenshotError ? true : undefined}
            aria-describedby={screenshotError ? `${ids}-screenshot-error` : `${ids}-screenshot-hint`}
          />
          {screenshotError ? (
            <p id={`${ids}-screenshot-error`} className={s.fieldError} role="alert">
              {screenshotError}
            </p>
          ) : (
            <p id={`${ids}-screenshot-hint`} className={u.muted}>
              {t('feedback.form.screenshotHint')}
            </p>
          )}
        </div>
        <button type="submit" className={`${button.primary} ${s.submit}`} disabled={busy}>
          {busy ? t('feedback.form.sending') : t('feedback.form.submit')}
        </button>
      </Form>
    </Card>
  );
}

/** Feedback: tell the operator something (with a screenshot), and read their replies to what was sent before. */
export function FeedbackPage() {
  const data = useLoaderData<typeof feedbackLoader>();
  const { t } = useTranslation();
  const href = useMemberHref();
  const pageHref = (page: number) => href(`/member/feedback?page=${page}`);
  return (
    <MemberPage title={t('member.pages.feedback')} lead={t('feedback.lead')}>
      {data.sent ? <FormNotice tone="success">{t('feedback.sent', { id: data.sent })}</FormNotice> : null}
      <FeedbackForm />
      <Card
        title={
          <>
            <Icon name="mail" /> {t('feedback.history.title')}
          </>
        }
        testId="feedback-history"
      >
        {data.items.length === 0 ? (
          <p className={u.empty}>{t('feedback.history.empty')}</p>
        ) : (
          <ol className={s.list}>
            {data.items.map((f) => (
              <li
                key={f.id}
                id={`feedback-${f.id}`}
                className={f.id === data.sent ? `${s.item} ${s.itemNew}` : s.item}
                data-testid="feedback-item"
                data-feedback-id={f.id}
              >
                <div className={s.itemHead}>
                  <div className={s.itemMeta}>
                    <span className={s.chip}>{t(`feedback.categories.${f.category}`)}</span>
                    <span>#{f.id}</span>
                    <time>{f.time}</time>
                    {f.hasImage ? (
                      <span className={s.chip}>
                        <Icon name="check" size={12} /> {t('feedback.history.screenshot')}
                      </span>
                    ) : null}
                  </div>
                  <span className={u.status[STATUS_TONE[f.status]]}>{t(`feedback.status.${f.status}`)}</span>
                </div>
                <p className={s.content}>{f.content}</p>
                {f.replies.map((r, i) => (
                  <div key={i} className={s.reply} data-testid="feedback-reply">
                    <span className={s.replyHead}>
                      <Icon name="headset" size={14} /> {t('feedback.history.support')} · <time>{r.time}</time>
                    </span>
                    <p className={s.content}>{r.body}</p>
                  </div>
                ))}
              </li>
            ))}
          </ol>
        )}
        {data.totalPages > 1 ? (
          <nav className={s.pager} aria-label={t('feedback.history.pages')}>
            {data.page > 1 ? (
              <Link to={pageHref(data.page - 1)} className={button.outline}>
                {t('feedback.history.newer')}
              </Link>
            ) : (
              <span />
            )}
            <span>{t('feedback.history.page', { page: data.page, total: data.totalPages })}</span>
            {data.page < data.totalPages ? (
              <Link to={pageHref(data.page + 1)} className={button.outline}>
                {t('feedback.history.older')}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </Card>
    </MemberPage>
  );
}
