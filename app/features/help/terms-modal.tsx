import { useFetcher } from '@remix-run/react';
import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { Modal, useModals } from '~/ui/modal';
import { button } from '~/ui/styles.css';
import type { HelpTerms } from './help-page.server';
import * as s from './terms-modal.css';
import { prose } from './help-prose.css';

const TERMS_MODAL = 'terms';
const TERMS_URL = '/help#term';
/** One fetcher shared by the link and the modal, so the terms load once per page. */
const FETCHER_KEY = 'help-terms';

/**
 * The Terms link of a form. Without script it opens the help centre's terms in a new tab (the form
 * stays as typed); with script it opens them in a modal over the form.
 */
export function TermsLink({ children }: { children: ReactNode }) {
  const modals = useModals();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab, new window) keeps the browser's meaning.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    modals.open(TERMS_MODAL);
  };
  return (
    <a href={TERMS_URL} target="_blank" rel="noopener" onClick={onClick} aria-haspopup="dialog" data-testid="terms-link">
      {children}
    </a>
  );
}

/** The terms in a dialog, loaded the first time it opens. Render it once, outside the form's labels. */
export function TermsModal() {
  const { t } = useTranslation();
  const modals = useModals();
  const fetcher = useFetcher<HelpTerms>({ key: FETCHER_KEY });
  const open = modals.isOpen(TERMS_MODAL);
  const { load, state, data } = fetcher;
  useEffect(() => {
    // A failed load (no data) tries again on the next opening.
    if (open && state === 'idle' && !data?.terms) load('/resources/help-terms');
  }, [open, state, data, load]);
  const terms = data?.terms ?? null;
  return (
    <Modal name={TERMS_MODAL} title={terms?.title ?? t('help.termsTitle')} width={720}>
      <div className={s.body} data-testid="terms-modal">
        {terms ? (
          <>
            <div className={prose} dangerouslySetInnerHTML={{ __html: terms.html }} />
            {terms.articles.map((article) => (
              <section key={article.anchor} className={s.article} aria-label={article.title}>
                <h3 className={s.articleTitle}>{article.title}</h3>
                <div className={prose} dangerouslySetInnerHTML={{ __html: article.html }} />
              </section>
            ))}
          </>
        ) : data && state === 'idle' ? (
          <p className={s.message} role="status">
            {t(data.unavailable ? 'help.termsUnavailable' : 'help.termsMissing')}
          </p>
        ) : (
          <p className={s.message} role="status" aria-busy="true">
            <span className={s.spinner} aria-hidden="true" />
            {t('help.loading')}
          </p>
        )}
      </div>
      <div className={s.actions}>
        <a href={TERMS_URL} target="_blank" rel="noopener" className={button.outline}>
          {t('help.openInHelpCentre')}
        </a>
        <button type="button" className={button.primary} onClick={() => modals.close(TERMS_MODAL)}>
          {t('help.termsDone')}
        </button>
      </div>
    </Modal>
  );
}
