import { useTranslation } from '~/i18n/use-translation';
import { Icon } from '~/ui/icons';
import { Card } from '~/ui/centre/centre-page';
import * as u from '~/ui/centre/centre.css';
import * as s from './account-page.css';
import type { AccountData } from './use-account-result';
import { ScrollRegion } from '~/ui/scroll-region';

/** Recent logins (this session marked) and the addresses the account may log in from without a second proof. */
export function LoginHistoryCard({ data }: { data: AccountData }) {
  const { t } = useTranslation();
  return (
    <Card
      title={
        <>
          <Icon name="clock" /> {t('account.logins.title')}
        </>
      }
      testId="login-history"
    >
      {data.logins.length ? (
        <ScrollRegion className={u.tableWrap}>
          <table className={`${u.table} ${s.loginsTable}`}>
            <thead>
              <tr>
                <th scope="col">{t('account.logins.time')}</th>
                <th scope="col">{t('account.logins.ip')}</th>
                <th scope="col">{t('account.logins.device')}</th>
              </tr>
            </thead>
            <tbody>
              {data.logins.map((login, i) => (
                <tr key={`${login.at}-${i}`} data-current={login.current || undefined}>
                  <td className={u.amount}>
                    {login.time}
                    {login.current ? <span className={s.currentTag}>{t('account.logins.current')}</span> : null}
                  </td>
                  <td className={s.value}>{login.ip}</td>
                  <td>{login.device}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : (
        <p className={u.empty}>{t('account.logins.none')}</p>
      )}
      <h4 className={u.cardTitle}>{t('account.logins.ips')}</h4>
      <p className={u.muted}>{t('account.logins.ipsLead')}</p>
      <ul className={s.checklist} data-testid="registered-ips">
        {data.ips.map((row) => (
          <li key={row.ip} className={s.checkItem}>
            <span className={s.value}>{row.ip}</span>
            <span className={s.checkText}>{row.current ? <span className={s.currentTag}>{t('account.logins.thisDevice')}</span> : null}</span>
            <span className={u.muted}>{row.lastSeen || '—'}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
