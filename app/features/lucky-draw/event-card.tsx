import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import * as u from '~/ui/centre/centre.css';
import { formatMinor } from '~/lib/money';
import { PlayStage } from './play-stage';
import { usePrizeText } from './prize-text';
import { useDrawOutcome, useLuckyDraw } from './use-lucky-draw';
import * as s from './lucky-draw.css';

type Event = NonNullable<ReturnType<typeof useLuckyDraw>['events']>[number];

/** One event: its play area, window, prizes and odds, the player's tickets, and the play button. */
export function EventCard({ event }: { event: Event }) {
  const { t } = useTranslation();
  const data = useLuckyDraw();
  const outcome = useDrawOutcome();
  const navigation = useNavigation();
  const text = usePrizeText();
  const won = outcome?.ok && outcome.eventId === event.id ? outcome.result : null;
  const running = event.status === 'RUNNING';
  const busy = navigation.state !== 'idle' && navigation.formData?.get('eventId') === String(event.id);
  const cash = (minor: number) => (data.money ? `${data.money.symbol} ${formatMinor(minor, data.money.exponent, data.language)}` : '');
  const tickets = won ? won.ticketsLeft : event.tickets;
  const titleId = `event-${event.id}-title`;
  return (
    <li className={s.card} aria-labelledby={titleId} data-testid={`event-${event.kind}`} data-event-id={event.id}>
      <div className={s.cardHead}>
        <h2 id={titleId} className={s.cardTitle}>
          {t(`luckyDraw.kinds.${event.kind}`)}
        </h2>
        <span className={running ? u.status.good : u.status.waiting}>{t(running ? 'luckyDraw.status.running' : 'luckyDraw.status.upcoming')}</span>
      </div>
      <p className={s.window}>{t('luckyDraw.window', { starts: event.starts, ends: event.ends })}</p>
      <PlayStage kind={event.kind} prizes={event.prizes} won={won} />
      {tickets !== null ? (
        <p className={s.tickets}>
          <span className={s.ticketCount} data-testid="tickets">
            {tickets}
          </span>
          {t('luckyDraw.tickets')}
        </p>
      ) : null}
      {event.today && event.today.nextTicketInMinor !== null ? (
        <p className={s.hint}>{t('luckyDraw.nextTicket', { amount: cash(event.today.nextTicketInMinor) })}</p>
      ) : event.today ? (
        <p className={s.hint}>{t('luckyDraw.capReached', { n: event.today.cap, count: event.today.cap })}</p>
      ) : null}
      {data.viewer === 'member' && running ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="draw" />
          <input type="hidden" name="eventId" value={event.id} />
          <input type="hidden" name="requestId" value={data.requestId} />
          <button type="submit" className={s.playButton} disabled={busy || tickets === 0} data-testid="play">
            {t(busy ? 'luckyDraw.playing' : `luckyDraw.play.${event.kind}`)}
          </button>
        </Form>
      ) : null}
      {data.viewer === 'member' && running && tickets === 0 ? <p className={s.hint}>{t('luckyDraw.noTickets')}</p> : null}
      {!running ? <p className={s.hint}>{t('luckyDraw.startsSoon', { time: event.starts })}</p> : null}
      <div>
        <h3 className={u.muted}>{t('luckyDraw.prizes')}</h3>
        <ul className={s.prizes}>
          {event.prizes.map((p) => (
            <li key={p.id} className={s.prize}>
              {text(p)}
              <span className={s.chance}>{(p.chanceBp / 100).toFixed(p.chanceBp % 100 ? 1 : 0)}%</span>
            </li>
          ))}
        </ul>
      </div>
      <p className={s.hint}>
        {t('luckyDraw.rules', { amount: cash(event.rules.validBetPerTicketMinor), deposit: event.rules.ticketsPerDeposit, cap: event.rules.dailyTicketCap })}
      </p>
    </li>
  );
}
