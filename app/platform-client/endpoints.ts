/**
 * The platform's path table. Two generations of relay names coexist on real
 * platforms, so every path lives here and nowhere else; `modId` is the whitelabel module that gates it.
 */
export type Endpoint = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  modId?: string;
  /** Needs the player's session token. */
  token?: boolean;
  /** Body goes through the RSA+DES envelope. */
  encrypt?: boolean;
  /** `/lgw` lottery calls answer bare JSON, not the envelope. */
  bare?: boolean;
  /** Sent form-urlencoded instead of JSON (only forgot-by-email in the contract). */
  form?: boolean;
};

export const endpoints = {
  systemStatus: { method: 'GET', path: '/wps/system/status', modId: 'COMM3' },
  whitelabel: { method: 'GET', path: '/wps/system/whitelabel', modId: 'COMM3' },
  registerSettings: { method: 'GET', path: '/wps/system/setting/register', modId: 'REG3' },
  countries: { method: 'GET', path: '/wps/system/country', modId: 'COMM3' },
  vendorLanes: { method: 'GET', path: '/wps/relay/GCSGAME_newGameVendor', modId: 'COMM3' },
  gameMenus: { method: 'GET', path: '/lgw/games/game_menus', modId: 'COMM3', bare: true },
  hotGames: { method: 'GET', path: '/wps/relay/GCSGAME_hotGamesV2', modId: 'GAMELOHOT3' },
  popularGames: { method: 'GET', path: '/lgw/games/popular', modId: 'AGEANNOUNCE3', bare: true },
  announcements: { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', modId: 'COMM3' },
  winnerBoard: { method: 'GET', path: '/wps/relay/ODSFE2_getWinnerBoard', modId: 'COMM3' },
  jackpot: { method: 'GET', path: '/wps/relay/VIS_getJackpot', modId: 'COMM3' },
  /** The help centre's page tree in one language (the platform falls back to the merchant's default). */
  helpCenter: { method: 'GET', path: '/wps/system/helpCenter', modId: 'COMM3' },
  gameList: { method: 'GET', path: '/wps/relay/GCSGAME_gameList', modId: 'GAMELO3' },
  favouriteIds: { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGames', modId: 'GAMELOFAV3', token: true },
  favouriteList: { method: 'GET', path: '/wps/relay/MCSFE_getFavoriteGamesList', modId: 'GAMELOFAV3', token: true },
  favouriteAdd: { method: 'POST', path: '/wps/relay/MCSFE_addFavoriteGameV2', modId: 'GAMELOFAV3', token: true },
  favouriteRemove: { method: 'DELETE', path: '/wps/relay/MCSFE_removeFavoriteGameV2', modId: 'GAMELOFAV3', token: true },
  recentGames: { method: 'GET', path: '/wps/relay/GCS_recentGame', modId: 'GAMELOREC3', token: true },
  launchGame: { method: 'GET', path: '/wps/game/launchGame', modId: 'GAMELO3', token: true },
  /** A PVP vendor's card-game tables by stake, for the signed-in player. */
  pvpRooms: { method: 'GET', path: '/wps/relay/GLS2_roomList', modId: 'GAMELO3', token: true },
  /** Free play (decision 016): a trial account's launch, and the play money it spins with. */
  gameTrialLaunch: { method: 'GET', path: '/wps/relay/GCS_gameTrialLaunch', modId: 'GAMELO3', token: true },
  trialBalance: { method: 'GET', path: '/wps/relay/GCS_getTrialBalance', modId: 'GAMELO3', token: true },
  /** FB Sports: token optional, a guest gets the book in guest mode. */
  fbSportsLaunch: { method: 'GET', path: '/wps/relay/GCS_gameLaunchFB' },
  lotteryMenus: { method: 'GET', path: '/lgw/vn/games/game_menu', modId: 'COMM3', bare: true },
  openedNumeros: { method: 'GET', path: '/lgw/vn/numeros/opened/game', modId: 'COMM3', bare: true },
  /** The signed-in player's recently launched lottery games, newest first. */
  lotteryRecent: { method: 'GET', path: '/lgw/vn/games/game_menu/recent', modId: 'COMM3', bare: true, token: true },
  rsaKey: { method: 'GET', path: '/wps/session/key/rsa' },
  login: { method: 'POST', path: '/wps/session/login', modId: 'COMM3', encrypt: true },
  loginVerify: { method: 'POST', path: '/wps/session/login/verification', modId: 'LOGINIPVERF3', encrypt: true },
  freePlay: { method: 'POST', path: '/wps/session/login/freeplay', modId: 'FREEPLAY3' },
  logout: { method: 'DELETE', path: '/wps/session/logout', modId: 'COMM3', token: true },
  /** The keep-alive: restarts the platform session's idle clock while the player is there. */
  sessionTouch: { method: 'GET', path: '/wps/session/touch', token: true },
  memberInfo: { method: 'GET', path: '/wps/member/info', modId: 'COMM3', token: true },
  /** The signed-in player's language, so the platform's own texts (notices, messages) follow it. */
  updateLanguage: { method: 'PUT', path: '/wps/member/language', modId: 'COMM3', token: true },
  consolidated: { method: 'GET', path: '/wps/member/info/funds/consolidated', modId: 'AGENTPOLICY3', token: true },
  balance: { method: 'GET', path: '/wps/v2/wallets/balance', modId: 'COMM3', token: true },
  captcha: { method: 'GET', path: '/wps/captcha', modId: 'CAPTCHA3' },
  captchaGeetest: { method: 'GET', path: '/wps/captcha/geetest', modId: 'GEETEST3' },
  registerUsername: { method: 'PUT', path: '/wps/member/register', modId: 'USERNAMEREG3', encrypt: true },
  registerMobile: { method: 'PUT', path: '/wps/member/register/mobile', modId: 'MOBILENUMREG3', encrypt: true },
  changePassword: { method: 'POST', path: '/wps/member/password', modId: 'PASS3', token: true, encrypt: true },
  forgotByEmail: { method: 'POST', path: '/wps/member/password/email', modId: 'COMM3', form: true },
  resetByPhone: { method: 'POST', path: '/wps/member/password/verification', modId: 'CHNGPASSVERIF3', encrypt: true },
  affiliate: { method: 'GET', path: '/wps/agent/affiliate', modId: 'AFFMAN3' },
  registerSms: { method: 'POST', path: '/wps/verification/sms/register', modId: 'REGMOBVERF3' },
  loginSms: { method: 'POST', path: '/wps/verification/sms/noLogin', modId: 'VERIFICATION3' },
  // The cashier (decision 011): amounts in integer minor units, a requestId per money move.
  merchantWallet: { method: 'GET', path: '/wps/relay/GCS_merchantWallet', modId: 'COMM3', token: true },
  walletTransfer: { method: 'POST', path: '/wps/relay/GCS_walletTransfer', modId: 'FUNDTRANS3', token: true },
  depositChannels: { method: 'GET', path: '/wps/relay/PAYFE_getDepositChannels', modId: 'COMM3', token: true },
  depositPromotions: { method: 'GET', path: '/wps/relay/PAYFE_getDepositPromotions', modId: 'COMM3', token: true },
  createDeposit: { method: 'POST', path: '/wps/relay/PAYFE_createDeposit', modId: 'COMM3', token: true },
  uploadDepositProof: { method: 'POST', path: '/wps/relay/PAYFE_uploadDepositProof', modId: 'COMM3', token: true },
  deposits: { method: 'GET', path: '/wps/relay/PAYFE_getDeposits', modId: 'COMM3', token: true },
  // Extension (decision 036): the outcome of a money move by its requestId, for a move whose answer never came back.
  moneyMoveByRequestId: { method: 'GET', path: '/wps/relay/PAYFE_getMoneyMoveByRequestId', modId: 'COMM3', token: true },
  cancelDeposit: { method: 'POST', path: '/wps/relay/PAYFE_cancelDeposit', modId: 'COMM3', token: true },
  withdrawAccounts: { method: 'GET', path: '/wps/relay/PAYFE_getWithdrawAccounts', modId: 'COMM3', token: true },
  addWithdrawAccount: { method: 'POST', path: '/wps/relay/PAYFE_addWithdrawAccount', modId: 'COMM3', token: true, encrypt: true },
  setDefaultWithdrawAccount: { method: 'POST', path: '/wps/relay/PAYFE_setDefaultWithdrawAccount', modId: 'COMM3', token: true },
  removeWithdrawAccount: { method: 'POST', path: '/wps/relay/PAYFE_removeWithdrawAccount', modId: 'COMM3', token: true },
  withdrawSettings: { method: 'GET', path: '/wps/relay/PAYFE_getWithdrawSettings', modId: 'COMM3', token: true },
  setPaymentPassword: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_setPaymentPassword', modId: 'COMM3', token: true, encrypt: true },
  withdraw: { method: 'POST', path: '/wps/relay/passwordCheck/PAYFE_withdraw', modId: 'COMM3', token: true, encrypt: true },
  withdrawals: { method: 'GET', path: '/wps/relay/PAYFE_getWithdrawals', modId: 'COMM3', token: true },
  paymentConfirmationList: { method: 'GET', path: '/wps/relay/MCSFE_getPaymentConfirmationList', modId: 'COMM3', token: true },
  processC2CTransaction: { method: 'POST', path: '/wps/relay/MCSFE_processC2CTransaction', modId: 'COMM3', token: true },
  uploadWithdrawProof: { method: 'POST', path: '/wps/relay/MCSFE_uploadC2CProof', modId: 'COMM3', token: true },
  uplineTransferInfo: { method: 'GET', path: '/wps/relay/MCSFE_getUplineTransferInfo', modId: 'COMM3', token: true },
  transferToUpline: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_transferToUpline', modId: 'COMM3', token: true, encrypt: true },
  betRecords: { method: 'GET', path: '/wps/relay/ODSFE2_getBetRecords', modId: 'COMM3', token: true },
  transactions: { method: 'GET', path: '/wps/relay/ODSFE2_getTransactions', modId: 'MEMTRANS3', token: true },
  profit: { method: 'GET', path: '/wps/relay/ODSFE2_getProfitSummary', modId: 'COMM3', token: true },
  bonusDetails: { method: 'GET', path: '/wps/relay/MCSFE_getBonusDetails', modId: 'COMM3', token: true },
  // The inbox and the signed-in shell's public state (decision 013).
  messageList: { method: 'GET', path: '/wps/relay/CSP_getMessageList', modId: 'INBOX3', token: true },
  message: { method: 'GET', path: '/wps/relay/CSP_getMessage', modId: 'INBOX3', token: true },
  unreadCount: { method: 'GET', path: '/wps/relay/CSP_getUnreadCount', modId: 'INBOX3', token: true },
  readMessage: { method: 'POST', path: '/wps/relay/CSP_readMessage', modId: 'INBOX3', token: true },
  readAllMessages: { method: 'POST', path: '/wps/relay/CSP_readAllMessages', modId: 'INBOX3', token: true },
  deleteMessage: { method: 'POST', path: '/wps/relay/CSP_deleteMessage', modId: 'INBOX3', token: true },
  publicState: { method: 'GET', path: '/wps/relay/MCSFE_getPublicState', modId: 'COMM3', token: true },
  // Rewards, referral, missions, VIP rank and rebate (decision 014).
  rewardList: { method: 'GET', path: '/wps/relay/MCSFE_getRewardList', modId: 'REWCEN3', token: true },
  claimReward: { method: 'POST', path: '/wps/relay/MCSFE_claimReward', modId: 'REWCEN3', token: true },
  raffleStatus: { method: 'GET', path: '/wps/relay/MCSFE_getRafflePromotionStatus', modId: 'REWCEN3', token: true },
  claimRaffle: { method: 'POST', path: '/wps/relay/MCSFE_claimRafflePromotion', modId: 'REWCEN3', token: true },
  promotionClaimList: { method: 'GET', path: '/wps/relay/MCS2_getPromotionClaimList', modId: 'REWCEN3', token: true },
  signUpReward: { method: 'GET', path: '/wps/relay/MCSFE_signUpRequestReward', modId: 'REWCEN3', token: true },
  rebateSettings: { method: 'GET', path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', modId: 'REBATE3', token: true },
  claimRebate: { method: 'POST', path: '/wps/relay/MCSFE_claimRebate', modId: 'REBATE3', token: true },
  missionSummary: { method: 'GET', path: '/wps/relay/MCSFE_getMissionSummaryDetails', modId: 'COMM3', token: true },
  claimMission: { method: 'POST', path: '/wps/relay/MCSFE_claimMission', modId: 'COMM3', token: true },
  missionLeaderboard: { method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard', modId: 'COMM3', token: true },
  playerRankProgress: { method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankProgress', modId: 'VIP3', token: true },
  referralInfo: { method: 'GET', path: '/wps/relay/MCSFE_getReferralInfo', modId: 'COMM3', token: true },
  referralList: { method: 'GET', path: '/wps/relay/MCSFE_getReferralList', modId: 'COMM3', token: true },
  // The VIP page and the public boards (decision 019): guests read them; a token adds the viewer's own place.
  merchantVipLevels: { method: 'GET', path: '/wps/relay/MCSFE_getMerchantVipLevels', modId: 'VIP3' },
  depositRanking: { method: 'GET', path: '/wps/relay/ODSFE2_getDepositRanking', modId: 'COMM3' },
  validBetRanking: { method: 'GET', path: '/wps/relay/ODSFE2_getValidBetRanking', modId: 'COMM3' },
  winnerFeed: { method: 'GET', path: '/wps/relay/GCSGAME_getRankList', modId: 'COMM3' },
  bigWinLeaderboard: { method: 'GET', path: '/wps/relay/ODSFE2_getBigWinLeaderboard', modId: 'COMM3' },
  // Promotions and activity applications (decision 017): the list as a member and as a guest, categories, detail, actions.
  availablePromotions: { method: 'GET', path: '/wps/relay/MCSFE_getAvailablePromotions', modId: 'REWCEN3', token: true },
  merchantAvailablePromotions: { method: 'GET', path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', modId: 'REWCEN3' },
  promotionCategories: { method: 'GET', path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', modId: 'REWCEN3' },
  promotionDetail: { method: 'GET', path: '/wps/relay/PROMOFE_getPromotionDetail', modId: 'REWCEN3' },
  joinPromotion: { method: 'POST', path: '/wps/relay/MCSFE_joinPromotion', modId: 'REWCEN3', token: true },
  claimPromotion: { method: 'POST', path: '/wps/relay/MCSFE_claimPromotion', modId: 'REWCEN3', token: true },
  uploadApplicationImage: { method: 'POST', path: '/wps/relay/PROMOFE_uploadApplicationImage', modId: 'REWCEN3', token: true },
  applyPromotion: { method: 'POST', path: '/wps/relay/PROMOFE_applyPromotion', modId: 'REWCEN3', token: true },
  // My account (decision 012): profile, avatar, bindings, authenticator, login history.
  memberProfile: { method: 'GET', path: '/wps/relay/MCSFE_getMemberProfile', modId: 'COMM3', token: true },
  updateMemberProfile: { method: 'POST', path: '/wps/relay/MCSFE_updateMemberProfile', modId: 'COMM3', token: true },
  memberIcon: { method: 'GET', path: '/wps/member/info/icon', modId: 'PROFPIC3', token: true },
  uploadMemberIcon: { method: 'POST', path: '/wps/member/info/icon', modId: 'PROFPIC3', token: true },
  avatarPresets: { method: 'GET', path: '/wps/relay/MCSFE_getAvatarPresets', modId: 'PROFPIC3', token: true },
  setPresetAvatar: { method: 'POST', path: '/wps/relay/MCSFE_setPresetAvatar', modId: 'PROFPIC3', token: true },
  sendBindCode: { method: 'POST', path: '/wps/relay/MCSFE_sendBindCode', modId: 'COMM3', token: true },
  bindMobile: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_bindMobile', modId: 'COMM3', token: true, encrypt: true },
  bindEmail: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_bindEmail', modId: 'COMM3', token: true, encrypt: true },
  createTotpSecret: { method: 'POST', path: '/wps/relay/MCSFE_createTotpSecret', modId: 'COMM3', token: true },
  enableTotp: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_enableTotp', modId: 'COMM3', token: true, encrypt: true },
  disableTotp: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_disableTotp', modId: 'COMM3', token: true, encrypt: true },
  loginHistory: { method: 'GET', path: '/wps/relay/MCSFE_getLoginHistory', modId: 'COMM3', token: true },
  // The agent centre (decision 015): agents only, over their own team.
  agentAnnouncements: { method: 'GET', path: '/wps/relay/MCSFE_getAgentAnnouncements', modId: 'COMM3', token: true },
  agentTeamOverview: { method: 'GET', path: '/wps/relay/MCSFE_getAgentTeamOverview', modId: 'COMM3', token: true },
  downlineList: { method: 'GET', path: '/wps/relay/MCSFE_getDownlineList', modId: 'COMM3', token: true },
  registerDownline: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_registerDownline', modId: 'COMM3', token: true, encrypt: true },
  agentInvitations: { method: 'GET', path: '/wps/relay/MCSFE_getAgentInvitations', modId: 'COMM3', token: true },
  createAgentInvitation: { method: 'POST', path: '/wps/relay/MCSFE_createAgentInvitation', modId: 'COMM3', token: true },
  transferToDownline: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_transferToDownline', modId: 'COMM3', token: true, encrypt: true },
  transferFromDownline: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_transferFromDownline', modId: 'COMM3', token: true, encrypt: true },
  teamBetRecords: { method: 'GET', path: '/wps/relay/ODSFE2_getTeamBetRecords', modId: 'COMM3', token: true },
  teamProfitLoss: { method: 'GET', path: '/wps/relay/ODSFE2_getTeamProfitLoss', modId: 'COMM3', token: true },
  agentIncome: { method: 'GET', path: '/wps/relay/ODSFE2_getAgentIncome', modId: 'COMM3', token: true },
  teamTransactions: { method: 'GET', path: '/wps/relay/ODSFE2_getTeamTransactions', modId: 'COMM3', token: true },
  // Agent contracts (decision 015, "Contracts"): the agent's side, then the downline's answers (the contract's process* relays).
  agentContracts: { method: 'GET', path: '/wps/relay/MCSFE_getAgentContracts', modId: 'AGENTPOLICY3', token: true },
  offerAgentContract: { method: 'POST', path: '/wps/relay/MCSFE_offerAgentContract', modId: 'AGENTPOLICY3', token: true },
  requestContractTermination: { method: 'POST', path: '/wps/relay/MCSFE_requestContractTermination', modId: 'AGENTPOLICY3', token: true },
  contractRequests: { method: 'GET', path: '/wps/relay/MCSFE_getContractRequests', modId: 'AGENTPOLICY3', token: true },
  contractSettlements: { method: 'GET', path: '/wps/relay/ODSFE2_getContractSettlements', modId: 'AGENTPOLICY3', token: true },
  processDividendContract: { method: 'GET', path: '/wps/relay/MCSFE_processContractDividend', modId: 'SIGNCONDIV3', token: true },
  processDailySalaryContract: { method: 'GET', path: '/wps/relay/MCSFE_processDailySalaryContract', modId: 'DAILYSALCONT3', token: true },
  processHourSalaryContract: { method: 'POST', path: '/wps/relay/MCSFE_processContractHourSalary', modId: 'HOURSAL3', token: true },
  processRealTimeSalaryContract: { method: 'POST', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', modId: 'RTSALARY3', token: true },
  // Join us and feedback (decision 021): the affiliate programme and applications (guests), players' feedback.
  affiliateProgramme: { method: 'GET', path: '/wps/relay/MCSFE_getAffiliateProgramme', modId: 'AFFMAN3' },
  applyAffiliate: { method: 'POST', path: '/wps/relay/MCSFE_applyAffiliate', modId: 'AFFMAN3' },
  feedback: { method: 'PUT', path: '/wps/feedback', modId: 'FEEDBACK3', token: true },
  uploadFeedbackImage: { method: 'POST', path: '/wps/relay/CSP_uploadFeedbackImage', modId: 'FEEDBACK3', token: true },
  feedbackList: { method: 'GET', path: '/wps/relay/CSP_getFeedbackList', modId: 'FEEDBACK3', token: true },
  // The chat room (decision 024): the contract's CBS_modelList, CBS_groupPermission and CBS_unreadCount, and the designed message calls.
  chatRooms: { method: 'GET', path: '/wps/relay/CBS_modelList', modId: 'CBS3', token: true },
  chatPermission: { method: 'GET', path: '/wps/relay/CBS_groupPermission', modId: 'CBS3', token: true },
  chatMessages: { method: 'GET', path: '/wps/relay/CBS_getMessages', modId: 'CBS3', token: true },
  chatSend: { method: 'POST', path: '/wps/relay/CBS_sendMessage', modId: 'CBS3', token: true },
  chatMarkRead: { method: 'POST', path: '/wps/relay/CBS_markRead', modId: 'CBS3', token: true },
  chatUnread: { method: 'GET', path: '/wps/relay/CBS_unreadCount', modId: 'CBS3', token: true },
  // The point mall (decision 018): items, rules and the exchange table are public; redeem and convert take the payment password, sealed.
  pointBalance: { method: 'GET', path: '/wps/relay/MCS2_getPointBalance', modId: 'PTSYS3', token: true },
  pointRewards: { method: 'GET', path: '/wps/relay/MCS2_getPointReward', modId: 'PTSYS3' },
  pointConversionType: { method: 'GET', path: '/wps/relay/MCSFE_getPointRewardConversionType', modId: 'PTSYS3' },
  pointConfig: { method: 'GET', path: '/wps/relay/MCS2_getPointConfig', modId: 'PTSYS3' },
  redeemPoint: { method: 'POST', path: '/wps/relay/passwordCheck/MCS2_redeemPointReward', modId: 'PTSYS3', token: true, encrypt: true },
  redeemPointList: { method: 'GET', path: '/wps/relay/MCS2_getRedeemPointList', modId: 'PTSYS3', token: true },
  convertPoint: { method: 'POST', path: '/wps/relay/passwordCheck/MCS2_convertPoint', modId: 'PTSYS3', token: true, encrypt: true },
  pointDetails: { method: 'GET', path: '/wps/relay/ODSFE2_MemTransDet', modId: 'MEMTRANS3', token: true },
  // Responsible gambling (decision 023): limits, the reality check, time-outs and self-exclusion.
  responsibleGaming: { method: 'GET', path: '/wps/relay/MCSFE_getResponsibleGaming', modId: 'COMM3', token: true },
  setLimit: { method: 'POST', path: '/wps/relay/MCSFE_setLimit', modId: 'COMM3', token: true },
  setRealityCheck: { method: 'POST', path: '/wps/relay/MCSFE_setRealityCheck', modId: 'COMM3', token: true },
  selfExclude: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_selfExclude', modId: 'COMM3', token: true, encrypt: true },
  playSession: { method: 'GET', path: '/wps/relay/MCSFE_getPlaySession', modId: 'COMM3', token: true },
  // Lucky draws (decision 025): events are public (tickets with a token); a draw spends one ticket, keyed by the form's requestId.
  luckyEvents: { method: 'GET', path: '/wps/relay/MCSFE_getLuckyEvents', modId: 'LUCKYDRAW3' },
  drawLuckyEvent: { method: 'POST', path: '/wps/relay/MCSFE_drawLuckyEvent', modId: 'LUCKYDRAW3', token: true },
  luckyDrawHistory: { method: 'GET', path: '/wps/relay/MCSFE_getLuckyDrawHistory', modId: 'LUCKYDRAW3', token: true },
  // Hot matches and the blog (decision 026): public reads, shared by every visitor of a brand and language.
  hotMatches: { method: 'GET', path: '/wps/relay/GCS_getHotMatches', modId: 'COMM3' },
  blogList: { method: 'GET', path: '/wps/relay/PROMOFE_getBlogList', modId: 'BLOG3' },
  blogArticle: { method: 'GET', path: '/wps/relay/PROMOFE_getBlogArticle', modId: 'BLOG3' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
