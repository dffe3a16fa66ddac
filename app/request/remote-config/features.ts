import type { WhitelabelNode } from '~/platform-client/schemas/system';

/**
 * The one place that reads the whitelabel tree. Each feature names the module id that switches it
 *; pages ask `features.x`, never the raw tree.
 */
export const FEATURE_MODULES = {
  registration: 'REG3',
  usernameRegistration: 'USERNAMEREG3',
  mobileRegistration: 'MOBILENUMREG3',
  mobilePasswordRegistration: 'MOBILENUMPASSREG3',
  registerSmsVerification: 'REGMOBVERF3',
  freePlay: 'FREEPLAY3',
  forcePasswordChange: 'PWDEXPFORCECHANGE3',
  smsLogin: 'MOBILEVERCODELOGIN3',
  phonePasswordReset: 'CHNGPASSVERIF3',
  smsPasswordReset: 'PWRESETSMS3',
  agentPolicy: 'AGENTPOLICY3',
  loginIpVerification: 'LOGINIPVERF3',
  smsVerification: 'VERIFICATION3',
  avatar: 'PROFPIC3',
  passwordChange: 'PASS3',
  affiliate: 'AFFMAN3',
  captcha: 'CAPTCHA3',
  geetest: 'GEETEST3',
  popularLottery: 'AGEANNOUNCE3',
  inbox: 'INBOX3',
  feedback: 'FEEDBACK3',
  gameLobby: 'GAMELO3',
  hotGames: 'GAMELOHOT3',
  favourites: 'GAMELOFAV3',
  recentGames: 'GAMELOREC3',
  fundTransfer: 'FUNDTRANS3',
  dividendContract: 'SIGNCONDIV3',
  dailySalary: 'DAILYSALCONT3',
  hourlySalary: 'HOURSAL3',
  realtimeSalary: 'RTSALARY3',
  promotions: 'REWCEN3',
  pointMall: 'PTSYS3',
  memberTransactions: 'MEMTRANS3',
  chatRoom: 'CBS3',
  vip: 'VIP3',
  rebate: 'REBATE3',
  luckyDraw: 'LUCKYDRAW3',
  blog: 'BLOG3',
  /**
   * Extension (not in the contract, which only says the member centre's opening is gated by a config
   * flag): the member centre. A tree without this node has it on, so a platform that never heard of
   * the module keeps its member centre.
   */
  memberCentre: 'MEMCENTRE3',
} as const;

export type ModuleFeature = keyof typeof FEATURE_MODULES;
export type BrandSettings = { loginedToHomePage: boolean; directRegistration: boolean };
export type Features = Record<ModuleFeature, boolean> & {
  /** Brand setting: show the header's register button (needs a registration method on). */
  directRegistration: boolean;
  /** Brand setting: visitors without a session are sent to /login. */
  loginedToHomePage: boolean;
};

/** modId → on, where a node is on only if it and all its ancestors are enabled. */
export function flattenWhitelabel(root: WhitelabelNode | undefined): Map<string, boolean> {
  const flags = new Map<string, boolean>();
  const walk = (node: WhitelabelNode, parentOn: boolean) => {
    const on = parentOn && node.enabled === '1';
    flags.set(node.modId, (flags.get(node.modId) ?? false) || on);
    for (const child of node.childrenNodes ?? []) walk(child, on);
  };
  if (root) walk(root, true);
  // COMM3 is the contract's "always on" module.
  flags.set('COMM3', true);
  return flags;
}

/** The features a tree switches on; `switched` (a staff preview's what-if) sets modules on or off as if the tree said so. */
export function deriveFeatures(tree: WhitelabelNode | undefined, settings: BrandSettings, switched: Partial<Record<ModuleFeature, boolean>> = {}): Features {
  const flags = flattenWhitelabel(tree);
  for (const [feature, on] of Object.entries(switched)) flags.set(FEATURE_MODULES[feature as ModuleFeature], on);
  const modules = Object.fromEntries(Object.entries(FEATURE_MODULES).map(([feature, modId]) => [feature, flags.get(modId) ?? false])) as Record<
    ModuleFeature,
    boolean
  >;
  const canRegister = modules.registration && (modules.usernameRegistration || modules.mobileRegistration);
  return {
    ...modules,
    memberCentre: flags.get(FEATURE_MODULES.memberCentre) ?? true,
    usernameRegistration: modules.registration && modules.usernameRegistration,
    mobileRegistration: modules.registration && modules.mobileRegistration,
    directRegistration: settings.directRegistration && canRegister,
    loginedToHomePage: settings.loginedToHomePage,
  };
}
