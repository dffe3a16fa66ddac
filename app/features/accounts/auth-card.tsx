import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useShell } from '~/request/root-data';
import * as s from './auth-card.css';

/** The framed card of the login and registration pages, with the brand's logo (the header is hidden there). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const brand = useShell()?.brand;
  return (
    <main id="main" className={s.page}>
      <div className={s.card}>
        {brand ? (
          <Link to="/index" className={s.logoLink}>
            <img src={brand.logoUrl} alt={brand.name} width={200} height={48} className={s.logo} />
          </Link>
        ) : null}
        <h1 className={s.title}>{title}</h1>
        {subtitle ? <p className={s.subtitle}>{subtitle}</p> : null}
        {children}
      </div>
    </main>
  );
}
