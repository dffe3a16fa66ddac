import { useTranslation } from '~/i18n/use-translation';
import { Amount } from '~/ui/centre/money';
import { Card } from '~/ui/centre/centre-page';
import { SectionUnavailable } from '~/ui/section-unavailable';
import { Points } from './points-text';
import { usePointMall } from './use-point-mall';
import * as s from './point-mall.css';

/** How points are earned, spent and converted, from the brand's own settings. */
export function RulesTab() {
  const { t } = useTranslation();
  const { config, money } = usePointMall();
  if (!config || !money) return <SectionUnavailable />;
  return (
    <Card title={t('pointMall.rules.title')}>
      <ol className={s.rules} data-testid="point-rules">
        <li>
          {t('pointMall.rules.earn')}{' '}
          <span className={s.highlight}>
            <Amount minor={config.earnValidBetMinor} format={money} />
          </span>{' '}
          {t('pointMall.rules.earnTail')}
        </li>
        <li>{t('pointMall.rules.redeem')}</li>
        <li>{t('pointMall.rules.process')}</li>
        <li>
          {t('pointMall.rules.convert', { step: config.convertStepPoints })}{' '}
          <span className={s.highlight}>
            <Points value={config.minConvertPoints} /> {t('pointMall.unit')}
          </span>
        </li>
        <li>{t('pointMall.rules.password')}</li>
        <li className={s.highlight}>
          {config.expiryDays === null ? t('pointMall.rules.noExpiry') : t('pointMall.rules.expiry', { days: config.expiryDays, count: config.expiryDays })}
        </li>
        <li>{t('pointMall.rules.realAccount')}</li>
      </ol>
    </Card>
  );
}
