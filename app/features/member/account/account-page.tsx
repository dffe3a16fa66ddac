import { useLoaderData } from '@remix-run/react';
import { useTranslation } from '~/i18n/use-translation';
import { MemberPage } from '~/ui/centre/centre-page';
import type { accountLoader } from './account.server';
import * as s from './account-page.css';
import { AuthenticatorCard } from './authenticator-card';
import { AvatarCard } from './avatar-card';
import { BindingCard } from './binding-card';
import { LoginHistoryCard } from './login-history-card';
import { PasswordsCard } from './passwords-card';
import { ProfileCard } from './profile-card';
import { SecurityScoreCard } from './security-score-card';

/** My account: the security score first, then one card per thing the player can set, then recent logins. */
export function AccountPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof accountLoader>();
  return (
    <MemberPage title={t('member.pages.securityCenter')} lead={t('account.lead')}>
      <SecurityScoreCard security={data.security} />
      <div className={s.grid}>
        <ProfileCard data={data} />
        <div className={s.grid}>
          {data.avatars ? <AvatarCard data={data} /> : null}
          <PasswordsCard data={data} />
        </div>
        <BindingCard data={data} channel="mobile" />
        <BindingCard data={data} channel="email" />
        <div className={s.wide}>
          <AuthenticatorCard data={data} />
        </div>
        <div className={s.wide}>
          <LoginHistoryCard data={data} />
        </div>
      </div>
    </MemberPage>
  );
}
