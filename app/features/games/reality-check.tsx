import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import { formatMinor } from '~/lib/money';
import { Modal, useModals } from '~/ui/modal';
import { button } from '~/ui/styles.css';
import type { PlaySessionResult } from './play-session.server';
import * as s from './reality-check.css';

const NAME = 'reality-check';
type Shown = { minutes: number; net: string };

async function readSession(): Promise<PlaySessionResult> {
  try {
    const res = await fetch('/resources/play-session', { headers: { Accept: 'application/json' } });
    return res.ok ? ((await res.json()) as PlaySessionResult) : { ok: false };
  } catch {
    return { ok: false };
  }
}

/**
 * The reality check on a game page: every N minutes of the player's choosing, a dialog with the time
 * played and the net result this session (from the platform), "continue" or "stop playing". Escape,
 * like the backdrop, means continue; the modal keeps the focus inside and hands it back.
 */
export function RealityCheck({ lobbyHref }: { lobbyHref: string }) {
  const { t, i18n } = useTranslation();
  const { open, close } = useModals();
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    let timer = 0;
    let stopped = false;
    const schedule = (session: PlaySessionResult) => {
      if (stopped || !session.ok || session.realityCheckMinutes === 0) return;
      timer = window.setTimeout(async () => {
        const now = await readSession();
        if (stopped || !now.ok) return;
        const sign = now.netMinor < 0 ? '−' : now.netMinor > 0 ? '+' : '';
        setShown({
          minutes: now.minutesPlayed,
          net: `${sign}${formatMinor(Math.abs(now.netMinor), now.exponent, i18n.language.toUpperCase())} ${now.currency}`,
        });
        open(NAME);
        schedule(now);
      }, session.realityCheckMinutes * session.minuteMs);
    };
    void readSession().then(schedule);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [open, i18n.language]);

  return (
    <Modal name={NAME} title={t('rg.reality.dialogTitle')} width={420}>
      {shown ? (
        <div className={s.body} data-testid="reality-check">
          <p className={s.text}>{t('rg.reality.dialogText', { minutes: shown.minutes, count: shown.minutes })}</p>
          <p className={s.net}>{t('rg.reality.dialogNet', { net: shown.net })}</p>
          <div className={s.actions}>
            <button type="button" className={button.primary} onClick={() => close(NAME)}>
              {t('rg.reality.continue')}
            </button>
            <Link to={lobbyHref} className={button.outline} onClick={() => close(NAME)}>
              {t('rg.reality.stop')}
            </Link>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
