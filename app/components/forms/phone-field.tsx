import { useTranslation } from 'react-i18next';
import { Field } from './field';
import * as r from '../register.css';

type Country = { countryCode: string; countryDialingCode: string };

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
      <label className={r.countryLabel}>
        <span className="sr-only">{t('register.fields.country')}</span>
        <select name="countryDialingCode" className={r.country} defaultValue={defaultCountry || countries[0]?.countryDialingCode}>
          {countries.map((c) => (
            <option key={c.countryCode} value={c.countryDialingCode}>
              {c.countryCode} +{c.countryDialingCode}
            </option>
          ))}
        </select>
      </label>
      <Field name={name} label={label} inputMode="numeric" autoComplete="tel-national" required maxLength={15} defaultValue={defaultValue} error={error} autoFocus={autoFocus} />
    </div>
  );
}
