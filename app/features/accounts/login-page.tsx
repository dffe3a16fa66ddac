import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Field, Honeypot } from '~/ui/forms/field';
import { PhoneField } from '~/ui/forms/phone-field';
import { SmsCodeField } from '~/ui/forms/sms-code-field';
import { button } from '~/ui/styles.css';
import { useCaptchaImage } from './use-captcha-image';
import { AuthCard } from './auth-card';
import { BreakNotice } from './break-notice';
import * as s from './auth-card.css';
import type { loginAction, loginLoader } from './login.server';
import * as r from './register.css';
import { VerifyStep } from './verify-step';
import { GeetestChallenge } from './geetest-challenge';

export function LoginPage() {
  const { geetest, brandName, freePlay: canFreePlay, canRegister, smsLogin, countries, rgBreak: justTaken, help } = useLoaderData<typeof loginLoader>();
  const result = useActionData<typeof loginAction>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const captcha = useCaptchaImage(result);
  const busy = navigation.state !== 'idle' && navigation.formAction?.startsWith('/login');
  const redirectTo = params.get('redirectTo') ?? '/index';
  const showCaptcha = result?.captchaRequired;
  const asAgent = params.get('as') === 'agent';
  const tab = smsLogin && !asAgent && params.get('tab') === 'sms' ? 'sms' : 'username';
  const tabLink = (name: string) => `?${new URLSearchParams({ ...Object.fromEntries(params), tab: name })}`;
  if (result?.verify) {
    return (
      <AuthCard title={t('verify.title')} subtitle={t('verify.lead')}>
        <VerifyStep
          verify={result.verify}
          error={result.error ? t(result.error) : null}
          smsSentSeconds={result.smsSentSeconds}
          smsRefusal={result.smsRefusal ? t(result.smsRefusal) : null}
          answer={result}
          redirectTo={redirectTo}
        />
      </AuthCard>
    );
  }
  const rgBreak = result?.rgBreak ?? justTaken;
  return (
    <AuthCard title={asAgent ? t('auth.agentTitle') : t('auth.title')} subtitle={t('auth.subtitle', { brand: brandName })}>
      {rgBreak ? <BreakNotice kind={rgBreak.kind} until={rgBreak.until} help={help} /> : null}
      {smsLogin && !asAgent ? (
        <nav className={r.tabs} aria-label={t('auth.title')}>
          <Link to={tabLink('username')} replace className={r.tab} aria-current={tab === 'username' ? 'page' : undefined}>
            {t('auth.tabPassword')}
          </Link>
          <Link to={tabLink('sms')} replace className={r.tab} aria-current={tab === 'sms' ? 'page' : undefined}>
            {t('auth.tabSms')}
          </Link>
        </nav>
      ) : null}
      <Form method="post" className={s.form} noValidate={false}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="type" value={tab} />
        <input type="hidden" name="as" value={asAgent ? 'agent' : 'member'} />
        <Honeypot />
        {result?.error && !result.rgBreak ? (
          <p className={s.formError} role="alert">
            {t(result.error)}
          </p>
        ) : null}
        {tab === 'sms' ? (
          <>
            <PhoneField countries={countries} name="username" label={t('auth.mobile')} defaultValue={result?.username} />
            <SmsCodeField
              error={null}
              sentSeconds={result?.smsSentSeconds}
              name="password"
              refusal={result?.smsRefusal ? t(result.smsRefusal) : null}
              answer={result}
            />
          </>
        ) : (
          <>
            <Field name="username" label={t('auth.username')} autoComplete="username" required maxLength={60} defaultValue={result?.username} autoFocus />
            <Field name="password" label={t('auth.password')} type="password" autoComplete="current-password" required maxLength={100} />
          </>
        )}
        {showCaptcha ? (
          <Field
            name="captcha"
            label={t('auth.captcha')}
            required
            maxLength={10}
            autoComplete="off"
            inputMode="text"
            addon={
              <button type="button" className={s.captchaButton} onClick={captcha.renew} title={t('auth.newCaptcha')}>
                <img src={captcha.src} alt={t('auth.captchaImage')} width={120} height={44} />
              </button>
            }
          />
        ) : null}
        <GeetestChallenge view={geetest} />
        <Link to="/forgotPassword" className={s.forgot}>
          {t('auth.forgot')}
        </Link>
        <button type="submit" name="intent" value="login" className={`${button.primary} ${s.submit}`} disabled={busy}>
          {busy ? t('auth.submitting') : t('auth.submit')}
        </button>
      </Form>
      {canFreePlay && !asAgent ? (
        <Form method="post" className={s.alt}>
          <span className={s.or}>{t('auth.or')}</span>
          <button type="submit" name="intent" value="freeplay" className={`${button.ghost} ${s.submit}`}>
            {t('auth.freePlay')}
          </button>
          <p className={s.muted}>{t('auth.freePlayHint')}</p>
        </Form>
      ) : null}
      <p className={s.footer}>{asAgent ? <Link to="/login">{t('auth.memberLogin')}</Link> : <Link to="/login?as=agent">{t('auth.agentLogin')}</Link>}</p>
      {canRegister && !asAgent ? (
        <p className={s.footer}>
          {t('auth.noAccount')} <Link to="/register">{t('auth.createAccount')}</Link>
        </p>
      ) : null}
    </AuthCard>
  );
}
