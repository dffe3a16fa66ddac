import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { IMAGE_FILE_TYPES, imageFileProblem } from '~/ui/forms/image-file-check';
import { useTypedBeforeHydration } from '~/ui/forms/use-typed-before-hydration';
import { button } from '~/ui/styles.css';
import * as u from '~/ui/centre/centre.css';
import * as s from './promotions.css';

const MAX_COMMENT = 140;
const MAX_IMAGES = 3;
/** The shared check's findings in this form's own words ('dimensions' in the words every image form shares). */
const PROBLEM_KEYS = { type: 'promotions.apply.errors.invalid', size: 'promotions.apply.errors.tooLarge', dimensions: 'member.upload.dimensions' } as const;

type Picked = { file: File; url: string };

const dataUrlOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * The activity application: a comment (at most 140 characters, counted as typed) and up to three PNG or
 * JPEG images of at most 5 MB, previewed before sending. A plain multipart form, so it works before the
 * script loads (the server checks the same rules); the script adds the counter, the previews, removal and
 * the checks as files are picked. After a refusal it comes back with the comment as it was sent (`typed`).
 */
export function ApplyForm({
  promotionId,
  requestId,
  serverError,
  typed = '',
}: {
  promotionId: number;
  requestId: string;
  serverError: string | null;
  typed?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formEncType === 'multipart/form-data';
  const [comment, setComment] = useState(typed);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const commentField = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(commentField, setComment);
  const ids = useId();
  const length = [...comment].length;

  // The input carries exactly the files shown, so removing a preview removes it from what is sent.
  useEffect(() => {
    if (!input.current || typeof DataTransfer === 'undefined') return;
    const transfer = new DataTransfer();
    for (const p of picked) transfer.items.add(p.file);
    input.current.files = transfer.files;
  }, [picked]);
  function remove(p: Picked) {
    setPicked((now) => now.filter((x) => x !== p));
    setFileError(null);
  }

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])].filter((f) => !picked.some((p) => p.file === f));
    let error: string | null = null;
    const next = [...picked];
    for (const file of chosen) {
      const problem = await imageFileProblem(file);
      if (problem) error = t(PROBLEM_KEYS[problem]);
      else if (next.length >= MAX_IMAGES) error = t('promotions.apply.errors.tooMany');
      // A data: URL, not a blob: one: the page's Content-Security-Policy allows data: images only.
      else next.push({ file, url: await dataUrlOf(file) });
    }
    setFileError(error);
    setPicked(next);
  }

  const commentError = length > MAX_COMMENT ? t('promotions.apply.errors.comment') : null;
  return (
    <Form method="post" encType="multipart/form-data" className={u.formGrid} data-testid="apply-form" replace>
      <input type="hidden" name="id" value={promotionId} />
      <input type="hidden" name="requestId" value={requestId} />
      <div className={u.formGrid} style={{ gap: 6 }}>
        <label htmlFor={`${ids}-comment`} className={u.inlineLabel}>
          {t('promotions.apply.comment')}
        </label>
        <textarea
          id={`${ids}-comment`}
          name="comment"
          className={s.textarea}
          required
          maxLength={MAX_COMMENT * 2}
          ref={commentField}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={`${ids}-counter`}
          placeholder={t('promotions.apply.commentHint')}
        />
        <span id={`${ids}-counter`} className={length > MAX_COMMENT ? s.counterOver : s.counter} aria-live="polite">
          {t('promotions.apply.counter', { n: length, max: MAX_COMMENT })}
        </span>
        {commentError ? (
          <p className={u.notice.error} role="alert">
            {commentError}
          </p>
        ) : null}
      </div>
      <label className={s.drop} htmlFor={`${ids}-images`}>
        <strong>{t('promotions.apply.images')}</strong>
        <span>{t('promotions.apply.imagesHint', { max: MAX_IMAGES, count: MAX_IMAGES })}</span>
        <input
          ref={input}
          id={`${ids}-images`}
          type="file"
          name="images"
          accept={IMAGE_FILE_TYPES}
          multiple
          className={s.fileInput}
          onChange={(e) => void onPick(e)}
          data-testid="apply-images"
        />
      </label>
      {fileError ? (
        <p className={u.notice.error} role="alert" data-testid="apply-file-error">
          {fileError}
        </p>
      ) : null}
      {picked.length ? (
        <ul className={s.previews} aria-label={t('promotions.apply.previews')}>
          {picked.map((p, i) => (
            <li key={`${p.file.name}-${i}`} className={s.preview}>
              <img src={p.url} alt={t('promotions.apply.preview', { n: i + 1 })} className={s.previewImage} data-testid="apply-preview" />
              <button type="button" className={s.previewRemove} aria-label={t('promotions.apply.remove', { n: i + 1 })} onClick={() => remove(p)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {serverError ? (
        <p className={u.notice.error} role="alert" data-testid="apply-error">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className={button.primary} disabled={busy || Boolean(commentError)} aria-busy={busy} data-testid="apply-submit">
        {busy ? t('promotions.actions.sending') : t('promotions.apply.submit')}
      </button>
    </Form>
  );
}
