import { useTranslation } from '~/i18n/use-translation';
import { CountryPicker, type Country } from './country-picker';
import { Field } from './field';
import * as r from './country-picker.css';

/** Dialling code and mobile number side by side: registration, SMS login and phone reset share it. */
export function PhoneField({
  countries,
  name = 'mobileNum',
  label,
  error,
  defaultValue,
  defaultCountry,
  autoFocus,
}: {
  countries: Country[];
  name?: string;
  label: string;
  error?: string | null;
  defaultValue?: string;
  defaultCountry?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={r.phoneRow}>
      <CountryPicker countries={countries} defaultValue={defaultCountry || countries[0]?.countryDialingCode} label={t('register.fields.country')} />
      <Field
        name={name}
        label={label}
        inputMode="numeric"
        autoComplete="tel-national"
        required
        maxLength={15}
        defaultValue={defaultValue}
        error={error}
        autoFocus={autoFocus}
      />
    </div>
  );
}
