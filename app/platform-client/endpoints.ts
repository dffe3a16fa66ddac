/**
 * The platform's path table. Two generations of relay names coexist on real
 * platforms, so every path lives here and nowhere else; `modId` is the whitelabel module that gates it.
 * A call the operator platform's known contract does not name is an extension: it says so, and why the
 * site needs it, so `docs/platform-contract.md` (generated from this table) tells a platform team what to build.
 */
type EndpointBase = {
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

export type Endpoint = (EndpointBase & { extension?: undefined; reason?: undefined }) | (EndpointBase & { extension: true; reason: string });

export const endpoints = {
  systemStatus: { method: 'GET', path: '/wps/system/status', modId: 'COMM3' },
  whitelabel: { method: 'GET', path: '/wps/system/whitelabel', modId: 'COMM3' },
  /** The customer-service links, where the status call leaves them out. */
  customerServiceScript: { method: 'GET', path: '/wps/relay/WPSCORE_getCustomerServiceScript' },
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
  trialBalance: { method: 'GET', path: '/wps/relay/GCS_getTrialBalance', modId: 'GAMELO3', token: true, extension: true, reason: 'the contract names no call for a trial account\'s play money' },
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
  depositChannels: { method: 'GET', path: '/wps/relay/PAYFE_getDepositChannels', modId: 'COMM3', token: true, extension: true, reason: 'the contract\'s deposits run in the platform\'s own member centre; the site\'s cashier needs its channels' },
  depositPromotions: { method: 'GET', path: '/wps/relay/PAYFE_getDepositPromotions', modId: 'COMM3', token: true, extension: true, reason: 'the deposit form offers the bonuses a deposit can join; the contract is silent' },
  createDeposit: { method: 'POST', path: '/wps/relay/PAYFE_createDeposit', modId: 'COMM3', token: true, extension: true, reason: 'the site\'s own cashier creates the deposit; the contract is silent' },
  uploadDepositProof: { method: 'POST', path: '/wps/relay/PAYFE_uploadDepositProof', modId: 'COMM3', token: true, extension: true, reason: 'a bank-transfer deposit\'s receipt; the contract is silent' },
  deposits: { method: 'GET', path: '/wps/relay/PAYFE_getDeposits', modId: 'COMM3', token: true, extension: true, reason: 'the cashier\'s recent deposits; the contract is silent' },
  // Extension (decision 036): the outcome of a money move by its requestId, for a move whose answer never came back.
  moneyMoveByRequestId: { method: 'GET', path: '/wps/relay/PAYFE_getMoneyMoveByRequestId', modId: 'COMM3', token: true, extension: true, reason: 'the outcome of a money move whose answer never came back (kept by its requestId)' },
  cancelDeposit: { method: 'POST', path: '/wps/relay/PAYFE_cancelDeposit', modId: 'COMM3', token: true, extension: true, reason: 'a pending deposit the player withdraws; the contract is silent' },
  withdrawAccounts: { method: 'GET', path: '/wps/relay/PAYFE_getWithdrawAccounts', modId: 'COMM3', token: true, extension: true, reason: 'the player\'s payout accounts; the contract is silent' },
  addWithdrawAccount: { method: 'POST', path: '/wps/relay/PAYFE_addWithdrawAccount', modId: 'COMM3', token: true, encrypt: true, extension: true, reason: 'adds a payout account; the contract is silent' },
  setDefaultWithdrawAccount: { method: 'POST', path: '/wps/relay/PAYFE_setDefaultWithdrawAccount', modId: 'COMM3', token: true, extension: true, reason: 'picks the default payout account; the contract is silent' },
  removeWithdrawAccount: { method: 'POST', path: '/wps/relay/PAYFE_removeWithdrawAccount', modId: 'COMM3', token: true, extension: true, reason: 'removes a payout account; the contract is silent' },
  withdrawSettings: { method: 'GET', path: '/wps/relay/PAYFE_getWithdrawSettings', modId: 'COMM3', token: true, extension: true, reason: 'withdrawal limits and fees; the contract is silent' },
  setPaymentPassword: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_setPaymentPassword', modId: 'COMM3', token: true, encrypt: true, extension: true, reason: 'the payment password the sealed calls check; the contract is silent' },
  withdraw: { method: 'POST', path: '/wps/relay/passwordCheck/PAYFE_withdraw', modId: 'COMM3', token: true, encrypt: true, extension: true, reason: 'the withdrawal itself (the contract only says it is sealed)' },
  withdrawals: { method: 'GET', path: '/wps/relay/PAYFE_getWithdrawals', modId: 'COMM3', token: true, extension: true, reason: 'the cashier\'s recent withdrawals; the contract is silent' },
  paymentConfirmationList: { method: 'GET', path: '/wps/relay/MCSFE_getPaymentConfirmationList', modId: 'COMM3', token: true },
  processC2CTransaction: { method: 'POST', path: '/wps/relay/MCSFE_processC2CTransaction', modId: 'COMM3', token: true },
  uploadWithdrawProof: { method: 'POST', path: '/wps/relay/MCSFE_uploadC2CProof', modId: 'COMM3', token: true, extension: true, reason: 'a C2C payout\'s receipt, beside the contract\'s C2C calls' },
  uplineTransferInfo: { method: 'GET', path: '/wps/relay/MCSFE_getUplineTransferInfo', modId: 'COMM3', token: true, extension: true, reason: 'what a member may send to their agent; the contract is silent' },
  transferToUpline: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_transferToUpline', modId: 'COMM3', token: true, encrypt: true, extension: true, reason: 'a member\'s transfer to their agent; the contract is silent' },
  betRecords: { method: 'GET', path: '/wps/relay/ODSFE2_getBetRecords', modId: 'COMM3', token: true, extension: true, reason: 'the player\'s bet history; the contract is silent' },
  transactions: { method: 'GET', path: '/wps/relay/ODSFE2_getTransactions', modId: 'MEMTRANS3', token: true, extension: true, reason: 'the player\'s money history; the contract only names the points history' },
  profit: { method: 'GET', path: '/wps/relay/ODSFE2_getProfitSummary', modId: 'COMM3', token: true, extension: true, reason: 'the player\'s profit and loss summary; the contract is silent' },
  bonusDetails: { method: 'GET', path: '/wps/relay/MCSFE_getBonusDetails', modId: 'COMM3', token: true, extension: true, reason: 'the player\'s bonus history; the contract is silent' },
  // The inbox (the contract's CSP_getInbox and CSP_unreadCount) and the signed-in shell's public state (decision 013).
  messageList: { method: 'GET', path: '/wps/relay/CSP_getInbox', modId: 'INBOX3', token: true },
  message: { method: 'GET', path: '/wps/relay/CSP_getMessage', modId: 'INBOX3', token: true, extension: true, reason: 'one inbox message with its body; the contract names only the list' },
  unreadCount: { method: 'GET', path: '/wps/relay/CSP_unreadCount', modId: 'INBOX3', token: true },
  readMessage: { method: 'POST', path: '/wps/relay/CSP_readMessage', modId: 'INBOX3', token: true, extension: true, reason: 'marks a message read; the contract is silent' },
  readAllMessages: { method: 'POST', path: '/wps/relay/CSP_readAllMessages', modId: 'INBOX3', token: true, extension: true, reason: 'marks every message read; the contract is silent' },
  deleteMessage: { method: 'POST', path: '/wps/relay/CSP_deleteMessage', modId: 'INBOX3', token: true, extension: true, reason: 'deletes a message; the contract is silent' },
  publicState: { method: 'GET', path: '/wps/relay/MCSFE_getPublicState', modId: 'COMM3', token: true, extension: true, reason: 'the signed-in shell\'s badges and profile in one call instead of five' },
  // Rewards, referral, missions, VIP rank and rebate (decision 014).
  rewardList: { method: 'GET', path: '/wps/relay/MCSFE_getRewardList', modId: 'REWCEN3', token: true, extension: true, reason: 'the reward centre\'s claimable rewards; the contract names only promotion claims' },
  claimReward: { method: 'POST', path: '/wps/relay/MCSFE_claimReward', modId: 'REWCEN3', token: true, extension: true, reason: 'claims one reward; the contract is silent' },
  raffleStatus: { method: 'GET', path: '/wps/relay/MCSFE_getRafflePromotionStatus', modId: 'REWCEN3', token: true },
  claimRaffle: { method: 'POST', path: '/wps/relay/MCS2_claimRafflePromotion', modId: 'REWCEN3', token: true },
  promotionClaimList: { method: 'GET', path: '/wps/relay/MCS2_getPromotionClaimList', modId: 'REWCEN3', token: true },
  signUpReward: { method: 'GET', path: '/wps/relay/MCSFE_signUpRequestReward', modId: 'REWCEN3', token: true },
  rebateSettings: { method: 'GET', path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', modId: 'REBATE3', token: true },
  claimRebate: { method: 'POST', path: '/wps/relay/MCSFE_claimRebate', modId: 'REBATE3', token: true, extension: true, reason: 'claims the player\'s rebate; the contract names only its settings' },
  missionSummary: { method: 'GET', path: '/wps/relay/MCSFE_getMissionSummaryDetails', modId: 'COMM3', token: true },
  claimMission: { method: 'POST', path: '/wps/relay/MCSFE_claimMission', modId: 'COMM3', token: true, extension: true, reason: 'claims a finished mission; the contract names only the summary' },
  missionLeaderboard: { method: 'GET', path: '/wps/relay/MCSFE_getMissionLeaderboard', modId: 'COMM3', token: true },
  playerRankProgress: { method: 'GET', path: '/wps/relay/MCSFE_getPlayerRankProgress', modId: 'VIP3', token: true },
  referralInfo: { method: 'GET', path: '/wps/relay/MCSFE_getReferralInfo', modId: 'COMM3', token: true, extension: true, reason: 'the player\'s referral link and earnings; the contract is silent' },
  referralList: { method: 'GET', path: '/wps/relay/MCSFE_getReferralList', modId: 'COMM3', token: true, extension: true, reason: 'the players the player referred; the contract is silent' },
  // The VIP page and the public boards (decision 019): guests read them; a token adds the viewer's own place.
  merchantVipLevels: { method: 'GET', path: '/wps/relay/MCSFE_getMerchantVipLevels', modId: 'VIP3', extension: true, reason: 'the VIP page\'s levels and perks; the contract names only the player\'s progress' },
  depositRanking: { method: 'GET', path: '/wps/relay/ODSFE2_getDepositRanking', modId: 'COMM3', extension: true, reason: 'the public deposit board; the contract is silent' },
  validBetRanking: { method: 'GET', path: '/wps/relay/ODSFE2_getValidBetRanking', modId: 'COMM3', extension: true, reason: 'the public turnover board; the contract is silent' },
  winnerFeed: { method: 'GET', path: '/wps/relay/GCSGAME_getRankList', modId: 'COMM3' },
  bigWinLeaderboard: { method: 'GET', path: '/wps/relay/ODSFE2_getBigWinLeaderboard', modId: 'COMM3', extension: true, reason: 'the public big-win board; the contract names only the winner board' },
  // Promotions and activity applications (decision 017): the list as a member and as a guest, categories, detail, actions.
  availablePromotions: { method: 'GET', path: '/wps/relay/MCSFE_getAvailablePromotions', modId: 'REWCEN3', token: true },
  merchantAvailablePromotions: { method: 'GET', path: '/wps/relay/MCSFE_getMerchantAvailablePromotions', modId: 'REWCEN3' },
  promotionCategories: { method: 'GET', path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory', modId: 'REWCEN3' },
  promotionDetail: { method: 'GET', path: '/wps/relay/PROMOFE_getPromotionDetail', modId: 'REWCEN3', extension: true, reason: 'one promotion\'s page; the contract names only the lists' },
  joinPromotion: { method: 'POST', path: '/wps/relay/MCSFE_joinPromotion', modId: 'REWCEN3', token: true, extension: true, reason: 'joins a promotion; the contract is silent' },
  claimPromotion: { method: 'POST', path: '/wps/relay/MCSFE_claimPromotion', modId: 'REWCEN3', token: true, extension: true, reason: 'claims a promotion\'s bonus; the contract is silent' },
  uploadApplicationImage: { method: 'POST', path: '/wps/relay/PROMOFE_uploadApplicationImage', modId: 'REWCEN3', token: true, extension: true, reason: 'an activity application\'s picture; the contract is silent' },
  applyPromotion: { method: 'POST', path: '/wps/relay/PROMOFE_applyPromotion', modId: 'REWCEN3', token: true, extension: true, reason: 'applies for an activity; the contract is silent' },
  // My account (decision 012): profile, avatar, bindings, authenticator, login history.
  memberProfile: { method: 'GET', path: '/wps/relay/MCSFE_getMemberProfile', modId: 'COMM3', token: true, extension: true, reason: 'the player\'s editable profile; the contract\'s member info is read-only' },
  updateMemberProfile: { method: 'POST', path: '/wps/relay/MCSFE_updateMemberProfile', modId: 'COMM3', token: true, extension: true, reason: 'saves the player\'s profile; the contract is silent' },
  memberIcon: { method: 'GET', path: '/wps/member/info/icon', modId: 'PROFPIC3', token: true },
  uploadMemberIcon: { method: 'POST', path: '/wps/member/info/icon', modId: 'PROFPIC3', token: true },
  avatarPresets: { method: 'GET', path: '/wps/relay/MCSFE_getAvatarPresets', modId: 'PROFPIC3', token: true, extension: true, reason: 'the avatars a player may pick; the contract is silent' },
  setPresetAvatar: { method: 'POST', path: '/wps/relay/MCSFE_setPresetAvatar', modId: 'PROFPIC3', token: true, extension: true, reason: 'picks a preset avatar; the contract is silent' },
  sendBindCode: { method: 'POST', path: '/wps/relay/MCSFE_sendBindCode', modId: 'COMM3', token: true, extension: true, reason: 'sends the code that binds a phone or e-mail; the contract is silent' },
  bindMobile: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_bindMobile', modId: 'COMM3', token: true, encrypt: true, extension: true, reason: 'binds a phone number; the contract is silent' },
  bindEmail: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_bindEmail', modId: 'COMM3', token: true, encrypt: true, extension: true, reason: 'binds an e-mail address; the contract is silent' },
  createTotpSecret: { method: 'POST', path: '/wps/relay/MCSFE_createTotpSecret', modId: 'COMM3', token: true, extension: true, reason: 'starts an authenticator setup; the contract is silent' },
  enableTotp: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_enableTotp', modId: 'COMM3', token: true, encrypt: true, extension: true, reason: 'turns the authenticator on; the contract is silent' },
  disableTotp: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_disableTotp', modId: 'COMM3', token: true, encrypt: true, extension: true, reason: 'turns the authenticator off; the contract is silent' },
  loginHistory: { method: 'GET', path: '/wps/relay/MCSFE_getLoginHistory', modId: 'COMM3', token: true, extension: true, reason: 'the player\'s recent sign-ins; the contract is silent' },
  // The agent centre (decision 015): agents only, over their own team.
  agentAnnouncements: { method: 'GET', path: '/wps/relay/MCSFE_getAgentAnnouncements', modId: 'COMM3', token: true, extension: true, reason: 'the agent centre\'s notices; the contract\'s agent pages live in the platform\'s module' },
  agentTeamOverview: { method: 'GET', path: '/wps/relay/MCSFE_getAgentTeamOverview', modId: 'COMM3', token: true, extension: true, reason: 'the agent centre\'s overview; the contract is silent' },
  downlineList: { method: 'GET', path: '/wps/relay/MCSFE_getDownlineList', modId: 'COMM3', token: true, extension: true, reason: 'an agent\'s downline; the contract is silent' },
  registerDownline: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_registerDownline', modId: 'COMM3', token: true, encrypt: true, extension: true, reason: 'an agent opens an account for a downline; the contract is silent' },
  agentInvitations: { method: 'GET', path: '/wps/relay/MCSFE_getAgentInvitations', modId: 'COMM3', token: true, extension: true, reason: 'an agent\'s invitation links; the contract is silent' },
  createAgentInvitation: { method: 'POST', path: '/wps/relay/MCSFE_createAgentInvitation', modId: 'COMM3', token: true, extension: true, reason: 'creates an invitation link; the contract is silent' },
  transferToDownline: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_transferToDownline', modId: 'COMM3', token: true, encrypt: true, extension: true, reason: 'an agent pays a downline; the contract is silent' },
  transferFromDownline: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_transferFromDownline', modId: 'COMM3', token: true, encrypt: true, extension: true, reason: 'an agent takes money back from a downline; the contract is silent' },
  teamBetRecords: { method: 'GET', path: '/wps/relay/ODSFE2_getTeamBetRecords', modId: 'COMM3', token: true, extension: true, reason: 'the team\'s bets; the contract is silent' },
  teamProfitLoss: { method: 'GET', path: '/wps/relay/ODSFE2_getTeamProfitLoss', modId: 'COMM3', token: true, extension: true, reason: 'the team\'s profit and loss; the contract is silent' },
  agentIncome: { method: 'GET', path: '/wps/relay/ODSFE2_getAgentIncome', modId: 'COMM3', token: true, extension: true, reason: 'the agent\'s income; the contract is silent' },
  teamTransactions: { method: 'GET', path: '/wps/relay/ODSFE2_getTeamTransactions', modId: 'COMM3', token: true, extension: true, reason: 'the team\'s money history; the contract is silent' },
  // Agent contracts (decision 015, "Contracts"): the agent's side, then the downline's answers (the contract's process* relays).
  agentContracts: { method: 'GET', path: '/wps/relay/MCSFE_getAgentContracts', modId: 'AGENTPOLICY3', token: true, extension: true, reason: 'the agent\'s side of contracts; the contract names only the downline\'s answers' },
  offerAgentContract: { method: 'POST', path: '/wps/relay/MCSFE_offerAgentContract', modId: 'AGENTPOLICY3', token: true, extension: true, reason: 'an agent offers a contract; the contract is silent' },
  requestContractTermination: { method: 'POST', path: '/wps/relay/MCSFE_requestContractTermination', modId: 'AGENTPOLICY3', token: true, extension: true, reason: 'ends a contract; the contract is silent' },
  contractRequests: { method: 'GET', path: '/wps/relay/MCSFE_getContractRequests', modId: 'AGENTPOLICY3', token: true, extension: true, reason: 'the contracts waiting for the player\'s answer, with their terms (the flags say only that one waits)' },
  contractSettlements: { method: 'GET', path: '/wps/relay/ODSFE2_getContractSettlements', modId: 'AGENTPOLICY3', token: true, extension: true, reason: 'a contract\'s settlements; the contract is silent' },
  processDividendContract: { method: 'GET', path: '/wps/relay/MCS2_processDividendReq', modId: 'SIGNCONDIV3', token: true },
  processDailySalaryContract: { method: 'GET', path: '/wps/relay/MCS2_processDailySalContract', modId: 'DAILYSALCONT3', token: true },
  processHourSalaryContract: { method: 'POST', path: '/wps/relay/MCS2_processContractHourSalary', modId: 'HOURSAL3', token: true },
  processRealTimeSalaryContract: { method: 'POST', path: '/wps/relay/MCSFE_processRealTimeSalaryContract', modId: 'RTSALARY3', token: true },
  // Join us and feedback (decision 021): the affiliate programme and applications (guests), players' feedback.
  affiliateProgramme: { method: 'GET', path: '/wps/relay/MCSFE_getAffiliateProgramme', modId: 'AFFMAN3', extension: true, reason: 'the join-us page\'s programme; the contract names only the invite-code check' },
  applyAffiliate: { method: 'POST', path: '/wps/relay/MCSFE_applyAffiliate', modId: 'AFFMAN3', extension: true, reason: 'a guest applies to become an affiliate; the contract is silent' },
  feedback: { method: 'PUT', path: '/wps/feedback', modId: 'FEEDBACK3', token: true },
  uploadFeedbackImage: { method: 'POST', path: '/wps/relay/CSP_uploadFeedbackImage', modId: 'FEEDBACK3', token: true, extension: true, reason: 'a feedback\'s screenshot; the contract\'s feedback takes text only' },
  feedbackList: { method: 'GET', path: '/wps/relay/CSP_getFeedbackList', modId: 'FEEDBACK3', token: true, extension: true, reason: 'the player\'s own feedback and its replies; the contract is silent' },
  // The chat room (decision 024): the contract's CBS_modelList, CBS_launchChat, CBS_groupPermission and CBS_unreadCount, and the designed message calls.
  chatRooms: { method: 'GET', path: '/wps/relay/CBS_modelList', modId: 'CBS3', token: true },
  /** Entering a room: what the member may do there (the same answer as the permission call). */
  chatLaunch: { method: 'GET', path: '/wps/relay/CBS_launchChat', modId: 'CBS3', token: true },
  chatPermission: { method: 'GET', path: '/wps/relay/CBS_groupPermission', modId: 'CBS3', token: true },
  chatMessages: { method: 'GET', path: '/wps/relay/CBS_getMessages', modId: 'CBS3', token: true, extension: true, reason: 'a room\'s messages by cursor; the contract\'s chat is launched in the platform\'s own window' },
  chatSend: { method: 'POST', path: '/wps/relay/CBS_sendMessage', modId: 'CBS3', token: true, extension: true, reason: 'posts in a room; the contract is silent' },
  chatMarkRead: { method: 'POST', path: '/wps/relay/CBS_markRead', modId: 'CBS3', token: true, extension: true, reason: 'marks a room read; the contract is silent' },
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
  responsibleGaming: { method: 'GET', path: '/wps/relay/MCSFE_getResponsibleGaming', modId: 'COMM3', token: true, extension: true, reason: 'the player\'s limits and exclusions; the contract is silent' },
  setLimit: { method: 'POST', path: '/wps/relay/MCSFE_setLimit', modId: 'COMM3', token: true, extension: true, reason: 'sets a deposit, loss or wager limit; the contract is silent' },
  setRealityCheck: { method: 'POST', path: '/wps/relay/MCSFE_setRealityCheck', modId: 'COMM3', token: true, extension: true, reason: 'sets the reality-check interval; the contract is silent' },
  selfExclude: { method: 'POST', path: '/wps/relay/passwordCheck/MCSFE_selfExclude', modId: 'COMM3', token: true, encrypt: true, extension: true, reason: 'a time-out or self-exclusion; the contract is silent' },
  playSession: { method: 'GET', path: '/wps/relay/MCSFE_getPlaySession', modId: 'COMM3', token: true, extension: true, reason: 'the current play session for the reality check; the contract is silent' },
  // Lucky draws (decision 025): events are public (tickets with a token); a draw spends one ticket, keyed by the form's requestId.
  luckyEvents: { method: 'GET', path: '/wps/relay/MCSFE_getLuckyEvents', modId: 'LUCKYDRAW3', extension: true, reason: 'the lucky-draw events; the contract is silent' },
  drawLuckyEvent: { method: 'POST', path: '/wps/relay/MCSFE_drawLuckyEvent', modId: 'LUCKYDRAW3', token: true, extension: true, reason: 'spends a lucky-draw ticket; the contract is silent' },
  luckyDrawHistory: { method: 'GET', path: '/wps/relay/MCSFE_getLuckyDrawHistory', modId: 'LUCKYDRAW3', token: true, extension: true, reason: 'the player\'s draws; the contract is silent' },
  // Hot matches and the blog (decision 026): public reads, shared by every visitor of a brand and language.
  hotMatches: { method: 'GET', path: '/wps/relay/GCSGAME_getGameMatchV2', modId: 'COMM3' },
  blogList: { method: 'GET', path: '/wps/relay/PROMOFE_getBlogList', modId: 'BLOG3', extension: true, reason: 'the blog\'s articles; the contract is silent' },
  blogArticle: { method: 'GET', path: '/wps/relay/PROMOFE_getBlogArticle', modId: 'BLOG3', extension: true, reason: 'one blog article; the contract is silent' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
