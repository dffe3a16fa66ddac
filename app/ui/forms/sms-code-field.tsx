import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { Field } from './field';
import * as s from './sms-code-field.css';
import { SmsRefusal } from './sms-refusal';

/**
 * The SMS code input with its "Send code" button. Sending is a form submit (works without
 * JavaScript); with it, the button counts down from what the server computed and stays disabled.
 */
export function SmsCodeField({
  error,
  sentSeconds,
  name = 'verificationCode',
  sendIntent = 'sendCode',
  refusal = null,
  answer,
}: {
  error: string | null;
  sentSeconds?: number;
  name?: string;
  sendIntent?: string;
  /** Why the last send failed, in the player's language (the warning dialog). */
  refusal?: string | null;
  /** The form's result the refusal came with: a new one opens the dialog again. */
  answer?: unknown;
}) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(sentSeconds ?? 0);
  useEffect(() => {
    setLeft(sentSeconds ?? 0);
    if (!sentSeconds) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, sentSeconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [sentSeconds]);
  return (
    <>
      <SmsRefusal message={refusal} answer={answer} />
      <Field
        name={name}
        label={t('auth.smsCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        maxLength={8}
        error={error}
        hint={sentSeconds ? t('register.codeSent') : undefined}
        addon={
          <button type="submit" name="intent" value={sendIntent} formNoValidate className={s.send} disabled={left > 0} aria-live="polite">
            {left > 0 ? t('auth.resendIn', { seconds: left }) : t('auth.sendCode')}
          </button>
        }
      />
    </>
  );
}
