/** The one i18next namespace the server's translators (remix-i18next) hold the messages under. */
export const I18N_NAMESPACE = 'common';
