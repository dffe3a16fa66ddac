import { Form } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Field } from '~/ui/forms/field';
import { Icon } from '~/ui/icons';
import { button } from '~/ui/styles.css';
import { Card } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import * as s from './account-page.css';
import { ResultNotice } from './result-notice';
import { useAccountResult, type AccountData } from './use-account-result';

/** Google authenticator: start (a QR code and the secret), confirm with a code to turn on; a code or the password turns it off. */
export function AuthenticatorCard({ data }: { data: AccountData }) {
  const { t } = useTranslation();
  const on = data.profile.security.totpEnabled;
  const setup = useAccountResult('totp');
  const off = useAccountResult('totpOff');
  // The start's answer shows at once; after any reload of the page's data (the colour mode switched, the page
  // closed and opened again, another tab) the server's kept set-up shows the same secret, so the one already
  // scanned still turns the authenticator on (starting again would make a new secret).
  const started = on ? null : ((setup && setup.ok && setup.totp ? setup.totp : null) ?? data.totpPending);
  const setupErrors = setup && !setup.ok ? setup.errors : {};
  const offErrors = off && !off.ok ? off.errors : {};
  // A wrong code keeps the set-up open: the platform still holds the pending secret.
  const confirming = Boolean(started || setupErrors.code);
  return (
    <Card
      title={
        <>
          <Icon name="shield" /> {t('account.totp.title')}
        </>
      }
      testId="authenticator"
      id="authenticator"
    >
      <div className={s.statusLine}>
        <span className={u.muted}>{t('account.totp.lead')}</span>
        <span className={on ? u.status.good : u.status.neutral} data-testid="totp-status">
          {on ? t('account.status.on') : t('account.status.off')}
        </span>
      </div>
      <ResultNotice intent="totp" />
      <ResultNotice intent="totpOff" />
      {/* Keyed: the turn-off form never takes over the set-up's inputs (and the code typed into them). */}
      {on ? (
        <Form key="off" method="post" className={u.formGrid} data-testid="totp-disable-form">
          <input type="hidden" name="intent" value="totpDisable" />
          <Field
            name="code"
            label={t('account.totp.code')}
            inputMode="numeric"
            pattern="\d{6}"
            maxLength={6}
            autoComplete="one-time-code"
            hint={t('account.totp.offHint')}
            error={offErrors.code ? t(offErrors.code, off && !off.ok ? off.params : undefined) : null}
          />
          <Field
            name="password"
            type="password"
            label={t('account.totp.orPassword')}
            autoComplete="current-password"
            maxLength={100}
            error={offErrors.password ? t(offErrors.password) : null}
          />
          <button type="submit" className={button.outline}>
            {t('account.totp.turnOff')}
          </button>
        </Form>
      ) : confirming ? (
        <Form key="on" method="post" className={u.formGrid} data-testid="totp-enable-form">
          <input type="hidden" name="intent" value="totpEnable" />
          {started ? (
            <div className={s.qrBox}>
              <img src={started.qr} alt={t('account.totp.qrAlt')} width={168} height={168} className={s.qr} />
              <div className={u.formGrid}>
                <p className={u.muted}>{t('account.totp.scan')}</p>
                <code className={s.secret} data-testid="totp-secret">
                  {started.secret}
                </code>
              </div>
            </div>
          ) : null}
          <Field
            name="code"
            label={t('account.totp.code')}
            inputMode="numeric"
            pattern="\d{6}"
            maxLength={6}
            autoComplete="one-time-code"
            required
            error={setupErrors.code ? t(setupErrors.code, setup && !setup.ok ? setup.params : undefined) : null}
          />
          <button type="submit" className={button.primary}>
            {t('account.totp.turnOn')}
          </button>
        </Form>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="totpStart" />
          <button type="submit" className={button.primary}>
            {t('account.totp.start')}
          </button>
        </Form>
      )}
    </Card>
  );
}
