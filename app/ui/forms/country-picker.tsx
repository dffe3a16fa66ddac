import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { Flag } from './flag';
import * as s from './country-picker.css';

export type Country = { countryCode: string; countryDialingCode: string };

/** the list closes this long after focus leaves, so a click on an option still lands. */
export const CLOSE_AFTER_BLUR_MS = 200;
const TYPE_AHEAD_RESET_MS = 700;

function regionNames(language: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    return null;
  }
}

/**
 * Dialling-code picker. The server and the first browser render are the native `<select>`, which
 * posts `countryDialingCode` with or without JavaScript. After mount the select stays as the form's
 * value (visually hidden, out of the tab order) and a read-only combobox with flags drives it.
 */
export function CountryPicker({ countries, defaultValue, label }: { countries: Country[]; defaultValue?: string; label: string }) {
  const { i18n } = useTranslation();
  const [enhanced, setEnhanced] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  const [value, setValue] = useState(defaultValue ?? countries[0]?.countryDialingCode ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<number>();
  const typed = useRef({ text: '', at: 0 });
  const list = useRef<HTMLUListElement>(null);
  const id = useId();
  const names = useMemo(() => (enhanced ? regionNames(i18n.language) : null), [enhanced, i18n.language]);

  useEffect(() => {
    // A choice made on the native select before hydration carries over.
    if (select.current?.value) setValue(select.current.value);
    setEnhanced(true);
    return () => window.clearTimeout(closeTimer.current);
  }, []);

  useEffect(() => {
    if (!open) return;
    list.current?.querySelector<HTMLElement>(`[data-index="${active}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const selectedIndex = Math.max(
    0,
    countries.findIndex((c) => c.countryDialingCode === value),
  );
  const current = countries[selectedIndex];

  const show = (at = selectedIndex) => {
    setActive(at);
    setOpen(true);
  };
  const choose = (index: number) => {
    const country = countries[index];
    if (!country) return;
    setValue(country.countryDialingCode);
    if (select.current && select.current.value !== country.countryDialingCode) {
      select.current.value = country.countryDialingCode;
      select.current.dispatchEvent(new Event('change', { bubbles: true }));
    }
    setOpen(false);
  };

  const typeAhead = (key: string) => {
    const now = Date.now();
    const text = (now - typed.current.at > TYPE_AHEAD_RESET_MS ? '' : typed.current.text) + key.toLowerCase();
    typed.current = { text, at: now };
    const match = countries.findIndex((c) =>
      /^\d+$/.test(text)
        ? c.countryDialingCode.startsWith(text)
        : c.countryCode.toLowerCase().startsWith(text) || (names?.of(c.countryCode) ?? '').toLowerCase().startsWith(text),
    );
    if (match < 0) return;
    if (open) setActive(match);
    else choose(match);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = countries.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) show();
        else setActive((i) => Math.min(last, i + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) show();
        else setActive((i) => Math.max(0, i - 1));
        break;
      case 'Home':
      case 'End':
        if (!open) break;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : last);
        break;
      case 'Enter':
      case ' ':
        // Never submit the form from here: Enter picks or opens.
        event.preventDefault();
        if (open) choose(active);
        else show();
        break;
      case 'Escape':
        if (open) {
          // Only the list closes, not a dialog around the form.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
        }
        break;
      default:
        if (event.key.length === 1 && /[\p{L}\d]/u.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) typeAhead(event.key);
    }
  };

  const options = countries.map((c) => (
    <option key={c.countryCode} value={c.countryDialingCode}>
      {c.countryCode} +{c.countryDialingCode}
    </option>
  ));

  return (
    <div className={s.wrap}>
      <label className={enhanced ? 'sr-only' : s.countryLabel}>
        <span className="sr-only">{label}</span>
        <select
          ref={select}
          name="countryDialingCode"
          className={enhanced ? s.carrier : s.country}
          defaultValue={defaultValue || countries[0]?.countryDialingCode}
          tabIndex={enhanced ? -1 : undefined}
          aria-hidden={enhanced || undefined}
          onChange={(event) => setValue(event.target.value)}
        >
          {options}
        </select>
      </label>
      {enhanced ? (
        <div
          className={s.picker}
          data-open={open || undefined}
          onFocus={() => window.clearTimeout(closeTimer.current)}
          onBlur={() => {
            window.clearTimeout(closeTimer.current);
            closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_AFTER_BLUR_MS);
          }}
        >
          <span className={s.flagSlot}>{current ? <Flag code={current.countryCode} /> : null}</span>
          <input
            readOnly
            role="combobox"
            aria-label={label}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-controls={`${id}-list`}
            aria-activedescendant={open ? `${id}-${active}` : undefined}
            value={value ? `+${value}` : ''}
            className={s.field}
            data-testid="country-picker"
            onClick={() => (open ? setOpen(false) : show())}
            onKeyDown={onKeyDown}
          />
          <svg className={s.chevron} viewBox="0 0 12 12" width={12} height={12} aria-hidden="true">
            <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {/* tabIndex -1: Chrome puts scrollable boxes in the Tab order, and Tab must leave the picker. */}
          <ul ref={list} id={`${id}-list`} role="listbox" aria-label={label} className={s.list} hidden={!open} tabIndex={-1}>
            {countries.map((c, index) => (
              <li
                key={c.countryCode}
                id={`${id}-${index}`}
                data-index={index}
                role="option"
                aria-selected={c.countryDialingCode === value}
                data-active={index === active || undefined}
                className={s.option}
                // Keeps focus on the field, so the blur timer never races the click.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(index)}
              >
                <Flag code={c.countryCode} />
                <span className={s.optionName}>{names?.of(c.countryCode) ?? c.countryCode}</span>
                <span className={s.optionCode}>+{c.countryDialingCode}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
