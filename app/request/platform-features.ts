import { endpoints, type Endpoint, type EndpointName } from '~/platform-client/endpoints';
import type { Features, ModuleFeature } from './remote-config/features';

const isExtension = (name: EndpointName) => Boolean((endpoints[name] as Endpoint).extension);

/**
 * Every site feature with the platform calls its loaders and actions make. A feature is offered on a
 * brand's platform only when that platform serves every extension call in its list (a contract call is
 * served by any platform that speaks the contract); a route names its feature in `gate.needs`
 * (`{ platform: 'pointMall' }`), so its menus, its page and its actions follow the one answer.
 * Calls every page makes (status, whitelabel, sign-in, balance) are not here: no brand runs without them.
 */
export const PLATFORM_FEATURES = {
  deposit: ['depositChannels', 'depositPromotions', 'createDeposit', 'uploadDepositProof', 'deposits', 'moneyMoveByRequestId', 'cancelDeposit'],
  withdraw: [
    'withdrawAccounts',
    'addWithdrawAccount',
    'setDefaultWithdrawAccount',
    'removeWithdrawAccount',
    'withdrawSettings',
    'setPaymentPassword',
    'withdraw',
    'withdrawals',
    'uploadWithdrawProof',
    'paymentConfirmationList',
    'processC2CTransaction',
    'moneyMoveByRequestId',
  ],
  walletTransfer: ['merchantWallet', 'walletTransfer'],
  uplineTransfer: ['uplineTransferInfo', 'transferToUpline'],
  betRecords: ['betRecords'],
  transactionHistory: ['transactions'],
  profit: ['profit'],
  bonusDetails: ['bonusDetails'],
  /** The list and the unread count are the contract's; opening, marking read and deleting are each offered apart. */
  inbox: ['messageList', 'unreadCount'],
  inboxMessage: ['message'],
  inboxRead: ['readMessage', 'readAllMessages'],
  inboxDelete: ['deleteMessage'],
  /** The header's badges and the member centre's counts (unread, claimable, VIP label). */
  memberBadges: ['publicState'],
  rewardCenter: ['rewardList', 'claimReward', 'raffleStatus', 'claimRaffle', 'promotionClaimList', 'signUpReward', 'rebateSettings', 'missionSummary'],
  rebate: ['rebateSettings', 'claimRebate'],
  missions: ['missionSummary', 'claimMission', 'missionLeaderboard'],
  referral: ['referralInfo', 'referralList'],
  playerRank: ['playerRankProgress'],
  accountSecurity: [
    'memberProfile',
    'updateMemberProfile',
    'avatarPresets',
    'setPresetAvatar',
    'memberIcon',
    'uploadMemberIcon',
    'sendBindCode',
    'bindMobile',
    'bindEmail',
    'createTotpSecret',
    'enableTotp',
    'disableTotp',
    'loginHistory',
    'setPaymentPassword',
  ],
  responsibleGaming: ['responsibleGaming', 'setLimit', 'setRealityCheck', 'selfExclude', 'playSession'],
  feedback: ['feedback', 'uploadFeedbackImage', 'feedbackList'],
  /** The list reads the contract; its join and claim buttons are extensions, shown only where the platform serves them. */
  promotions: ['availablePromotions', 'merchantAvailablePromotions', 'promotionCategories'],
  promotionActions: ['joinPromotion', 'claimPromotion'],
  promotionDetail: ['promotionDetail', 'uploadApplicationImage', 'applyPromotion', 'joinPromotion', 'claimPromotion'],
  pointMall: ['pointBalance', 'pointRewards', 'pointConversionType', 'pointConfig', 'redeemPoint', 'redeemPointList', 'convertPoint', 'pointDetails'],
  luckyDraw: ['luckyEvents', 'drawLuckyEvent', 'luckyDrawHistory'],
  rankings: ['depositRanking', 'validBetRanking'],
  bigWins: ['bigWinLeaderboard'],
  winners: ['winnerFeed'],
  vipLevels: ['merchantVipLevels', 'playerRankProgress'],
  chat: ['chatRooms', 'chatLaunch', 'chatPermission', 'chatMessages', 'chatSend', 'chatMarkRead', 'chatUnread'],
  blog: ['blogList', 'blogArticle'],
  affiliateProgramme: ['affiliateProgramme', 'applyAffiliate'],
  freePlayBalance: ['trialBalance'],
  agentAnnouncements: ['agentAnnouncements'],
  agentTeam: ['agentTeamOverview'],
  downlines: ['downlineList', 'transferToDownline', 'transferFromDownline'],
  agentRegistration: ['registerDownline', 'agentInvitations', 'createAgentInvitation'],
  agentReports: ['teamBetRecords', 'teamProfitLoss', 'agentIncome', 'teamTransactions', 'transactions', 'profit'],
  agentContracts: ['agentContracts', 'offerAgentContract', 'requestContractTermination', 'contractSettlements'],
  contractRequests: ['contractRequests', 'processDividendContract', 'processDailySalaryContract', 'processHourSalaryContract', 'processRealTimeSalaryContract'],
} as const satisfies Record<string, readonly EndpointName[]>;

export type PlatformFeature = keyof typeof PLATFORM_FEATURES;
export const PLATFORM_FEATURE_NAMES = Object.keys(PLATFORM_FEATURES) as PlatformFeature[];

/** The extension calls, the only ones a platform that speaks the contract may lack. */
export const EXTENSION_CALLS = (Object.keys(endpoints) as EndpointName[]).filter(isExtension);

/**
 * What a brand's platform serves beyond the contract (`platformExtensions` in brand.json): every extension
 * (the reference platform), none (a platform that speaks only the contract), or the listed ones.
 */
export type PlatformExtensions = 'all' | 'none' | readonly EndpointName[];

/** Which features the platform offers: those whose every extension call it serves. */
export function platformOffers(extensions: PlatformExtensions): Record<PlatformFeature, boolean> {
  const served = (name: EndpointName) => !isExtension(name) || extensions === 'all' || (extensions !== 'none' && extensions.includes(name));
  return Object.fromEntries(PLATFORM_FEATURE_NAMES.map((feature) => [feature, PLATFORM_FEATURES[feature].every(served)])) as Record<PlatformFeature, boolean>;
}

/** `contract` when every call of the feature is in the contract, `extension` when it rests on one or more extensions. */
export function featureBasis(feature: PlatformFeature): 'contract' | 'extension' {
  return PLATFORM_FEATURES[feature].some(isExtension) ? 'extension' : 'contract';
}

/**
 * Brand modules whose pages rest on a platform feature: the chrome links to them through `shell.features`,
 * so there a module is on only when the platform also serves its feature.
 */
const MODULE_PLATFORM_FEATURE = {
  luckyDraw: 'luckyDraw',
  blog: 'blog',
  chatRoom: 'chat',
  promotions: 'promotions',
  inbox: 'inbox',
  vip: 'vipLevels',
  pointMall: 'pointMall',
} as const satisfies Partial<Record<ModuleFeature, PlatformFeature>>;

/** The brand's features as the chrome may link to them: a module its platform cannot serve is off. */
export function chromeFeatures(features: Features, platform: Readonly<Record<PlatformFeature, boolean>>): Features {
  const shown = { ...features };
  for (const [module, feature] of Object.entries(MODULE_PLATFORM_FEATURE) as [keyof typeof MODULE_PLATFORM_FEATURE, PlatformFeature][]) {
    shown[module] = features[module] && platform[feature];
  }
  return shown;
}
