import type { CSSProperties } from 'react';
import type { LuckyEvent, LuckyKind, LuckyPrize } from '~/platform-client/schemas/lucky-draws';
import { usePrizeLabel, usePrizeText } from './prize-text';
import * as s from './lucky-draw.css';

type Won = { prize: LuckyPrize; prizeIndex: number } | null;

/** Whole turns the wheel makes before it stops on the prize's segment under the pointer. */
const TURNS = 5;

/** The wheel: one segment per prize; after a draw it turns to land the prize under the pointer. */
function Wheel({ prizes, won }: { prizes: LuckyEvent['prizes']; won: Won }) {
  const label = usePrizeLabel();
  const step = 360 / Math.max(1, prizes.length);
  const stop = won ? TURNS * 360 + (360 - won.prizeIndex * step) : 0;
  const style = {
    '--lucky-turn': `${stop}deg`,
    background: `repeating-conic-gradient(from ${-step / 2}deg, var(--wl-color-primary) 0 ${step}deg, var(--wl-color-accent) ${step}deg ${step * 2}deg)`,
  } as CSSProperties;
  return (
    <div className={s.stage} aria-hidden="true">
      <span className={s.pointer} />
      <div className={`${s.wheel} ${won ? s.wheelSpun : ''}`} style={style} data-testid="wheel">
        {prizes.map((p, i) => (
          <span key={p.id} className={s.wheelLabel} style={{ transform: `rotate(${i * step - 90}deg)` }}>
            {label(p)}
          </span>
        ))}
      </div>
      <span className={s.wheelHub} />
    </div>
  );
}

/** The envelope opens and the prize rises out of it; the egg shakes, cracks and the prize bursts out. */
function Envelope({ won }: { won: Won }) {
  const text = usePrizeText();
  return (
    <div className={s.stage} aria-hidden="true">
      <div className={`${s.envelope} ${won ? s.envelopeOpen : ''}`}>
        <span className={s.envelopeFlap} />
        <span className={s.envelopeSeal} />
      </div>
      {won ? <span className={`${s.prizeBurst} ${s.prizeRise}`}>{text(won.prize)}</span> : null}
    </div>
  );
}

function Egg({ won }: { won: Won }) {
  const text = usePrizeText();
  return (
    <div className={s.stage} aria-hidden="true">
      <div className={`${s.egg} ${won ? s.eggSmashed : ''}`} />
      {won ? <span className={s.prizeBurst}>{text(won.prize)}</span> : null}
    </div>
  );
}

/** The kind's play area; decorative (the prize is announced in the page's live region). */
export function PlayStage({ kind, prizes, won }: { kind: LuckyKind; prizes: LuckyEvent['prizes']; won: Won }) {
  if (kind === 'PRIZE_WHEEL') return <Wheel prizes={prizes} won={won} />;
  if (kind === 'RED_ENVELOPE') return <Envelope won={won} />;
  return <Egg won={won} />;
}
