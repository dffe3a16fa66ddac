import * as s from './boards.css';

const TIERS = ['bronze', 'bronze', 'silver', 'silver', 'gold', 'gold', 'platinum', 'platinum', 'diamond'] as const;

/** A VIP level's badge: the tier's metal, the level's number. Decorative: the level's name is always written beside it. */
export function LevelBadge({ level, big = false }: { level: number; big?: boolean }) {
  const tier = TIERS[Math.min(level, TIERS.length - 1)]!;
  return (
    <span className={`${s.badge[tier]}${big ? ` ${s.bigBadge}` : ''}`} aria-hidden="true" data-tier={tier}>
      V{level}
    </span>
  );
}
