import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '~/i18n/use-translation';
import type { RegRules } from '~/platform-client/schemas/system';
import { TermsLink, TermsModal } from '~/features/help/terms-modal';
import { Field, Honeypot } from '~/ui/forms/field';
import { PhoneField } from '~/ui/forms/phone-field';
import { SmsCodeField } from '~/ui/forms/sms-code-field';
import { GeetestChallenge } from './geetest-challenge';
import { button } from '~/ui/styles.css';
import { useCaptchaImage } from './use-captcha-image';
import { AuthCard } from './auth-card';
import * as s from './auth-card.css';
import { registerProblems } from './register-check';
import { registerPlan, ruleFor, type RegisterMode } from './register-plan';
import * as r from './register.css';
import type { registerAction, registerLoader } from './register.server';

const LABELS: Record<string, string> = {
  username: 'register.fields.username',
  mobileNum: 'register.fields.mobileNum',
  password: 'register.fields.password',
  verifyPwd: 'register.fields.verifyPwd',
  email: 'register.fields.email',
  nickname: 'register.fields.nickname',
  payeeName: 'register.fields.payeeName',
  paymentPassword: 'register.fields.paymentPassword',
  qqNum: 'register.fields.qqNum',
  whatsapp: 'register.fields.whatsapp',
  facebook: 'register.fields.facebook',
  zalo: 'register.fields.zalo',
  line: 'register.fields.line',
  wechat: 'register.fields.wechat',
  idNumber: 'register.fields.idNumber',
  birthday: 'register.fields.birthday',
  recommenderId: 'register.fields.recommenderId',
  affiliateCode: 'register.fields.affiliateCode',
  captcha: 'auth.captcha',
  verificationCode: 'auth.smsCode',
};

export function RegisterPage() {
  const loaderData = useLoaderData<typeof registerLoader>();
  const { modes, rules, features, countries, affiliateCode, referralCode, brandName } = loaderData;
  const result = useActionData<typeof registerAction>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const { t } = useTranslation();
  const mode = (modes as RegisterMode[]).find((m) => m === params.get('mode')) ?? loaderData.mode;
  const plan = registerPlan(mode, rules as RegRules, features);
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const captcha = useCaptchaImage(result);
  const errors = clientErrors ?? result?.errors ?? {};
  const values = result?.values ?? {};
  const message = (field: string) => {
    const key = errors[field];
    if (!key) return null;
    const rule = ruleFor(rules as RegRules, field === 'verifyPwd' ? 'password' : field);
    return t(key, { min: rule?.minLength, max: rule?.maxLength });
  };

  // The rules of the server's schema, before the round trip.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === 'sendCode') return;
    const form = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    const problems = registerProblems(plan, rules as RegRules, form);
    if (Object.keys(problems).length > 0) {
      event.preventDefault();
      setClientErrors(problems);
    } else setClientErrors(null);
  };

  const field = (name: string, props: Partial<Parameters<typeof Field>[0]> = {}) => {
    const rule = ruleFor(rules as RegRules, name);
    return (
      <Field
        key={name}
        name={name}
        label={t(LABELS[name] ?? name)}
        required={rule?.required}
        maxLength={rule?.maxLength}
        defaultValue={values[name]}
        error={message(name)}
        {...props}
      />
    );
  };

  return (
    <AuthCard title={t('register.title')} subtitle={t('register.subtitle', { brand: brandName })}>
      {modes.length > 1 ? (
        <nav className={r.tabs} aria-label={t('register.how')}>
          {(modes as RegisterMode[]).map((m) => (
            <Link
              key={m}
              to={`?${new URLSearchParams({ ...Object.fromEntries(params), mode: m })}`}
              replace
              className={r.tab}
              aria-current={m === mode ? 'page' : undefined}
            >
              {t(`register.mode.${m}`)}
            </Link>
          ))}
        </nav>
      ) : null}
      <Form method="post" className={s.form} onSubmit={onSubmit} noValidate>
        <input type="hidden" name="mode" value={mode} />
        <input type="hidden" name="referralCode" value={referralCode} />
        {!plan.showAffiliate ? <input type="hidden" name="affiliateCode" value={affiliateCode} /> : null}
        <Honeypot />
        {errors.form ? (
          <p className={s.formError} role="alert">
            {message('form')}
          </p>
        ) : null}
        {mode === 'username' ? field('username', { autoComplete: 'username', autoFocus: true }) : null}
        {mode === 'mobile' ? (
          <PhoneField
            countries={countries}
            label={t('register.fields.mobileNum')}
            error={message('mobileNum')}
            defaultValue={values.mobileNum}
            defaultCountry={values.countryDialingCode}
            autoFocus
          />
        ) : null}
        {plan.needsSmsCode ? (
          <SmsCodeField
            error={message('verificationCode')}
            sentSeconds={result?.smsSentSeconds}
            refusal={result?.smsRefusal ? t(result.smsRefusal) : null}
            answer={result}
          />
        ) : null}
        {plan.needsPassword ? field('password', { type: 'password', autoComplete: 'new-password' }) : null}
        {plan.needsPassword ? field('verifyPwd', { type: 'password', autoComplete: 'new-password', required: true }) : null}
        {plan.optional.map((name) =>
          field(
            name,
            name === 'email'
              ? { type: 'email', autoComplete: 'email' }
              : name === 'birthday'
                ? { placeholder: 'yyyy-MM-dd' }
                : name === 'paymentPassword'
                  ? { type: 'password', inputMode: 'numeric' }
                  : {},
          ),
        )}
        {plan.showAffiliate ? field('affiliateCode', { defaultValue: values.affiliateCode ?? affiliateCode, required: false }) : null}
        {plan.needsCaptcha
          ? field('captcha', {
              required: true,
              autoComplete: 'off',
              addon: (
                <button type="button" className={s.captchaButton} onClick={captcha.renew} title={t('auth.newCaptcha')}>
                  <img src={captcha.src} alt={t('auth.captchaImage')} width={120} height={44} />
                </button>
              ),
            })
          : null}
        <GeetestChallenge view={loaderData.geetest} />
        <label className={r.check}>
          <input type="checkbox" name="age" required aria-invalid={errors.age ? true : undefined} /> {t('register.age')}
        </label>
        {errors.age ? (
          <p className={r.checkError} role="alert">
            {t(errors.age)}
          </p>
        ) : null}
        <label className={r.check}>
          <input type="checkbox" name="terms" required aria-invalid={errors.terms ? true : undefined} /> {t('register.terms')}{' '}
          <TermsLink>{t('register.termsLink')}</TermsLink>
        </label>
        {errors.terms ? (
          <p className={r.checkError} role="alert">
            {t(errors.terms)}
          </p>
        ) : null}
        <button type="submit" name="intent" value="register" className={`${button.primary} ${s.submit}`} disabled={navigation.state === 'submitting'}>
          {t('register.submit')}
        </button>
      </Form>
      {/* Outside the form's labels, so a click inside the dialog never ticks a checkbox. */}
      <TermsModal />
      <p className={s.footer}>
        {t('register.haveAccount')} <Link to="/login">{t('auth.submit')}</Link>
      </p>
    </AuthCard>
  );
}
