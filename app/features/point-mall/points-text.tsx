import { useTranslation } from '~/i18n/use-translation';
import { intlLocale } from '~/i18n/languages';

/** A whole number of points with the reader's digit grouping ("12,500", "12.500"). */
export function Points({ value }: { value: number }) {
  const { i18n } = useTranslation();
  const language = i18n.language?.toUpperCase();
  return <>{new Intl.NumberFormat(intlLocale(language)).format(value)}</>;
}
