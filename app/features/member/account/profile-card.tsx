import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { ViewerAvatar } from '~/ui/viewer-avatar';
import { Field } from '~/ui/forms/field';
import { Icon } from '~/ui/icons';
import { button } from '~/ui/styles.css';
import { Card } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import * as s from './account-page.css';
import { ResultNotice } from './result-notice';
import { useAccountErrors, type AccountData } from './use-account-result';

/** Username (fixed), nickname, real name and birthday (set once), and the contacts the brand's register rules know. */
export function ProfileCard({ data }: { data: AccountData }) {
  const { t } = useTranslation();
  const { profile } = data;
  const { errors, params, values } = useAccountErrors('profile');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'profile';
  const message = (key?: string) => (key ? t(key, params) : null);
  return (
    <Card
      title={
        <>
          <Icon name="user" /> {t('account.profile.title')}
        </>
      }
      testId="profile"
    >
      <div className={s.identity}>
        <ViewerAvatar url={profile.avatarUrl} size={72} className={s.bigAvatar} />
        <div>
          <p className={s.identityName} data-testid="profile-nickname">
            {profile.nickname}
          </p>
          <p className={s.identityMeta}>{t('account.profile.since', { username: profile.username, date: profile.registered })}</p>
          {data.labels?.length ? (
            <ul className={s.labels} aria-label={t('account.profile.memberLabels.title')} data-testid="member-labels">
              {data.labels.map((label) => (
                <li key={label} className={u.status.neutral}>
                  {label}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <Form method="post" className={u.formGrid} data-testid="profile-form">
        <input type="hidden" name="intent" value="profile" />
        <ResultNotice intent="profile" />
        <Field name="username" label={t('register.fields.username')} value={profile.username} readOnly disabled />
        <Field
          name="nickname"
          label={t('register.fields.nickname')}
          defaultValue={values.nickname ?? profile.nickname}
          required
          minLength={2}
          maxLength={20}
          autoComplete="nickname"
          hint={t('account.profile.nicknameRule')}
          error={message(errors.nickname)}
        />
        <Field
          name="realName"
          label={t('register.fields.payeeName')}
          defaultValue={values.realName ?? profile.realName ?? ''}
          readOnly={Boolean(profile.realName)}
          maxLength={60}
          autoComplete="name"
          hint={profile.realName ? t('account.profile.setOnce') : t('account.profile.realNameHint')}
          error={message(errors.realName)}
        />
        <Field
          name="birthday"
          type="date"
          label={t('register.fields.birthday')}
          defaultValue={values.birthday ?? profile.birthday ?? ''}
          readOnly={Boolean(profile.birthday)}
          max={new Date(Date.now() - 18 * 365.25 * 86_400_000).toISOString().slice(0, 10)}
          hint={profile.birthday ? t('account.profile.setOnce') : t('account.profile.birthdayHint')}
          error={message(errors.birthday)}
        />
        {profile.contacts.length ? (
          <div className={s.contactsGrid}>
            {profile.contacts.map((c) => (
              <Field
                key={c.field}
                name={`contact_${c.field}`}
                label={t(`register.fields.${c.field}`)}
                defaultValue={values[`contact_${c.field}`] ?? c.value}
                maxLength={c.maxLength}
                error={message(errors[`contact_${c.field}`])}
              />
            ))}
          </div>
        ) : null}
        <button type="submit" className={button.primary} disabled={busy}>
          {t('account.profile.save')}
        </button>
      </Form>
    </Card>
  );
}
