import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { IMAGE_CDN_MAX, MAINTENANCE_MESSAGE_MAX, PREVIEW_STATES, REGISTER_FIELD_STATES } from '~/request/staff/preview-choices';
import { button } from '~/ui/styles.css';
import type { previewPanelAction, previewPanelLoader } from './preview-panel.server';
import * as s from './preview-panel.css';

/** A labelled choice of "as the platform says" or one of `options`, each option's words from `words`. */
function Choice({
  name,
  label,
  options,
  value,
  words,
}: {
  name: string;
  label: string;
  options: readonly string[];
  value: string;
  words: (o: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <label className={s.pick}>
      <span>{label}</span>
      <select name={name} defaultValue={value} className={s.select}>
        <option value="">{t('staff.preview.asPlatform')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {words(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The what-if panel of a brand's preview: what this staff session pretends the platform says (status,
 * modules, languages, look, registration, image CDN), a shared link to it, and clearing it. A plain form:
 * it works before the page's script has loaded.
 */
export function PreviewPanelPage() {
  const { brandName, canSet, overrides, modules, languages, themes, registerFields } = useLoaderData<typeof previewPanelLoader>();
  const result = useActionData<typeof previewPanelAction>();
  const { t } = useTranslation();
  const errors = result && !result.ok ? result.errors : {};
  const errorKeys = Object.values(errors);
  const o = overrides ?? {};
  return (
    <main className={s.page}>
      <h1>{t('staff.preview.title')}</h1>
      <p>{t('staff.preview.lead', { brand: brandName })}</p>
      {!canSet ? (
        <p className={s.error} role="alert">
          {t('staff.preview.errors.session')}
        </p>
      ) : (
        <>
          {errorKeys.length ? (
            <div className={s.error} role="alert">
              {errorKeys.map((key) => (
                <p key={key}>{t(key)}</p>
              ))}
            </div>
          ) : null}
          {result?.ok && result.saved ? (
            <p className={s.ok} role="status">
              {t('staff.preview.saved')}
            </p>
          ) : null}
          <Form method="post" className={s.form} aria-label={t('staff.preview.title')}>
            <fieldset className={s.group}>
              <legend>{t('staff.preview.status')}</legend>
              <Choice
                name="status"
                label={t('staff.preview.status')}
                options={PREVIEW_STATES}
                value={o.status?.state ?? ''}
                words={(x) => t(`staging.state.${x}`)}
              />
              <label className={s.pick}>
                <span>{t('staff.preview.message')}</span>
                <input name="message" className={s.input} maxLength={MAINTENANCE_MESSAGE_MAX} defaultValue={o.status?.message ?? ''} />
              </label>
            </fieldset>
            <fieldset className={s.group}>
              <legend>{t('staff.preview.modules')}</legend>
              <div className={s.grid}>
                {modules.map((name) => (
                  <Choice
                    key={name}
                    name={`module.${name}`}
                    label={name}
                    options={['on', 'off']}
                    value={o.modules?.[name] === undefined ? '' : o.modules[name] ? 'on' : 'off'}
                    words={(x) => t(`staging.overrides.word.${x}`)}
                  />
                ))}
              </div>
            </fieldset>
            <fieldset className={s.group}>
              <legend>{t('staff.preview.languages')}</legend>
              <div className={s.grid}>
                {languages.map((code) => (
                  <label key={code} className={s.check}>
                    <input type="checkbox" name="languages" value={code} defaultChecked={o.languages?.includes(code) ?? false} />
                    {code}
                  </label>
                ))}
              </div>
              <Choice name="defaultLanguage" label={t('staff.preview.defaultLanguage')} options={languages} value={o.defaultLanguage ?? ''} words={(x) => x} />
            </fieldset>
            <fieldset className={s.group}>
              <legend>{t('staff.preview.look')}</legend>
              <div className={s.grid}>
                <Choice name="theme" label={t('staff.preview.theme')} options={themes} value={o.theme ?? ''} words={(x) => x} />
                <Choice
                  name="mode"
                  label={t('staff.preview.mode')}
                  options={['light', 'dark']}
                  value={o.mode ?? ''}
                  words={(x) => t(`staging.overrides.word.${x}`)}
                />
              </div>
            </fieldset>
            {registerFields.length ? (
              <fieldset className={s.group}>
                <legend>{t('staff.preview.register')}</legend>
                <div className={s.grid}>
                  {registerFields.map((field) => (
                    <Choice
                      key={field}
                      name={`rule.${field}`}
                      label={field}
                      options={REGISTER_FIELD_STATES}
                      value={o.register?.[field] ?? ''}
                      words={(x) => t(`staging.overrides.word.${x}`)}
                    />
                  ))}
                </div>
              </fieldset>
            ) : null}
            <fieldset className={s.group}>
              <legend>{t('staff.preview.imageCdn')}</legend>
              <label className={s.pick}>
                <span>{t('staff.preview.imageCdnLabel')}</span>
                <input name="imageCdn" type="url" className={s.input} maxLength={IMAGE_CDN_MAX} pattern="https://.*" defaultValue={o.imageCdn ?? ''} />
              </label>
            </fieldset>
            <div className={s.actions}>
              <button type="submit" name="intent" value="save" className={button.primary}>
                {t('staff.preview.save')}
              </button>
              <button type="submit" name="intent" value="share" className={button.ghost} formNoValidate>
                {t('staff.preview.share')}
              </button>
              <button type="submit" name="intent" value="clear" className={button.ghost} formNoValidate>
                {t('staging.overrides.clear')}
              </button>
            </div>
          </Form>
          {result?.ok && result.link ? (
            <section className={s.group} aria-labelledby="preview-link-title">
              <h2 id="preview-link-title">{t('staff.preview.linkTitle')}</h2>
              <p>{t('staff.preview.linkLead', { expires: result.link.expires.replace('T', ' ').slice(0, 16) })}</p>
              <label className={s.pick}>
                <span>{t('staff.preview.linkLabel')}</span>
                <input readOnly value={result.link.url} className={`${s.input} ${s.link}`} data-testid="preview-link" />
              </label>
            </section>
          ) : null}
        </>
      )}
    </main>
  );
}
