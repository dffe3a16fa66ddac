import type { MemberInfo } from '~/platform-client/schemas/member';
import type { ViewerProfile } from '~/request/session/session.server';

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
