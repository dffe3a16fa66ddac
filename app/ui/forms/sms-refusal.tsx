import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { Modal } from '../modal/modal';
import { useModals } from '../modal/modal-context';
import { button } from '../styles.css';
import * as f from './field.css';
import * as s from './sms-refusal.css';

const NAME = 'sms-refusal';

/**
 * Why a code was not sent, in a warning dialog the player confirms: Escape or the button closes it and
 * focus goes back to the button that asked for the code. Before the page's script runs (or without it)
 * the same words stand in the form. `answer` is the form's result: each new one opens the dialog again.
 */
export function SmsRefusal({ message, answer }: { message: string | null; answer: unknown }) {
  const { t } = useTranslation();
  const { open, close } = useModals();
  const [alive, setAlive] = useState(false);
  useEffect(() => setAlive(true), []);
  useEffect(() => {
    if (alive && message) open(NAME);
  }, [alive, message, answer, open]);
  return (
    <>
      {!alive && message ? (
        <p className={f.error} role="alert" data-testid="sms-refusal-inline">
          {message}
        </p>
      ) : null}
      {alive ? (
        <Modal name={NAME} title={t('auth.refusals.title')} width={420} pinPage={false}>
          <div className={s.body} data-testid="sms-refusal">
            <p className={s.message} role="alert">
              <svg className={s.sign} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
                <path d="M12 3 2 21h20L12 3Z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
                <path d="M12 10v5M12 18v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span>{message}</span>
            </p>
            <button type="button" className={button.primary} onClick={() => close(NAME)}>
              {t('auth.refusals.ok')}
            </button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
