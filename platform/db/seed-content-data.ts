/**
 * Home content of the three demo brands: banners, notices, pop-ups, promotions, market and logos.
 * Plain data; seed-content.ts writes it. `{{cdn}}` in HTML becomes the platform's CDN base per request;
 * `{{homeBanner}}` becomes the id of the brand's first home banner when seeding.
 */
export type Localised = { EN: string } & Partial<Record<string, string>>;
export type Link = readonly ['ROUTE' | 'URL', string];
export type BannerSeed = { group: string; title: Localised; link?: Link };
export type NoticeText = { title: string; content: string };
export type NoticeSeed = {
  type: 'PL' | 'PU' | 'PR' | 'H';
  /** Age at seeding time; notices are spread over the last two weeks. */
  hoursAgo: number;
  execution?: 'A' | 'B' | 'F';
  category?: string;
  /** Promotions: how many images (sequence 1 is the card image). */
  images?: number;
  texts: { EN: NoticeText } & Partial<Record<string, NoticeText>>;
};
export type ContentSeed = {
  merchant: string;
  currency: readonly [code: string, symbol: string];
  jackpotAmount: number;
  bannerHue: number;
  banners: BannerSeed[];
  notices: NoticeSeed[];
  payments: string[];
  partners: string[];
};

const banner = (group: string, title: Localised, link?: Link): BannerSeed => ({ group, title, ...(link ? { link } : {}) });
const text = (title: string, content: string): NoticeText => ({ title, content });

const AURORA_BANNERS: BannerSeed[] = [
  banner(
    'w_home',
    {
      EN: 'Welcome Bonus 100% up to ₱8,888',
      CN: '首存100%奖金 最高₱8,888',
      VI: 'Thưởng Chào Mừng 100% đến ₱8,888',
      TH: 'โบนัสต้อนรับ 100% สูงสุด ₱8,888',
      JA: '初回入金100%ボーナス 最大₱8,888',
    },
    ['ROUTE', '/promotions'],
  ),
  banner('w_home', { EN: 'Weekly Cashback 10%', CN: '每周返水10%', VI: 'Hoàn Tiền Hàng Tuần 10%', TH: 'คืนเงินรายสัปดาห์ 10%', JA: '毎週キャッシュバック10%' }, [
    'ROUTE',
    '/promotions',
  ]),
  banner('w_home', { EN: 'Aurora VIP Club', CN: '极光VIP俱乐部', VI: 'Câu Lạc Bộ VIP Aurora', TH: 'ออโรร่า วีไอพี คลับ', JA: 'オーロラVIPクラブ' }, [
    'URL',
    'https://vip.demo-a.example/club',
  ]),
  banner('w_live', { EN: 'Live Baccarat Nights', CN: '真人百家乐之夜', VI: 'Đêm Baccarat Trực Tiếp', TH: 'ค่ำคืนบาคาร่าสด', JA: 'ライブバカラナイト' }, [
    'ROUTE',
    '/live',
  ]),
  banner('w_rng', { EN: 'Slot Tournament ₱1,000,000', CN: '老虎机锦标赛 ₱1,000,000', VI: 'Giải Đấu Slot ₱1,000,000' }, ['ROUTE', '/rng']),
  banner('w_rng', { EN: 'Daily Free Spins', CN: '每日免费旋转', VI: 'Vòng Quay Miễn Phí Mỗi Ngày' }),
  banner('w_fish', { EN: 'Fishing Frenzy', CN: '捕鱼狂欢', VI: 'Cuồng Nhiệt Bắn Cá' }, ['ROUTE', '/fish']),
  banner('w_fish', { EN: 'Boss Hunt Bonus', CN: '猎杀首领奖金', VI: 'Thưởng Săn Boss' }),
  banner('w_pvp', { EN: 'Poker Masters League', CN: '扑克大师联赛', VI: 'Giải Poker Bậc Thầy' }, ['ROUTE', '/pvp']),
  banner('w_pvp', { EN: 'Mahjong Marathon', CN: '麻将马拉松', VI: 'Mạt Chược Marathon' }),
  banner('w_sports', { EN: 'Football Parlay Boost', CN: '足球串关加成', VI: 'Tăng Thưởng Cược Xiên Bóng Đá' }, ['ROUTE', '/sports']),
  banner('w_sports', { EN: 'Basketball Cashback', CN: '篮球返水', VI: 'Hoàn Tiền Bóng Rổ' }),
  banner('w_esports', { EN: 'Esports World Cup Odds', CN: '电竞世界杯赔率', VI: 'Tỷ Lệ Cược Esports World Cup' }, ['ROUTE', '/esports']),
  banner('w_esports', { EN: 'First Bet Insurance', CN: '首注保险', VI: 'Bảo Hiểm Cược Đầu Tiên' }),
  banner('w_elott', { EN: 'Lottery Jackpot Draw', CN: '彩票大奖开奖', VI: 'Quay Số Jackpot Xổ Số' }, ['ROUTE', '/elott']),
  banner('w_elott', { EN: 'Lucky Numbers Week', CN: '幸运号码周', VI: 'Tuần Lễ Số May Mắn' }),
  banner('w_down', { EN: 'Download the Aurora App', CN: '下载极光App', VI: 'Tải Ứng Dụng Aurora' }, ['URL', 'https://download.demo-a.example/aurora.apk']),
  banner('w_down', { EN: 'Play On the Go', CN: '随时随地畅玩', VI: 'Chơi Mọi Lúc Mọi Nơi' }),
  banner('w_promotion', { EN: 'All Promotions in One Place', CN: '全部优惠一览', VI: 'Tất Cả Khuyến Mãi' }),
  banner('w_promotion', { EN: 'Refer a Friend, Earn ₱500', CN: '推荐好友 赚₱500', VI: 'Giới Thiệu Bạn Bè Nhận ₱500' }, ['ROUTE', '/promotions']),
  banner('w_pointMall', { EN: 'Point Mall Rewards', CN: '积分商城奖励', VI: 'Đổi Điểm Nhận Quà' }, ['ROUTE', '/pointMall']),
  banner('w_pointMall', { EN: 'Double Points Weekend', CN: '周末双倍积分', VI: 'Cuối Tuần Nhân Đôi Điểm' }),
  banner('w_help', { EN: 'Help Centre', CN: '帮助中心', VI: 'Trung Tâm Trợ Giúp' }, ['ROUTE', '/help']),
  banner('w_help', { EN: '24/7 Customer Support', CN: '24/7 客服', VI: 'Hỗ Trợ 24/7' }, ['URL', 'https://help.demo-a.example/faq']),
  banner('w_deposit20', { EN: '20% Deposit Bonus Every Day', CN: '每日存款20%奖金', VI: 'Thưởng Nạp 20% Mỗi Ngày' }, ['ROUTE', '/promotions']),
  banner('w_deposit20', { EN: 'Instant Deposits with GCash', CN: 'GCash 即时存款', VI: 'Nạp Tiền Tức Thì Với GCash' }),
];

const JADE_BANNERS: BannerSeed[] = [
  banner('w_home', { EN: 'Welcome Bonus 150%', VI: 'Thưởng Chào Mừng 150%', TH: 'โบนัสต้อนรับ 150%' }, ['ROUTE', '/promotions']),
  banner('w_home', { EN: 'Jade Dragon Lottery', VI: 'Xổ Số Rồng Ngọc', TH: 'หวยมังกรหยก' }, ['URL', 'https://lottery.demo-b.example']),
  banner('w_rng', { EN: 'Slots Festival', VI: 'Lễ Hội Slot', TH: 'เทศกาลสล็อต' }, ['ROUTE', '/rng']),
  banner('w_bet20', { EN: 'Bet ₫200,000, Get 20% Back', VI: 'Cược ₫200.000 Hoàn 20%', TH: 'เดิมพัน ₫200,000 รับคืน 20%' }, ['ROUTE', '/promotions']),
  banner('w_bet20', { EN: 'Turnover Rewards', VI: 'Thưởng Doanh Thu Cược', TH: 'รางวัลยอดเทิร์นโอเวอร์' }),
];

const EMBER_BANNERS: BannerSeed[] = [banner('w_home', { EN: 'Ember Play: Hot Slots, Cool Wins', JA: 'エンバープレイ：熱いスロット' }, ['ROUTE', '/rng'])];

const RICH_WELCOME = `<p>Welcome to <strong>Aurora Casino</strong>! Here is what is new this month:</p>
<ul><li><strong>100% welcome bonus</strong> on your first deposit, up to ₱8,888.</li><li>Weekly cashback of <em>10%</em> on net losses, paid every Monday.</li><li>Over 8,000 slots from PG Soft, JILI, Pragmatic Play and more.</li></ul>
<p><img src="{{cdn}}/banner/{{homeBanner}}.svg" alt="Welcome bonus" width="480"></p>
<p>Read the full terms on the <a href="/promotions">promotions page</a> or ask our <a href="/help">help centre</a>.</p>`;

const AURORA_NOTICES: NoticeSeed[] = [
  {
    type: 'PL',
    hoursAgo: 2,
    texts: {
      EN: text('Welcome to Aurora Casino', RICH_WELCOME),
      CN: text(
        '欢迎来到极光娱乐场',
        '<p>欢迎来到<strong>极光娱乐场</strong>！本月新内容：</p><ul><li>首存<strong>100%奖金</strong>，最高₱8,888。</li><li>每周<em>10%</em>返水，每周一发放。</li></ul><p>详情请见<a href="/promotions">优惠页面</a>。</p>',
      ),
      VI: text(
        'Chào mừng đến Aurora Casino',
        '<p>Chào mừng bạn đến với <strong>Aurora Casino</strong>!</p><ul><li><strong>Thưởng 100%</strong> cho lần nạp đầu, tối đa ₱8,888.</li><li>Hoàn tiền <em>10%</em> mỗi tuần.</li></ul><p>Xem chi tiết tại <a href="/promotions">trang khuyến mãi</a>.</p>',
      ),
    },
  },
  {
    type: 'PL',
    hoursAgo: 9,
    texts: {
      EN: text(
        'Scheduled maintenance: PG Soft',
        '<p>PG Soft games will be under maintenance on <strong>Tuesday 02:00–04:00 (GMT+8)</strong>.</p><p>Balances in open rounds are safe and will be settled after the maintenance.</p>',
      ),
      CN: text('维护通知：PG电子', '<p>PG电子将于<strong>周二 02:00–04:00（GMT+8）</strong>进行维护。</p><p>未结算的局将在维护后结算。</p>'),
      VI: text('Bảo trì định kỳ: PG Soft', '<p>Trò chơi PG Soft sẽ bảo trì vào <strong>thứ Ba 02:00–04:00 (GMT+8)</strong>.</p>'),
    },
  },
  {
    type: 'PL',
    hoursAgo: 20,
    texts: {
      EN: text(
        'New games this week',
        '<p>Fresh releases from <strong>JILI</strong>, <strong>Pragmatic Play</strong> and <strong>Evolution</strong>:</p><ol><li>Golden Empire Megaways</li><li>Lightning Roulette 7</li><li>Ocean King Fishing</li></ol><p>Find them under <a href="/rng">Slots</a> with the NEW badge.</p>',
      ),
      CN: text(
        '本周新游戏',
        '<p><strong>JILI</strong>、<strong>Pragmatic Play</strong>和<strong>Evolution</strong>新作上线：</p><ol><li>Golden Empire Megaways</li><li>Lightning Roulette 7</li><li>Ocean King Fishing</li></ol><p>在<a href="/rng">电子游艺</a>中查找带有 NEW 标记的游戏。</p>',
      ),
    },
  },
  {
    type: 'PL',
    hoursAgo: 31,
    texts: {
      EN: text(
        'Instant deposits with GCash and Maya',
        '<p>Deposits with <strong>GCash</strong> and <strong>Maya</strong> are now credited instantly, 24 hours a day.</p><p>Minimum deposit: ₱100. No fees.</p>',
      ),
      CN: text('GCash 与 Maya 即时到账', '<p>使用<strong>GCash</strong>和<strong>Maya</strong>存款现已即时到账，全天候服务。</p>'),
      VI: text('Nạp tiền tức thì với GCash và Maya', '<p>Nạp tiền bằng <strong>GCash</strong> và <strong>Maya</strong> được cộng ngay lập tức, 24/7.</p>'),
    },
  },
  {
    type: 'PL',
    hoursAgo: 47,
    texts: {
      EN: text(
        'Play responsibly',
        '<p>Gaming should be fun. Set <strong>deposit limits</strong> and take breaks.</p><p>Need help? Contact <a href="https://www.gamcare.org.uk" target="_blank" rel="noopener">GamCare</a>.</p>',
      ),
      CN: text('理性娱乐', '<p>娱乐应当有趣。请设置<strong>存款限额</strong>并适时休息。</p>'),
      VI: text('Chơi có trách nhiệm', '<p>Hãy đặt <strong>giới hạn nạp tiền</strong> và nghỉ ngơi hợp lý.</p>'),
    },
  },
  {
    type: 'PL',
    hoursAgo: 70,
    texts: {
      EN: text(
        'VIP level-up rewards',
        '<p>Reach a new VIP level and receive an instant <strong>level-up bonus</strong>:</p><ul><li>VIP3: ₱388</li><li>VIP4: ₱888</li><li>VIP5: ₱1,888</li></ul>',
      ),
      CN: text(
        'VIP晋级奖励',
        '<p>晋升新的VIP等级即可立即获得<strong>晋级奖金</strong>：</p><ul><li>VIP3：₱388</li><li>VIP4：₱888</li><li>VIP5：₱1,888</li></ul>',
      ),
    },
  },
  {
    type: 'PL',
    hoursAgo: 96,
    texts: {
      EN: text(
        'Security notice: beware of phishing',
        '<p>Aurora Casino staff will <strong>never</strong> ask for your password or OTP.</p><p>Only log in at our official domains listed in the app.</p>',
      ),
      CN: text('安全提示：谨防钓鱼诈骗', '<p>极光娱乐场工作人员<strong>绝不会</strong>索要您的密码或验证码。</p><p>请只在应用中列出的官方域名登录。</p>'),
    },
  },
  {
    type: 'PL',
    hoursAgo: 130,
    texts: {
      EN: text(
        'Lunar New Year lucky draw',
        '<p>Deposit ₱1,000 or more and join the <strong>Lunar New Year lucky draw</strong>. 88 red envelopes every day!</p>',
      ),
      CN: text('春节幸运抽奖', '<p>存款₱1,000或以上即可参加<strong>春节幸运抽奖</strong>，每天88个红包！</p>'),
    },
  },
  // Operator HTML is not trusted: these three carry scripts, handlers and frames the site must strip.
  {
    type: 'PL',
    hoursAgo: 160,
    texts: {
      EN: text(
        'Claim your free bonus now',
        '<p>Tap below to get your bonus.</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1"><p>Offer ends soon.</p>',
      ),
    },
  },
  {
    type: 'PL',
    hoursAgo: 200,
    texts: {
      EN: text(
        'Lucky draw winners announced',
        '<p>Congratulations to all winners! <a href="javascript:window.__xss=1">claim</a> your prize.</p><iframe src="https://evil.example/frame" width="400" height="300"></iframe>',
      ),
    },
  },
  {
    type: 'PL',
    hoursAgo: 250,
    texts: {
      EN: text(
        'Weekend tournament results',
        '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:red" onclick="window.__xss=1">Tap to see the leaderboard.</p><div onmouseover="window.__xss=1">Top 10 players win ₱10,000 each.</div>',
      ),
    },
  },
  {
    type: 'PL',
    hoursAgo: 300,
    texts: {
      EN: text(
        'Withdrawal processing times',
        '<p>Withdrawals are processed within <strong>15 minutes</strong> on average.</p><table><tr><th>Method</th><th>Time</th></tr><tr><td>GCash</td><td>5–15 min</td></tr><tr><td>Bank</td><td>1–24 h</td></tr></table>',
      ),
      CN: text('提款处理时间', '<p>提款平均在<strong>15分钟</strong>内处理完毕。</p>'),
      VI: text('Thời gian xử lý rút tiền', '<p>Rút tiền được xử lý trung bình trong <strong>15 phút</strong>.</p>'),
    },
  },
  {
    type: 'PU',
    hoursAgo: 5,
    execution: 'B',
    texts: {
      EN: text('Join Aurora today', '<p>Register now and get a <strong>100% welcome bonus</strong>!</p><p><a href="/register">Sign up</a></p>'),
      CN: text('立即加入极光', '<p>立即注册即可获得<strong>100%迎新奖金</strong>！</p>'),
    },
  },
  {
    type: 'PU',
    hoursAgo: 6,
    execution: 'A',
    texts: {
      EN: text('Your weekly cashback is ready', '<p>Your <strong>10% weekly cashback</strong> has been credited. Good luck!</p>'),
      CN: text('每周返水已到账', '<p>您的<strong>10%每周返水</strong>已到账。</p>'),
    },
  },
  {
    type: 'PU',
    hoursAgo: 7,
    execution: 'F',
    texts: {
      EN: text('Welcome aboard!', '<p>Thanks for joining. Complete your profile to unlock your <strong>first deposit bonus</strong>.</p>'),
      CN: text('欢迎加入！', '<p>感谢您的加入。完善个人资料即可解锁<strong>首存奖金</strong>。</p>'),
    },
  },
  {
    type: 'PR',
    hoursAgo: 24,
    category: 'deposit_promo',
    images: 2,
    texts: {
      EN: text(
        'Deposit ₱500, Claim ₱100',
        '<p>Deposit <strong>₱500</strong> or more while the promotion runs and claim a <strong>₱100</strong> bonus, once per player.</p><ul><li>Turnover 10x on the bonus</li></ul>',
      ),
      CN: text(
        '存款₱500，领取₱100',
        '<p>活动期间存款<strong>₱500</strong>或以上，即可领取<strong>₱100</strong>奖金，每位玩家限一次。</p><ul><li>奖金需10倍流水</li></ul>',
      ),
    },
  },
  {
    type: 'PR',
    hoursAgo: 48,
    category: 'rng_promo',
    images: 1,
    texts: {
      EN: text(
        'Wager Challenge ₱50',
        '<p>Join, then reach <strong>₱1,000</strong> of valid bets on any game to claim <strong>₱50</strong>.</p><ul><li>Turnover 1x on the bonus</li></ul>',
      ),
      CN: text('投注挑战 ₱50', '<p>报名后在任意游戏累计<strong>₱1,000</strong>有效投注，即可领取<strong>₱50</strong>。</p><ul><li>奖金需1倍流水</li></ul>'),
    },
  },
  {
    type: 'PR',
    hoursAgo: 72,
    category: 'live_promo',
    images: 1,
    texts: {
      EN: text('Live Casino Club', '<p>Join the club to hear first about new live tables and events.</p>'),
      CN: text('真人娱乐俱乐部', '<p>加入俱乐部，第一时间获悉新的真人桌台和活动。</p>'),
    },
  },
  {
    type: 'PR',
    hoursAgo: 90,
    category: 'new_player',
    images: 1,
    texts: {
      EN: text(
        'New Player Welcome Pack',
        '<p>New here? Claim a <strong>₱88</strong> welcome bonus within 30 days of joining.</p><ul><li>Turnover 3x on the bonus</li></ul>',
      ),
      CN: text('新玩家迎新礼包', '<p>新朋友？注册后30天内可领取<strong>₱88</strong>迎新奖金。</p><ul><li>奖金需3倍流水</li></ul>'),
    },
  },
  {
    type: 'PR',
    hoursAgo: 120,
    category: 'other_promo',
    images: 1,
    texts: {
      EN: text(
        'Refer a Friend',
        '<p>Brought a friend who has deposited? Apply with their username: once our team has checked it, we add <strong>₱500</strong>, one award per player.</p><ul><li>Turnover 1x on the bonus</li></ul>',
      ),
      CN: text(
        '推荐好友',
        '<p>您推荐的好友已存款？提交其用户名申请：经团队核实后，我们将为您添加<strong>₱500</strong>，每位玩家限一次。</p><ul><li>奖金需1倍流水</li></ul>',
      ),
    },
  },
  {
    type: 'H',
    hoursAgo: 400,
    texts: {
      EN: text('How to deposit', '<p>Open <strong>Deposit</strong> in the member centre, choose a method and follow the steps.</p>'),
      CN: text('如何存款', '<p>在会员中心打开<strong>存款</strong>，选择方式并按步骤操作。</p>'),
    },
  },
];

const JADE_NOTICES: NoticeSeed[] = [
  {
    type: 'PL',
    hoursAgo: 3,
    texts: {
      VI: text(
        'Chào mừng đến Jade Dragon',
        '<p>Chào mừng bạn đến với <strong>Jade Dragon</strong>! Nhận ngay <strong>thưởng 150%</strong> cho lần nạp đầu.</p>',
      ),
      EN: text('Welcome to Jade Dragon', '<p>Welcome to <strong>Jade Dragon</strong>! Get a <strong>150% bonus</strong> on your first deposit.</p>'),
    },
  },
  {
    type: 'PL',
    hoursAgo: 26,
    texts: {
      VI: text(
        'Nạp tiền qua MoMo và ZaloPay',
        '<p>Nạp tiền qua <strong>MoMo</strong>, <strong>ZaloPay</strong> và <strong>VietQR</strong> được cộng trong 1 phút.</p>',
      ),
      EN: text(
        'Deposits with MoMo and ZaloPay',
        '<p>Deposits with <strong>MoMo</strong>, <strong>ZaloPay</strong> and <strong>VietQR</strong> arrive within a minute.</p>',
      ),
    },
  },
  {
    type: 'PL',
    hoursAgo: 80,
    texts: {
      VI: text('Lịch bảo trì Xổ Số', '<p>Xổ số Việt Nam bảo trì lúc <strong>18:00–18:15</strong> mỗi ngày để cập nhật kết quả.</p>'),
      EN: text('Lottery maintenance window', '<p>VN lottery pauses at <strong>18:00–18:15</strong> daily while results are published.</p>'),
    },
  },
  {
    type: 'PL',
    hoursAgo: 150,
    texts: {
      VI: text('Cảnh báo lừa đảo', '<p>Nhân viên <strong>không bao giờ</strong> hỏi mật khẩu hay mã OTP của bạn.</p>'),
      EN: text('Scam warning', '<p>Staff will <strong>never</strong> ask for your password or OTP.</p>'),
    },
  },
  {
    type: 'PU',
    hoursAgo: 4,
    execution: 'B',
    texts: {
      VI: text('Đăng ký nhận thưởng 150%', '<p>Đăng ký ngay để nhận <strong>thưởng 150%</strong>!</p>'),
      EN: text('Sign up for a 150% bonus', '<p>Register now and claim a <strong>150% bonus</strong>!</p>'),
    },
  },
  {
    type: 'PR',
    hoursAgo: 30,
    category: 'deposit_promo',
    images: 1,
    texts: {
      VI: text(
        'Thưởng chào mừng ₫50.000',
        '<p>Thành viên mới nhận <strong>₫50.000</strong> trong 30 ngày đầu.</p><ul><li>Doanh thu cược 3 lần tiền thưởng</li></ul>',
      ),
      EN: text(
        'Welcome Bonus ₫50,000',
        '<p>New members claim <strong>₫50,000</strong> within their first 30 days.</p><ul><li>Turnover 3x on the bonus</li></ul>',
      ),
    },
  },
  {
    type: 'PR',
    hoursAgo: 60,
    category: 'sport_promo',
    images: 1,
    texts: {
      VI: text('Câu lạc bộ thể thao', '<p>Tham gia để nhận tin sớm nhất về các trận đấu lớn và sự kiện thể thao.</p>'),
      EN: text('Sports Club', '<p>Join to hear first about big matches and sports events.</p>'),
    },
  },
  {
    type: 'H',
    hoursAgo: 500,
    texts: {
      VI: text('Hướng dẫn nạp tiền', '<p>Chọn <strong>Nạp tiền</strong>, chọn phương thức và làm theo hướng dẫn.</p>'),
      EN: text('How to deposit', '<p>Choose <strong>Deposit</strong>, pick a method and follow the steps.</p>'),
    },
  },
];

const EMBER_NOTICES: NoticeSeed[] = [
  {
    type: 'PL',
    hoursAgo: 12,
    texts: {
      EN: text(
        'Ember Play is live',
        '<p>Welcome to <strong>Ember Play</strong>. Slots from PG Soft and Pragmatic Play, live tables from Evolution and SA Gaming.</p>',
      ),
      JA: text('エンバープレイ開始', '<p><strong>エンバープレイ</strong>へようこそ。</p>'),
    },
  },
  {
    type: 'PR',
    hoursAgo: 40,
    category: 'new_player',
    images: 1,
    texts: { EN: text('First Deposit Match', '<p>We match your first deposit 100% up to $200.</p>') },
  },
  { type: 'H', hoursAgo: 600, texts: { EN: text('Account help', '<p>Forgot your password? Use <strong>Forgot password</strong> on the login page.</p>') } },
];

export const CONTENT: ContentSeed[] = [
  {
    merchant: 'demoa01',
    currency: ['PHP', '₱'],
    jackpotAmount: 8_888_888.88,
    bannerHue: 262,
    banners: AURORA_BANNERS,
    notices: AURORA_NOTICES,
    payments: ['gcash', 'maya', 'visa', 'mastercard', 'usdt', 'bank'],
    partners: ['pagcor', 'gli', 'itechlabs', 'bmm', 'gamcare'],
  },
  {
    merchant: 'demob02',
    currency: ['VND', '₫'],
    jackpotAmount: 2_468_013_579,
    bannerHue: 150,
    banners: JADE_BANNERS,
    notices: JADE_NOTICES,
    payments: ['momo', 'zalopay', 'vietqr', 'usdt'],
    partners: ['geo', 'itechlabs'],
  },
  {
    merchant: 'democ03',
    currency: ['USD', '$'],
    jackpotAmount: 388_888.88,
    bannerHue: 18,
    banners: EMBER_BANNERS,
    notices: EMBER_NOTICES,
    payments: [],
    partners: [],
  },
];
