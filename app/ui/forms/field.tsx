import type { InputHTMLAttributes, ReactNode } from 'react';
import * as s from './field.css';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  addon?: ReactNode;
};

/** A labelled input with its error announced to assistive technology. */
export function Field({ name, label, error, hint, addon, id, ...input }: FieldProps) {
  const inputId = id ?? `field-${name}`;
  const errorId = `${inputId}-error`;
  return (
    <div className={s.field}>
      <label htmlFor={inputId} className={input.required ? `${s.label} ${s.required}` : s.label}>
        {label}
      </label>
      <div className={s.row}>
        <input
          id={inputId}
          name={name}
          className={s.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {addon}
      </div>
      {hint && !error ? <p className={s.hint}>{hint}</p> : null}
      {error ? (
        <p id={errorId} className={s.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

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
