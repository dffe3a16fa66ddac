import type { MemberInfo } from '~/platform-client/schemas/member';

/** What the header shows without asking the platform on every page. */
export type ViewerProfile = {
  account: string;
  nickname: string;
  type: number;
  vipLabel: string | null;
  rankLevel: number;
  /** The platform's avatar URL (http/https only); null or absent: the site's default image. */
  avatarUrl?: string | null;
  /** Contract flags (consolidated), fetched at sign-in when AGENTPOLICY3 is on, refreshed when the member answers a request. */
  contracts?: Record<string, number>;
};

/** The brand decides which member types are agents and which are trial accounts. */
export function roleOf(type: number, brand: { agentTypes: number[]; trialTypes: number[] }) {
  return { isAgent: brand.agentTypes.includes(type) && !brand.trialTypes.includes(type), isTrial: brand.trialTypes.includes(type) };
}

export function profileFromMember(info: MemberInfo): ViewerProfile {
  return {
    account: info.account,
    nickname: info.nickname || info.userName || info.account,
    type: info.type,
    vipLabel: info.clubLabel?.labelName ?? null,
    rankLevel: info.clubLabel?.rankLevel ?? 0,
  };
}
