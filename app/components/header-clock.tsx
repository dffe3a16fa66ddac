import { DateTime } from 'luxon';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as s from './header-clock.css';

export const CLOCK_FORMAT = 'dd/MM/yyyy HH:mm:ss';

/**
 * The header clock (site-spec §2), in the visitor's own time zone. The server and the first browser
 * render show an empty slot of the same width, so the seconds never cause a hydration mismatch.
 */
export function HeaderClock() {
  const { t } = useTranslation();
  const [now, setNow] = useState<string | null>(null);
  useEffect(() => {
    const tick = () => setNow(DateTime.now().toFormat(CLOCK_FORMAT));
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
