import type { TFunction } from '~/i18n/translator';
import type { PlatformAway } from '~/request/frame-part.server';

/** A centre frame's notice while the platform is away: since when its figures stand, or that some are missing. */
export function platformAwayText(t: TFunction, away: PlatformAway | undefined): string | null {
  if (!away) return null;
  if (away.sync) return t('errors.platform.sync');
  return away.since ? t('errors.centreNotice.since', { time: away.since }) : t('errors.centreNotice.missing');
}
