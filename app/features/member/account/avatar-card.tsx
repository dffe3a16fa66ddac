import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { Icon } from '~/ui/icons';
import { button } from '~/ui/styles.css';
import { Card } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import * as s from './account-page.css';
import { ResultNotice } from './result-notice';
import { useAccountErrors, type AccountData } from './use-account-result';
import { ImageFileInput } from '~/ui/forms/image-file-input';

/** Pick a preset (one button each, a plain form post) or upload a PNG/JPG of up to 5 MB. */
export function AvatarCard({ data }: { data: AccountData }) {
  const { t } = useTranslation();
  const { errors, params } = useAccountErrors('avatar');
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formEncType === 'multipart/form-data';
  const current = data.profile.avatarUrl;
  return (
    <Card
      title={
        <>
          <Icon name="user" /> {t('account.avatar.title')}
        </>
      }
      testId="avatar"
      id="avatar"
    >
      <ResultNotice intent="avatar" />
      <Form method="post" data-testid="avatar-presets">
        <input type="hidden" name="intent" value="avatarPreset" />
        <fieldset className={s.presets}>
          <legend className={u.muted}>{t('account.avatar.choose')}</legend>
          {data.presets.map((preset) => (
            <button
              key={preset.id}
              type="submit"
              name="presetId"
              value={preset.id}
              className={s.presetButton}
              aria-pressed={current === preset.url}
              aria-label={t('account.avatar.preset', { name: preset.id })}
              title={t('account.avatar.preset', { name: preset.id })}
            >
              <img src={preset.url} alt="" width={48} height={48} loading="lazy" />
            </button>
          ))}
        </fieldset>
      </Form>
      <Form method="post" encType="multipart/form-data" className={u.formGrid} data-testid="avatar-upload">
        <input type="hidden" name="intent" value="avatarUpload" />
        <label className={u.inlineLabel}>
          {t('account.avatar.upload')}
          <ImageFileInput
            name="avatar"
            required
            className={s.fileInput}
            aria-invalid={errors.avatar ? true : undefined}
            aria-describedby="avatar-upload-hint"
          />
        </label>
        {errors.avatar ? (
          <p className={u.notice.error} role="alert" id="avatar-upload-hint">
            {t(errors.avatar, params)}
          </p>
        ) : (
          <p className={u.muted} id="avatar-upload-hint">
            {t('account.avatar.rule')}
          </p>
        )}
        <button type="submit" className={button.outline} disabled={busy}>
          {t('account.avatar.uploadButton')}
        </button>
      </Form>
    </Card>
  );
}
