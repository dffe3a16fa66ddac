import { useTranslation } from '~/i18n/use-translation';
import { formatMinor } from '~/lib/money';
import { CentreFrame, withReturnTo } from '~/ui/centre-frame';
import { platformAwayText } from '~/request/platform-away';
import { AGENT_PAGES, agentPagePath } from './pages';
import { useAgentCentre } from './use-agent-centre';

/** `/agent/<page>?returnTo=…`: the centre's own links keep where closing it returns to. */
export function useAgentHref() {
  const from = useAgentCentre()?.closeTo;
  return (path: string) => withReturnTo(path, from);
}

/** The agent centre, titled "Agent": the pages of its loader's menu, around the page. */
export function AgentCentreFrame() {
  const centre = useAgentCentre();
  const { t } = useTranslation();
  const wallet = centre?.wallet;
  const shown = new Set(centre?.menu ?? []);
  const items = AGENT_PAGES.filter((page) => shown.has(page.key)).map((page) => ({
    key: page.key,
    path: agentPagePath(page.key),
    label: t(`agent.pages.${page.key}`),
    icon: page.icon,
  }));
  return (
    <CentreFrame
      id="agent"
      title={t('agent.title')}
      who={centre?.nickname}
      balance={
        wallet ? { label: t('member.balance'), value: `${wallet.symbol} ${formatMinor(wallet.totalMinor, wallet.exponent, centre?.language ?? 'EN')}` } : null
      }
      closeTo={centre?.closeTo ?? '/index'}
      closeLabel={t('agent.close')}
      menuLabel={t('agent.menu')}
      badgeLabel={(count) => t('member.badge', { count })}
      items={items}
      notice={platformAwayText(t, centre?.platformAway)}
    />
  );
}
