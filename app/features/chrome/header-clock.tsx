import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import * as s from './header-clock.css';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * `dd/MM/yyyy HH:mm:ss` in the visitor's own time zone. Plain `Date` getters: this one fixed format
 * does not need a date library in every page's JavaScript (luxon was a fifth of the chrome's bundle).
 */
export function clockText(date: Date): string {
  return `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;
}

/**
 * The header clock, in the visitor's own time zone. The server and the first browser
 * render show an empty slot of the same width, so the seconds never cause a hydration mismatch.
 */
export function HeaderClock() {
  const { t } = useTranslation();
  const [now, setNow] = useState<string | null>(null);
  useEffect(() => {
    const tick = () => setNow(clockText(new Date()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time className={s.clock} aria-label={t('header.clock')} data-testid="header-clock" suppressHydrationWarning>
      {now ?? ''}
    </time>
  );
}
