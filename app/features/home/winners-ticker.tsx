import { Link } from '@remix-run/react';
import { startTransition, useRef, useState } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import type { WinnerView } from '~/features/content/views';
import type { AmountShape } from '~/lib/amount-shape';
import { formatAmount } from '~/lib/format';
import { gameHref } from '~/features/games/game-grid';
import { FallbackImage } from '~/features/games/fallback-image';
import * as s from './winners-ticker.css';
import { SectionUnavailable } from '~/ui/section-unavailable';
import { useMotionGate } from '~/ui/motion/use-motion-gate';
import { HomeIcon, Medal } from './home-icons';

function WinnerRow({
  winner,
  place,
  language,
  currency,
  defaultIcon,
  hidden,
  shape,
}: {
  winner: WinnerView;
  place: number;
  language: string;
  currency: string;
  defaultIcon: string;
  hidden?: boolean;
  shape: AmountShape;
}) {
  const { t } = useTranslation();
  return (
    <Link
      to={gameHref(winner)}
      className={s.row}
      prefetch="none"
      tabIndex={hidden ? -1 : undefined}
      aria-hidden={hidden || undefined}
      // Named by what it shows (speech control users say what they see); the sentence is its description.
      title={
        hidden ? undefined : t('home.winnerLabel', { name: winner.name, amount: formatAmount(winner.amount, language, currency, shape), game: winner.game })
      }
    >
      {place < 3 ? (
        <span className={s.medal} data-medal={place + 1}>
          <Medal place={place as 0 | 1 | 2} />
        </span>
      ) : (
        <span className={s.rank}>{place + 1}</span>
      )}
      <FallbackImage src={winner.icon} fallback={defaultIcon} alt="" className={s.icon} width={40} height={40} />
      <span className={s.who}>
        <span className={s.name}>{winner.name}</span>
        <span className={s.game}>{winner.game}</span>
      </span>
      <span className={s.amount}>{formatAmount(winner.amount, language, currency, shape)}</span>
    </Link>
  );
}

/** Recent big wins: the top three on a podium with medals, the rest rolling; a click opens the game. */
export function WinnersTicker({
  winners,
  unavailable,
  language,
  currency,
  defaultIcon,
  shape,
}: {
  winners: WinnerView[];
  unavailable: boolean;
  language: string;
  currency: string;
  defaultIcon: string;
  /** How `currency` is written in `language` (the page's `amountShapeOf`). */
  shape: AmountShape;
}) {
  const { t } = useTranslation();
  const root = useRef<HTMLElement>(null);
  // The second copy only matters once the roll moves: the served page and hydration stay smaller. It is
  // drawn as a transition, which React renders in slices that yield to a tap instead of in one long task.
  const [looping, setLooping] = useState(false);
  useMotionGate(root, (running) => running && startTransition(() => setLooping(true)));
  const podium = winners.slice(0, 3);
  const rest = winners.slice(3);
  return (
    <section ref={root} className={s.root} aria-labelledby="winners-title" data-testid="winners">
      <div className={s.head}>
        <h2 id="winners-title" className={s.heading}>
          <HomeIcon name="trophy" />
          {t('home.recentWinners')}
        </h2>
        <Link to="/winners" className={s.seeAll} data-testid="winners-see-all">
          {t('home.seeAllWinners')}
        </Link>
      </div>
      {unavailable ? <SectionUnavailable testId="winners-unavailable" /> : winners.length === 0 ? <p className={s.empty}>{t('home.noWinners')}</p> : null}
      <ol className={s.podium}>
        {podium.map((w, i) => (
          <li key={`${w.name}-${i}`}>
            <WinnerRow winner={w} place={i} language={language} currency={currency} defaultIcon={defaultIcon} shape={shape} />
          </li>
        ))}
      </ol>
      {rest.length ? (
        <div className={s.viewport}>
          {/* The list twice, so the roll loops seamlessly; the copy is hidden from assistive tech. */}
          <ol className={s.rolling} start={4}>
            {rest.map((w, i) => (
              <li key={`a-${i}`}>
                <WinnerRow winner={w} place={i + 3} language={language} currency={currency} defaultIcon={defaultIcon} shape={shape} />
              </li>
            ))}
            {looping &&
              rest.map((w, i) => (
                <li key={`b-${i}`} aria-hidden="true">
                  <WinnerRow winner={w} place={i + 3} language={language} currency={currency} defaultIcon={defaultIcon} shape={shape} hidden />
                </li>
              ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
