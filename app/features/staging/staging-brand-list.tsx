import { useTranslation } from '~/i18n/use-translation';
import { StaffBar } from './staff-bar';
import * as s from './staging-brand-list.css';

type Row = {
  id: string;
  name: string;
  merchantCode: string;
  theme: string;
  hosts: string[];
  canonicalHost: string;
  languages: string[];
  status: 'normal' | 'maintenance' | 'region' | 'unreachable';
  draft: boolean;
  previewUrl: string;
  liveUrl: string | null;
  logoUrl: string;
  /** The brand's newest contact sheet (`npm run brand:sheet`), when it has one. */
  sheetUrl: string | null;
};

/** Support staff's overview: every brand, its hosts and live status, and a preview link. */
export function StagingBrandList({ brands, title, staff }: { brands: Row[]; title: string; staff: Parameters<typeof StaffBar>[0]['staff'] }) {
  const { t } = useTranslation();
  return (
    <main className={s.page}>
      <StaffBar staff={staff} />
      <h1 className={s.title}>{title}</h1>
      <p className={s.lead}>{t('staging.lead')}</p>
      <table className={s.table}>
        <thead>
          <tr>
            <th scope="col">{t('staging.brand')}</th>
            <th scope="col">{t('staging.hosts')}</th>
            <th scope="col">{t('staging.languages')}</th>
            <th scope="col">{t('staging.status')}</th>
            <th scope="col">
              <span className="sr-only">{t('staging.links')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {brands.map((brand) => (
            <tr key={brand.id} data-brand={brand.id}>
              <td>
                <div className={s.brandCell}>
                  <img src={brand.logoUrl} alt="" width={120} height={29} className={s.logo} />
                  <div>
                    <strong>{brand.name}</strong>
                    {brand.draft ? <span className={s.tag}>{t('staff.draft')}</span> : null}
                    <div className={s.muted}>
                      {brand.id} · {brand.merchantCode} · {brand.theme}
                    </div>
                  </div>
                </div>
              </td>
              <td>
                <ul className={s.hosts}>
                  {brand.hosts.map((host) => (
                    <li key={host}>
                      {host}
                      {host === brand.canonicalHost ? <span className={s.tag}>{t('staging.canonical')}</span> : null}
                    </li>
                  ))}
                </ul>
              </td>
              <td>{brand.languages.join(', ')}</td>
              <td>
                <span className={s.status[brand.status]}>{t(`staging.state.${brand.status}`)}</span>
              </td>
              <td className={s.links}>
                <a href={brand.previewUrl}>{t('staging.preview')}</a>
                {brand.liveUrl ? <a href={brand.liveUrl}>{t('staging.live')}</a> : null}
                {brand.sheetUrl ? <a href={brand.sheetUrl}>{t('staging.sheet.link')}</a> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
