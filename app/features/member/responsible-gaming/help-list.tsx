import { useTranslation } from '~/i18n/use-translation';
import * as s from './responsible-gaming.css';

/** Links to the brand's help organisations (their addresses passed the scheme allow-list on the server). */
export function HelpList({ help }: { help: { name: string; url: string; phone: string | null }[] }) {
  const { t } = useTranslation();
  return (
    <ul className={s.help}>
      {help.map((o) => (
        <li key={o.url} className={s.helpItem}>
          <a href={o.url} target="_blank" rel="noopener noreferrer" className={s.helpLink}>
            {o.name}
          </a>
          {o.phone ? <a href={`tel:${o.phone.replace(/[^+\d]/g, '')}`}>{o.phone}</a> : null}
        </li>
      ))}
      <li className={s.small}>{t('rg.help.support')}</li>
    </ul>
  );
}
