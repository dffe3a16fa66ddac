import { useTranslation } from '~/i18n/use-translation';
import { CentreFrame, withReturnTo } from '~/ui/centre-frame';
import { MEMBER_PAGES, memberPagePath, type MemberBadges } from './pages';
import { platformAwayText } from '~/request/platform-away';
import { useMemberCentre } from './use-member-centre';

/** `/member/<page>?returnTo=…`: the member centre's own links keep where closing it returns to. */
export function useMemberHref() {
  const from = useMemberCentre()?.closeTo;
  return (path: string) => withReturnTo(path, from);
}

/** The member centre: the menu of the pages this player has, with their badges, around the page. */
export function MemberCentreFrame() {
  const centre = useMemberCentre();
  const { t } = useTranslation();
  const badges: MemberBadges = centre?.badges ?? { awaitingConfirmation: 0, unreadMessages: 0, claimableRewards: 0, claimableMissions: 0 };
  const shown = new Set(centre?.menu ?? []);
  const items = MEMBER_PAGES.filter((page) => shown.has(page.key)).map((page) => ({
    key: page.key,
    path: memberPagePath(page.key),
    label: t(`member.pages.${page.key}`),
    icon: page.icon,
    count: 'badge' in page ? badges[page.badge] : 0,
  }));
  return (
    <CentreFrame
      id="member"
      title={t('member.title')}
      who={`${centre?.nickname ?? ''}${centre?.vipLabel ? ` · ${centre.vipLabel}` : ''}`}
      balance={centre?.balance ? { label: t('member.balance'), value: centre.balance } : null}
      closeTo={centre?.closeTo ?? '/index'}
      closeLabel={t('member.close')}
      menuLabel={t('member.menu')}
      badgeLabel={(count) => t('member.badge', { count })}
      items={items}
      notice={platformAwayText(t, centre?.platformAway)}
    />
  );
}
