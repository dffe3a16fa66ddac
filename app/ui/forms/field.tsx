import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import * as s from './field.css';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  addon?: ReactNode;
};

/**
 * A labelled input with its hint and error announced to assistive technology. Ids are unique per
 * field, so two forms on one page may both have, say, a `paymentPassword`.
 */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ name, label, error, hint, addon, id, ...input }, ref) {
  const generated = useId();
  const inputId = id ?? `field-${name}${generated}`;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  return (
    <div className={s.field}>
      <label htmlFor={inputId} className={input.required ? `${s.label} ${s.required}` : s.label}>
        {label}
      </label>
      <div className={s.row}>
        <input
          ref={ref}
          id={inputId}
          name={name}
          className={s.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hint ? hintId : undefined}
          {...input}
        />
        {addon}
      </div>
      {hint && !error ? (
        <p id={hintId} className={s.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={s.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});

/** Bots fill every field; people never see this one. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className={s.honeypot}>
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
