import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { memberHref } from '~/features/member/pages';
import { button } from '~/ui/styles.css';
import * as s from './game-page.css';
import type { LaunchFailure } from './launch.server';

/** Why a game or the lottery did not open, with the one action that helps; "back" leads to `backHref`. */
export function LaunchFailurePanel({ failure, backHref = '/index' }: { failure: LaunchFailure; backHref?: string }) {
  const { t } = useTranslation();
  const message =
    failure.kind === 'maintenance'
      ? failure.from && failure.until
        ? t('games.launch.maintenanceWindow', { from: failure.from, until: failure.until })
        : t('games.launch.maintenance')
      : failure.kind === 'other'
        ? t(failure.messageKey)
        : failure.kind === 'realMoneyOnly'
          ? t('games.freePlay.realMoneyOnlyLaunch')
          : t(`games.launch.${failure.kind}`);
  return (
    <div className={s.failure} role="alert">
      <h1 className={s.failureTitle}>{t('games.launch.failedTitle')}</h1>
      <p>{message}</p>
      <div className={s.actions}>
        {failure.kind === 'insufficient' ? (
          <Link to={memberHref('depositv2', backHref)} className={button.primary}>
            {t('games.launch.deposit')}
          </Link>
        ) : null}
        {failure.kind === 'trial' || failure.kind === 'realMoneyOnly' ? (
          <Link to="/register" className={button.primary}>
            {t('errors.trial.action')}
          </Link>
        ) : null}
        <Link to={backHref} className={button.ghost}>
          {t('games.launch.back')}
        </Link>
      </div>
    </div>
  );
}
