import * as v from 'valibot';
import type { endpoints } from './endpoints';
import {
  AgentAnnouncementsSchema,
  AgentIncomeSchema,
  DownlineListSchema,
  DownlineTransferSchema,
  InvitationSchema,
  InvitationsSchema,
  RegisteredDownlineSchema,
  TeamBetsSchema,
  TeamOverviewSchema,
  TeamProfitLossSchema,
  TeamTransactionsSchema,
} from './schemas/agent';
import {
  AvatarPresetsSchema,
  AvatarSetSchema,
  BindCodeSentSchema,
  EmailBoundSchema,
  LoginHistorySchema,
  MemberProfileSchema,
  MobileBoundSchema,
  TotpSecretSchema,
  TotpStateSchema,
} from './schemas/account';
import { BlogArticleSchema, BlogListSchema } from './schemas/blog';
import {
  BetRecordsSchema,
  BonusesSchema,
  CreatedDepositSchema,
  CreatedIdSchema,
  DepositChannelsSchema,
  DepositListSchema,
  DepositPromotionsSchema,
  MoneyMoveSchema,
  ProfitSummarySchema,
  TransactionsSchema,
  TransferResultSchema,
  UplineTransferInfoSchema,
  WithdrawAccountsSchema,
  WithdrawalListSchema,
  WithdrawSettingsSchema,
} from './schemas/cashier';
import { ChatMessageSchema, ChatMessagesSchema, ChatReadSchema } from './schemas/chat';
import { AgentContractsSchema, ContractRequestsSchema, ContractSchema, ContractSettlementsSchema } from './schemas/contracts';
import { FeedbackImageSchema, FeedbackListSchema } from './schemas/feedback';
import { TrialWalletSchema } from './schemas/games';
import { InboxChangeSchema, MessageSchema, PublicStateSchema } from './schemas/inbox';
import { AffiliateApplicationSchema, AffiliateProgrammeSchema } from './schemas/join';
import { LuckyDrawHistorySchema, LuckyDrawResultSchema, LuckyEventsSchema } from './schemas/lucky-draws';
import { ApplicationImageSchema, PromotionAppliedSchema, PromotionClaimedSchema, PromotionDetailSchema, PromotionJoinedSchema } from './schemas/promotions';
import { BigWinsSchema, MerchantVipLevelsSchema, RankingSchema } from './schemas/rankings';
import { ExclusionSchema, LimitChangeSchema, PlaySessionSchema, RealityCheckSchema, ResponsibleGamingSchema } from './schemas/responsible-gambling';
import { ClaimResultSchema, ReferralInfoSchema, ReferralListSchema, RewardsSchema } from './schemas/rewards';

/**
 * What each extension (a call the operator platform's known contract does not name) takes and answers,
 * for the platform team that implements it: `query` for a GET's parameters, `body` for the JSON body,
 * `upload` for an image sent as the raw body, `response` for the envelope's `value`. The type below
 * makes a new extension without its shapes a compile error; `docs/platform-contract.md` is printed from here.
 */
export type ExtensionShape = {
  query?: v.GenericSchema;
  body?: v.GenericSchema;
  upload?: 'image/png | image/jpeg';
  response: v.GenericSchema;
};

type Table = typeof endpoints;
export type ExtensionName = { [K in keyof Table]: Table[K] extends { extension: true } ? K : never }[keyof Table];

const Id = v.pipe(v.number(), v.integer(), v.minValue(1));
const Int = v.pipe(v.number(), v.integer());
const Minor = v.pipe(v.number(), v.integer(), v.description('integer minor units'));
const RequestId = v.pipe(v.string(), v.maxLength(80), v.description("the player's intent: the same id books at most once"));
const Text = v.string();
const Day = v.pipe(v.string(), v.description('yyyy-MM-dd in the brand time zone'));
const Page = { pageNo: v.optional(Int), pageSize: v.optional(Int) };
const Range = { from: Day, to: Day };
const Password = v.pipe(v.string(), v.description('sealed in the RSA+DES envelope'));
const Ignored = v.pipe(v.unknown(), v.description('any value; the site reads only success'));
const ById = v.object({ id: Id });
const Claim = v.object({ id: Id, requestId: RequestId });
const Nothing = v.object({});
const Transfer = v.object({ downlineId: Id, amountMinor: Minor, paymentPassword: Password, requestId: RequestId });
const TeamQuery = v.object({ ...Range, username: v.optional(Text), level: v.optional(Int), gameType: v.optional(Text), ...Page });
const AccountKind = v.picklist(['MEMBER', 'AGENT']);
const ContractType = v.picklist(['DIVIDEND', 'DAILY', 'HOURLY', 'REALTIME']);

export const extensionShapes = {
  trialBalance: { response: TrialWalletSchema },
  depositChannels: { response: DepositChannelsSchema },
  depositPromotions: { response: DepositPromotionsSchema },
  createDeposit: {
    body: v.object({ channelId: Id, amountMinor: Minor, promotionId: v.optional(Text), requestId: RequestId, returnUrl: Text }),
    response: CreatedDepositSchema,
  },
  uploadDepositProof: { query: ById, upload: 'image/png | image/jpeg', response: Ignored },
  deposits: { query: v.object(Page), response: DepositListSchema },
  moneyMoveByRequestId: { query: v.object({ requestId: RequestId }), response: MoneyMoveSchema },
  cancelDeposit: { body: ById, response: Ignored },
  withdrawAccounts: { response: WithdrawAccountsSchema },
  addWithdrawAccount: {
    body: v.object({ type: v.picklist(['BANK', 'EWALLET']), provider: Text, bankName: Text, accountName: Text, accountNumber: Text }),
    response: Ignored,
  },
  setDefaultWithdrawAccount: { body: ById, response: Ignored },
  removeWithdrawAccount: { body: ById, response: Ignored },
  withdrawSettings: { response: WithdrawSettingsSchema },
  setPaymentPassword: {
    body: v.object({ paymentPassword: Password, oldPaymentPassword: v.optional(Password), loginPassword: v.optional(Password) }),
    response: Ignored,
  },
  withdraw: { body: v.object({ accountId: Id, amountMinor: Minor, paymentPassword: Password, requestId: RequestId }), response: CreatedIdSchema },
  withdrawals: { query: v.object(Page), response: WithdrawalListSchema },
  uploadWithdrawProof: { query: ById, upload: 'image/png | image/jpeg', response: Ignored },
  uplineTransferInfo: { response: UplineTransferInfoSchema },
  transferToUpline: { body: v.object({ amountMinor: Minor, paymentPassword: Password, requestId: RequestId }), response: TransferResultSchema },
  betRecords: { query: v.object({ ...Range, gameType: v.optional(Text), vendor: v.optional(Text), ...Page }), response: BetRecordsSchema },
  transactions: { query: v.object({ ...Range, type: v.optional(Text), ...Page }), response: TransactionsSchema },
  profit: { query: v.object(Range), response: ProfitSummarySchema },
  bonusDetails: { response: BonusesSchema },
  message: { query: ById, response: MessageSchema },
  readMessage: { body: ById, response: InboxChangeSchema },
  readAllMessages: { body: Nothing, response: InboxChangeSchema },
  deleteMessage: { body: ById, response: InboxChangeSchema },
  publicState: { response: PublicStateSchema },
  rewardList: { response: RewardsSchema },
  claimReward: { body: Claim, response: ClaimResultSchema },
  claimRebate: { body: v.object({ requestId: RequestId }), response: ClaimResultSchema },
  claimMission: { body: Claim, response: ClaimResultSchema },
  referralInfo: { response: ReferralInfoSchema },
  referralList: { query: v.object(Page), response: ReferralListSchema },
  merchantVipLevels: { response: MerchantVipLevelsSchema },
  depositRanking: { query: v.object({ limitNum: Int }), response: RankingSchema },
  validBetRanking: { query: v.object({ limitNum: Int }), response: RankingSchema },
  bigWinLeaderboard: { query: v.object({ gameType: Text, limitNum: Int, language: Text }), response: BigWinsSchema },
  promotionDetail: { query: ById, response: PromotionDetailSchema },
  joinPromotion: { body: Claim, response: PromotionJoinedSchema },
  claimPromotion: { body: Claim, response: PromotionClaimedSchema },
  uploadApplicationImage: { upload: 'image/png | image/jpeg', response: ApplicationImageSchema },
  applyPromotion: { body: v.object({ id: Id, requestId: RequestId, comment: Text, imageIds: v.array(Id) }), response: PromotionAppliedSchema },
  memberProfile: { response: MemberProfileSchema },
  updateMemberProfile: {
    body: v.object({ nickname: Text, realName: v.optional(Text), birthday: v.optional(Day), contacts: v.record(v.string(), v.string()) }),
    response: MemberProfileSchema,
  },
  avatarPresets: { response: AvatarPresetsSchema },
  setPresetAvatar: { body: v.object({ presetId: Id }), response: AvatarSetSchema },
  sendBindCode: {
    body: v.object({ channel: v.picklist(['MOBILE', 'EMAIL']), mobileNum: v.optional(Text), countryDialingCode: v.optional(Text), email: v.optional(Text) }),
    response: BindCodeSentSchema,
  },
  bindMobile: { body: v.object({ mobileNum: Text, countryDialingCode: Text, code: Text }), response: MobileBoundSchema },
  bindEmail: { body: v.object({ email: Text, code: Text }), response: EmailBoundSchema },
  createTotpSecret: { body: Nothing, response: TotpSecretSchema },
  enableTotp: { body: v.object({ code: Text }), response: TotpStateSchema },
  disableTotp: { body: v.object({ code: v.optional(Text), password: v.optional(Password) }), response: TotpStateSchema },
  loginHistory: { response: LoginHistorySchema },
  agentAnnouncements: { query: v.object(Page), response: AgentAnnouncementsSchema },
  agentTeamOverview: { response: TeamOverviewSchema },
  downlineList: { query: v.object({ parentId: v.optional(Id), username: v.optional(Text), ...Page }), response: DownlineListSchema },
  registerDownline: { body: v.object({ username: Text, password: Password, accountType: AccountKind, rebateBp: Int }), response: RegisteredDownlineSchema },
  agentInvitations: { response: InvitationsSchema },
  createAgentInvitation: { body: v.object({ accountType: AccountKind, rebateBp: Int }), response: InvitationSchema },
  transferToDownline: { body: Transfer, response: DownlineTransferSchema },
  transferFromDownline: { body: Transfer, response: DownlineTransferSchema },
  teamBetRecords: { query: TeamQuery, response: TeamBetsSchema },
  teamProfitLoss: { query: TeamQuery, response: TeamProfitLossSchema },
  agentIncome: { query: v.object({ ...Range, gameType: v.optional(Text) }), response: AgentIncomeSchema },
  teamTransactions: {
    query: v.object({ ...Range, username: v.optional(Text), level: v.optional(Int), type: v.optional(Text), ...Page }),
    response: TeamTransactionsSchema,
  },
  agentContracts: { query: v.object({ type: ContractType }), response: AgentContractsSchema },
  offerAgentContract: {
    body: v.object({
      type: ContractType,
      downlineId: Id,
      rateBp: Int,
      period: Text,
      minValidBetMinor: Minor,
      minLossMinor: Minor,
      minBetMinor: Minor,
      minActiveMembers: Int,
    }),
    response: ContractSchema,
  },
  requestContractTermination: { body: v.object({ contractId: Id }), response: ContractSchema },
  contractRequests: { response: ContractRequestsSchema },
  contractSettlements: { query: v.object({ type: ContractType, ...Page }), response: ContractSettlementsSchema },
  affiliateProgramme: { response: AffiliateProgrammeSchema },
  applyAffiliate: {
    body: v.object({ name: Text, email: Text, mobile: Text, messengerId: Text, channel: Text, experience: Text, requestId: RequestId }),
    response: AffiliateApplicationSchema,
  },
  uploadFeedbackImage: { upload: 'image/png | image/jpeg', response: FeedbackImageSchema },
  feedbackList: { query: v.object(Page), response: FeedbackListSchema },
  chatMessages: { query: v.object({ roomId: Id, after: v.optional(Int) }), response: ChatMessagesSchema },
  chatSend: { body: v.object({ roomId: Id, text: Text, requestId: RequestId }), response: ChatMessageSchema },
  chatMarkRead: { body: v.object({ roomId: Id, cursor: Int }), response: ChatReadSchema },
  responsibleGaming: { response: ResponsibleGamingSchema },
  setLimit: { body: v.object({ kind: Text, period: Text, amountMinor: v.nullable(Minor) }), response: LimitChangeSchema },
  setRealityCheck: { body: v.object({ minutes: Int }), response: RealityCheckSchema },
  selfExclude: { body: v.object({ kind: Text, duration: Text, password: Password }), response: ExclusionSchema },
  playSession: { response: PlaySessionSchema },
  luckyEvents: { response: LuckyEventsSchema },
  drawLuckyEvent: { body: Claim, response: LuckyDrawResultSchema },
  luckyDrawHistory: { query: v.object(Page), response: LuckyDrawHistorySchema },
  blogList: { query: v.object({ category: v.optional(Text), page: v.optional(Int), pageSize: v.optional(Int), language: Text }), response: BlogListSchema },
  blogArticle: { query: v.object({ slug: Text, language: Text }), response: BlogArticleSchema },
} as const satisfies Record<ExtensionName, ExtensionShape>;
