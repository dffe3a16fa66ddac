/** Demo data for the three demo brands. Plain data; seed.ts writes it. */

export const ALL_MODULES = [
  'COMM3',
  'REG3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'MOBILENUMPASSREG3',
  'REGMOBVERF3',
  'AFFMAN3',
  'CAPTCHA3',
  'GEETEST3',
  'FREEPLAY3',
  'LOGINIPVERF3',
  'VERIFICATION3',
  'MOBILEVERCODELOGIN3',
  'PROFPIC3',
  'PASS3',
  'PWDEXPFORCECHANGE3',
  'CHNGPASSVERIF3',
  'PWRESETSMS3',
  'AGENTPOLICY3',
  'SIGNCONDIV3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'RTSALARY3',
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'AGEANNOUNCE3',
  'INBOX3',
  'FEEDBACK3',
  'FUNDTRANS3',
  'REWCEN3',
  'PTSYS3',
  'MEMTRANS3',
  'CBS3',
  'VIP3',
  'REBATE3',
  'LUCKYDRAW3',
  'BLOG3',
  'MEMCENTRE3',
] as const;

/** Parent of each nested module; the rest hang off ROOT. */
export const MODULE_PARENTS: Record<string, string> = {
  USERNAMEREG3: 'REG3',
  MOBILENUMREG3: 'REG3',
  MOBILENUMPASSREG3: 'REG3',
  REGMOBVERF3: 'REG3',
  AFFMAN3: 'REG3',
  CAPTCHA3: 'REG3',
  GEETEST3: 'REG3',
  PWDEXPFORCECHANGE3: 'PASS3',
  CHNGPASSVERIF3: 'PASS3',
  PWRESETSMS3: 'PASS3',
  SIGNCONDIV3: 'AGENTPOLICY3',
  DAILYSALCONT3: 'AGENTPOLICY3',
  HOURSAL3: 'AGENTPOLICY3',
  RTSALARY3: 'AGENTPOLICY3',
  GAMELOHOT3: 'GAMELO3',
  GAMELOFAV3: 'GAMELO3',
  GAMELOREC3: 'GAMELO3',
};

type RuleSeed = [enabled: 0 | 1, required: 0 | 1, patternId: number, min: number, max: number, pattern: string];
const R = {
  username: [1, 6, 12, '^[a-zA-Z][a-zA-Z0-9]*$'],
  password: [5, 6, 20, '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d!@#$%^&*._-]+$'],
  payeeName: [8, 2, 40, '^[a-zA-Z ]+$'],
  paymentPassword: [6, 6, 6, '^\\d+$'],
  email: [3, 5, 60, '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'],
  mobileNum: [6, 8, 11, '^\\d+$'],
  qqNum: [6, 5, 12, '^\\d+$'],
  line: [9, 2, 30, '^\\S+$'],
  whatsapp: [6, 8, 15, '^\\d+$'],
  facebook: [9, 2, 50, '^\\S+$'],
  wechat: [4, 4, 30, '^[a-zA-Z0-9]+$'],
  zalo: [6, 8, 15, '^\\d+$'],
  idNumber: [4, 6, 20, '^[a-zA-Z0-9]+$'],
  recommenderId: [4, 4, 20, '^[a-zA-Z0-9]+$'],
  affiliateCode: [4, 4, 20, '^[a-zA-Z0-9]+$'],
  captcha: [4, 4, 4, '^[a-zA-Z0-9]+$'],
  nickname: [0, 2, 20, '*'],
  birthday: [11, 10, 10, '^\\d{4}-\\d{2}-\\d{2}$'],
} as const;
const rules = (on: Record<string, 0 | 1>): Record<string, RuleSeed> =>
  Object.fromEntries(
    Object.entries(R).map(([field, [patternId, min, max, pattern]]) => {
      const state = on[field];
      return [field, [state === undefined ? 0 : 1, state === 1 ? 1 : 0, patternId, min, max, pattern] as RuleSeed];
    }),
  );

/** Categories whose games take real stakes only (live tables, sportsbooks, the SEA lottery): no trial launch. */
export const REAL_MONEY_ONLY_CATEGORIES: readonly string[] = ['LIVE', 'SPORTS', 'LOTT'];

export const VENDORS: { code: string; name: string; category: string; hot?: 1; isGame?: 'VASSALAGE' | 'SEAMLESS'; trial: boolean }[] = [
  ...[
    'PG:PG Soft:1',
    'JL:JILI:1',
    'PP:Pragmatic Play:1',
    'CQ9:CQ9 Gaming',
    'FC:Fa Chai',
    'JDB:JDB Gaming',
    'KA:KA Gaming',
    'SG:Spadegaming',
    'MG:Microgaming',
    'HB:Habanero',
    'NE:NetEnt',
    "PNG:Play'n GO",
    'RT:Red Tiger',
    'BNG:Booongo',
    'YGG:Yggdrasil',
    'NLC:Nolimit City',
    'RLX:Relax Gaming',
    'EVP:Evoplay',
    'TTG:Toptrend Gaming',
  ].map((s) => vendor(s, 'RNG')),
  ...['EVO:Evolution:1', 'SA:SA Gaming:1', 'AG:Asia Gaming', 'DG:Dream Gaming', 'WM:WM Casino', 'SEXY:AE Sexy', 'PPL:Pragmatic Live'].map((s) =>
    vendor(s, 'LIVE'),
  ),
  ...[
    'SABA:SABA Sports:1',
    'CMD:CMD368',
    'BTI:BTi Sports',
    'FB:FB Sports',
    'IMES:IM Esports',
    'TF:TF Gaming',
    'IA:IA Esports',
    'DS88:DS88 Sabong:1',
    'DIG:Digmaan',
  ].map((s) => vendor(s, 'SPORTS')),
  ...['JDBF:JDB Fishing', 'KAF:KA Fishing', 'SGF:Spade Fishing:1'].map((s) => vendor(s, 'FISH')),
  ...['KM:Kingmaker:1', 'V8:V8 Poker', 'KY:Kaiyuan', 'TP:TP Poker'].map((s) => vendor(s, 'PVP')),
  ...['TCG_LOTTO_VN:VN Lottery:1', 'ELOTT:TCG E-Lottery'].map((s) => vendor(s, 'ELOTT')),
  ...['TCG_SEA:SEA Lottery', 'LOTT:TCG Lottery'].map((s) => vendor(s, 'LOTT')),
  // KM opens a pop-up game list; Evolution's live tables fill the window (decision 008).
].map((v) => (v.code === 'KM' ? { ...v, isGame: 'VASSALAGE' as const } : v.code === 'EVO' ? { ...v, isGame: 'SEAMLESS' as const } : v));

function vendor(spec: string, category: string) {
  const [code, name, hot] = spec.split(':') as [string, string, string | undefined];
  return { code, name, category, trial: !REAL_MONEY_ONLY_CATEGORIES.includes(category), ...(hot ? { hot: 1 as const } : {}) };
}

export type MerchantSeed = {
  code: string;
  name: string;
  defaultLanguage: string;
  languages: string[];
  mainDomain: string;
  gtagId: string | null;
  modulesOn: readonly string[];
  registerRules: Record<string, RuleSeed>;
  customerService: { title: string; csType: string; url: string }[];
  resources: Record<string, string>;
  vendors: string[];
  domains: string[];
};

const everything = ALL_MODULES.filter((m) => m !== 'GEETEST3');

export const MERCHANTS: MerchantSeed[] = [
  {
    code: 'demoa01',
    name: 'Aurora Casino',
    defaultLanguage: 'EN',
    languages: ['EN', 'CN', 'VI', 'TH', 'JA', 'TY', 'ID', 'MY', 'ES', 'HI', 'KM', 'KO', 'MS', 'PT', 'TA', 'TW', 'UR', 'PT-BR'],
    mainDomain: 'demo-a.localhost',
    gtagId: null,
    modulesOn: everything,
    registerRules: rules({
      username: 1,
      password: 1,
      captcha: 1,
      email: 0,
      nickname: 0,
      payeeName: 0,
      mobileNum: 0,
      affiliateCode: 0,
      recommenderId: 0,
      birthday: 0,
      qqNum: 0,
      whatsapp: 0,
      facebook: 0,
      zalo: 0,
      line: 0,
      wechat: 0,
      idNumber: 0,
      paymentPassword: 0,
    }),
    customerService: [
      { title: '24/7 Live Chat', csType: 'LIVECHAT', url: 'https://support.demo-a.example/chat?channel=live' },
      { title: 'VIP Host', csType: 'VIP', url: 'https://support.demo-a.example/chat?channel=vip' },
    ],
    resources: {
      FACEBOOK: 'https://www.facebook.com/aurora.casino.demo',
      INSTAGRAM: 'https://www.instagram.com/aurora.casino.demo',
      TWITTER: 'https://twitter.com/aurora_casino_demo',
      YOUTUBE: 'https://www.youtube.com/@auroracasinodemo',
      TELEGRAM: 'https://t.me/auroracasinodemo',
      Android: 'https://download.demo-a.example/aurora.apk',
      IOS: 'https://download.demo-a.example/ios',
    },
    vendors: VENDORS.map((v) => v.code),
    domains: ['demo-a.localhost', 'www.demo-a.localhost', 'aurora.localhost'],
  },
  {
    code: 'demob02',
    name: 'Jade Dragon',
    defaultLanguage: 'VI',
    languages: ['VI', 'EN', 'TH', 'UR'],
    mainDomain: 'demo-b.localhost',
    gtagId: null,
    modulesOn: everything.filter((m) => !['USERNAMEREG3', 'FREEPLAY3', 'PTSYS3', 'CBS3', 'REBATE3'].includes(m)),
    registerRules: rules({ mobileNum: 1, password: 1, payeeName: 1, zalo: 0, whatsapp: 0, email: 0, affiliateCode: 0 }),
    customerService: [{ title: 'Hỗ trợ trực tuyến', csType: 'LIVECHAT', url: 'https://support.demo-b.example/livechat' }],
    resources: {
      FACEBOOK: 'https://www.facebook.com/jade.dragon.demo',
      TELEGRAM: 'https://t.me/jadedragondemo',
      Android: 'https://download.demo-b.example/jade.apk',
    },
    vendors: ['PG', 'JL', 'PP', 'CQ9', 'FC', 'EVO', 'SA', 'DG', 'SABA', 'IMES', 'KM', 'V8', 'TCG_LOTTO_VN'],
    domains: ['demo-b.localhost', 'jade.localhost'],
  },
  {
    code: 'democ03',
    name: 'Ember Play',
    defaultLanguage: 'EN',
    languages: ['EN', 'JA'],
    mainDomain: 'demo-c.localhost',
    gtagId: null,
    // Transfer wallets without autoTransfer: players move money themselves (FUNDTRANS3) and read their statement (MEMTRANS3).
    modulesOn: ['COMM3', 'REG3', 'USERNAMEREG3', 'PASS3', 'CAPTCHA3', 'GAMELO3', 'GAMELOHOT3', 'FUNDTRANS3', 'MEMTRANS3', 'MEMCENTRE3'],
    registerRules: rules({ username: 1, password: 1, captcha: 1 }),
    customerService: [{ title: 'Live Chat', csType: 'LIVECHAT', url: 'https://support.demo-c.example/chat' }],
    resources: {},
    vendors: ['PG', 'PP', 'EVO', 'SA'],
    domains: ['demo-c.localhost'],
  },
];

export const COUNTRIES: [code: string, dialing: string, name: string][] = [
  ['PH', '63', 'Philippines'],
  ['VN', '84', 'Vietnam'],
  ['TH', '66', 'Thailand'],
  ['CN', '86', 'China'],
  ['JP', '81', 'Japan'],
  ['MY', '60', 'Malaysia'],
  ['ID', '62', 'Indonesia'],
  ['SG', '65', 'Singapore'],
  ['KH', '855', 'Cambodia'],
  ['KR', '82', 'South Korea'],
  ['IN', '91', 'India'],
  ['BD', '880', 'Bangladesh'],
  ['HK', '852', 'Hong Kong'],
  ['TW', '886', 'Taiwan'],
  ['AU', '61', 'Australia'],
  ['GB', '44', 'United Kingdom'],
  ['US', '1', 'United States'],
];

/** Demo accounts, listed in the README. Type: 0 member, 1 agent, 4 trial. */
export const DEMO_ACCOUNTS: {
  merchant: string;
  username: string;
  password: string;
  type: number;
  nickname: string;
  vip: number;
  balance: number;
  mobile?: string;
  countryCode?: string;
  email?: string;
  passwordExpired?: boolean;
  currency: [string, string];
  /** Opened for the player by the operator: the first login asks for a password of their own. */
  firstLogin?: boolean;
  payeeName?: string;
  /** Base32 secret of the member's authenticator app (Google Authenticator). */
  totpSecret?: string;
  /** Where this account usually logs in from; default the loopback the demo runs on. */
  registeredIp?: string;
}[] = [
  {
    merchant: 'demoa01',
    username: 'player1',
    password: 'Player123',
    type: 0,
    nickname: 'Lucky Lin',
    vip: 3,
    balance: 1250.5,
    email: 'player1@demo-a.example',
    mobile: '9171234567',
    countryCode: '63',
    currency: ['PHP', '₱'],
  },
  { merchant: 'demoa01', username: 'vipwhale', password: 'Whale12345', type: 0, nickname: 'Whale', vip: 6, balance: 98765.43, currency: ['PHP', '₱'] },
  { merchant: 'demoa01', username: 'agent1', password: 'Agent12345', type: 1, nickname: 'Agent Ace', vip: 2, balance: 5000, currency: ['PHP', '₱'] },
  {
    merchant: 'demoa01',
    username: 'forgetful',
    password: 'Forgot123',
    type: 0,
    nickname: 'Forgetful Fay',
    vip: 1,
    balance: 88,
    email: 'fay@demo-a.example',
    mobile: '9170000001',
    countryCode: '63',
    currency: ['PHP', '₱'],
  },
  {
    merchant: 'demoa01',
    username: 'traveller',
    password: 'Travel123',
    type: 0,
    nickname: 'Traveller Tess',
    vip: 2,
    balance: 640,
    mobile: '9170000002',
    countryCode: '63',
    email: 'tess@demo-a.example',
    payeeName: 'Maria Santos',
    totpSecret: 'JBSWY3DPEHPK3PXP',
    registeredIp: '203.0.113.7',
    currency: ['PHP', '₱'],
  },
  {
    merchant: 'demoa01',
    username: 'newcomer',
    password: 'Welcome123',
    type: 0,
    nickname: 'Newcomer',
    vip: 0,
    balance: 0,
    firstLogin: true,
    currency: ['PHP', '₱'],
  },
  {
    merchant: 'demoa01',
    username: 'expired1',
    password: 'Expired123',
    type: 0,
    nickname: 'Old Timer',
    vip: 1,
    balance: 10,
    passwordExpired: true,
    currency: ['PHP', '₱'],
  },
  // Fresh accounts for the responsible-gambling tools (decision 023): limits and a time-out without touching the other demos.
  { merchant: 'demoa01', username: 'careful1', password: 'Careful123', type: 0, nickname: 'Careful Cora', vip: 0, balance: 500, currency: ['PHP', '₱'] },
  { merchant: 'demoa01', username: 'careful2', password: 'Careful123', type: 0, nickname: 'Careful Cal', vip: 0, balance: 500, currency: ['PHP', '₱'] },
  // The chat room's flood test: an account no other test signs in with or changes.
  { merchant: 'demoa01', username: 'chatty1', password: 'Chatty123', type: 0, nickname: 'Chatty Chen', vip: 0, balance: 100, currency: ['PHP', '₱'] },
  // A year of heavy play (about 100,000 ledger entries): the records pages under load.
  { merchant: 'demoa01', username: 'benchwhale', password: 'Bench12345', type: 0, nickname: 'Bench Whale', vip: 8, balance: 250000, currency: ['PHP', '₱'] },
  {
    merchant: 'demob02',
    username: '0912345678',
    password: 'Jade12345',
    type: 0,
    nickname: 'Minh',
    vip: 2,
    balance: 3500000,
    mobile: '912345678',
    countryCode: '84',
    currency: ['VND', '₫'],
  },
  { merchant: 'demob02', username: 'jadeagent', password: 'Agent12345', type: 41, nickname: 'Đại lý Jade', vip: 4, balance: 12000000, currency: ['VND', '₫'] },
  {
    merchant: 'demob02',
    username: 'jadeexpired',
    password: 'Expired123',
    type: 0,
    nickname: 'Lan',
    vip: 0,
    balance: 0,
    passwordExpired: true,
    currency: ['VND', '₫'],
  },
  { merchant: 'democ03', username: 'player3', password: 'Ember12345', type: 0, nickname: 'Kenji', vip: 1, balance: 420, currency: ['USD', '$'] },
  { merchant: 'democ03', username: 'emberagent', password: 'Agent12345', type: 2, nickname: 'Ember Agent', vip: 2, balance: 800, currency: ['USD', '$'] },
  {
    merchant: 'democ03',
    username: 'emberexpired',
    password: 'Expired123',
    type: 0,
    nickname: 'Aki',
    vip: 0,
    balance: 5,
    passwordExpired: true,
    currency: ['USD', '$'],
  },
];

/** Affiliate (invitation) codes per merchant, owned by the demo agents. */
export const DEMO_AFFILIATES: { merchant: string; code: string; agent: string }[] = [
  { merchant: 'demoa01', code: 'AURORA1', agent: 'agent1' },
  // The join-us page's example of an affiliate sub-domain: ag123.demo-a.localhost.
  { merchant: 'demoa01', code: 'AG123', agent: 'agent1' },
  { merchant: 'demob02', code: 'JADE88', agent: 'jadeagent' },
];
