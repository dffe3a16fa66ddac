import { useTranslation } from '~/i18n/use-translation';
import { HelpList } from '~/features/member/responsible-gaming/help-list';
import { Icon } from '~/ui/icons';
import * as s from './auth-card.css';

type Props = { kind: 'TIMEOUT' | 'SELF_EXCLUSION'; until: string | null; help: { name: string; url: string; phone: string | null }[] };

/** A sign-in refused (or a session just ended) for a time-out or self-exclusion: until when, and where to find help. */
export function BreakNotice({ kind, until, help }: Props) {
  const { t } = useTranslation();
  const text =
    kind === 'TIMEOUT' ? t('rg.login.timeoutUntil', { until }) : until === null ? t('rg.login.exclusionPermanent') : t('rg.login.exclusionUntil', { until });
  return (
    <section className={s.breakNotice} role="alert" aria-labelledby="rg-break-title" data-testid="rg-break-notice">
      <h2 id="rg-break-title" className={s.breakTitle}>
        <Icon name="shield" /> {t('rg.login.title')}
      </h2>
      <p className={s.breakText}>{text}</p>
      <p className={s.muted}>{t('rg.help.intro')}</p>
      <HelpList help={help} />
    </section>
  );
}
