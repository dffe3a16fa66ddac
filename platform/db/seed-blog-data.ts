/** The demo brands' blog articles (decision 026). Plain data; seed-blog.ts writes it. */

export type BlogSeed = {
  slug: string;
  category: 'news' | 'guides' | 'sports' | 'promotions';
  daysAgo: number;
  draft?: boolean;
  texts: Record<string, { title: string; excerpt: string; body: string }>;
};

const p = (...paragraphs: string[]) => paragraphs.map((x) => (x.startsWith('<') ? x : `<p>${x}</p>`)).join('\n');

const AURORA: BlogSeed[] = [
  {
    slug: 'welcome-to-the-aurora-blog',
    category: 'news',
    daysAgo: 1,
    texts: {
      EN: {
        title: 'Welcome to the Aurora Casino blog',
        excerpt: 'News, guides and match previews from the Aurora team, every week.',
        body: p(
          'Welcome to our new blog. Every week we share what is new at Aurora Casino: fresh games, how-to guides for the cashier and match previews before the big weekends.',
          '<h2>What you will find here</h2>',
          '<ul><li>Guides for deposits, withdrawals and your account</li><li>Previews of the Asia Premier League</li><li>Promotions worth knowing about</li></ul>',
          'Questions? Our <a href="https://demo-a.example/help">help centre</a> is open around the clock.',
        ),
      },
      CN: {
        title: '欢迎来到极光娱乐场博客',
        excerpt: '极光团队每周带来新闻、指南和赛事前瞻。',
        body: p(
          '欢迎来到我们的新博客。每周我们都会分享极光娱乐场的最新动态：新游戏、充值提现指南以及周末大赛前瞻。',
          '<h2>您将在这里看到</h2>',
          '<ul><li>充值、提现和账户指南</li><li>亚洲超级联赛前瞻</li><li>值得关注的优惠活动</li></ul>',
          '有疑问？我们的<a href="https://demo-a.example/help">帮助中心</a>全天候为您服务。',
        ),
      },
    },
  },
  {
    slug: 'how-to-deposit-with-gcash',
    category: 'guides',
    daysAgo: 3,
    texts: {
      EN: {
        title: 'How to deposit with GCash in three steps',
        excerpt: 'Open the cashier, pick GCash, confirm on your phone: your balance updates in seconds.',
        body: p(
          'GCash is the quickest way to fund your Aurora wallet.',
          '<h2>Step by step</h2>',
          '<ol><li>Open the member centre and choose <strong>Deposit</strong>.</li><li>Pick GCash and enter an amount between the limits shown.</li><li>Confirm the payment in the GCash app.</li></ol>',
          'Your balance updates as soon as GCash confirms. Keep the reference number until it does.',
        ),
      },
      CN: {
        title: '三步使用 GCash 充值',
        excerpt: '打开收银台，选择 GCash，在手机上确认：余额几秒内到账。',
        body: p(
          'GCash 是为极光钱包充值最快的方式。',
          '<h2>操作步骤</h2>',
          '<ol><li>打开会员中心并选择<strong>充值</strong>。</li><li>选择 GCash 并输入限额内的金额。</li><li>在 GCash 应用中确认付款。</li></ol>',
          'GCash 确认后余额即刻更新。到账前请保留参考号。',
        ),
      },
    },
  },
  {
    slug: 'asia-premier-league-weekend-preview',
    category: 'sports',
    daysAgo: 5,
    texts: {
      EN: {
        title: 'Asia Premier League: the weekend preview',
        excerpt: 'Manila Eagles host Cebu Sharks in the game of the round. Form, odds and what to watch.',
        body: p(
          'The title race tightens this weekend as Manila Eagles welcome Cebu Sharks.',
          '<h2>Form guide</h2>',
          '<table><thead><tr><th>Team</th><th>Last five</th></tr></thead><tbody><tr><td>Manila Eagles</td><td>W W D W L</td></tr><tr><td>Cebu Sharks</td><td>W L W W W</td></tr></tbody></table>',
          'See the live prices on our sportsbook before kick-off.',
        ),
      },
      CN: {
        title: '亚洲超级联赛：周末前瞻',
        excerpt: '马尼拉雄鹰主场迎战宿务鲨鱼。状态、赔率与看点。',
        body: p(
          '本周末马尼拉雄鹰迎战宿务鲨鱼，冠军争夺愈发激烈。',
          '<h2>近期状态</h2>',
          '<table><thead><tr><th>球队</th><th>近五场</th></tr></thead><tbody><tr><td>马尼拉雄鹰</td><td>胜 胜 平 胜 负</td></tr><tr><td>宿务鲨鱼</td><td>胜 负 胜 胜 胜</td></tr></tbody></table>',
          '开赛前请在体育投注页查看实时赔率。',
        ),
      },
    },
  },
  {
    slug: 'playing-responsibly',
    category: 'guides',
    daysAgo: 8,
    texts: {
      EN: {
        title: 'Five habits for playing responsibly',
        excerpt: 'Set a budget, take breaks and use the tools in your account: play stays fun that way.',
        body: p(
          'Gaming should be entertainment. These habits help keep it that way.',
          '<ul><li>Decide your budget before you play.</li><li>Take a break every hour.</li><li>Never chase losses.</li><li>Keep gaming separate from bills and savings.</li><li>Talk to us if you want a limit or a pause.</li></ul>',
        ),
      },
      CN: {
        title: '负责任游戏的五个习惯',
        excerpt: '设定预算、适时休息、善用账户工具：让游戏保持乐趣。',
        body: p(
          '游戏应该是一种娱乐。这些习惯能帮助您保持这一点。',
          '<ul><li>游戏前先确定预算。</li><li>每小时休息一次。</li><li>不要追逐亏损。</li><li>将游戏资金与生活开支分开。</li><li>如需限额或暂停，请联系我们。</li></ul>',
        ),
      },
    },
  },
  {
    slug: 'slot-volatility-explained',
    category: 'guides',
    daysAgo: 12,
    // English only: readers in other languages see this one in English.
    texts: {
      EN: {
        title: 'Slot volatility, explained',
        excerpt: 'Why some slots pay often and small while others pay rarely and big.',
        body: p(
          'Volatility describes how a slot spreads its wins. Low-volatility games pay small amounts often; high-volatility games pay rarely but bigger.',
          '<h2>Which suits you?</h2>',
          'A longer session on a small budget favours low volatility. Chasing a jackpot means accepting long dry spells.',
        ),
      },
    },
  },
  {
    slug: 'weekend-reload-bonus',
    category: 'promotions',
    daysAgo: 15,
    texts: {
      EN: {
        title: 'The weekend reload bonus is back',
        excerpt: 'Deposit on Saturday or Sunday and get 20% extra, up to ₱2,000.',
        body: p(
          'Every weekend, your first deposit earns a 20% bonus up to ₱2,000.',
          'Join from the <a href="https://demo-a.example/promotions">promotions page</a>. A 10× turnover applies.',
        ),
      },
      CN: {
        title: '周末充值奖励回归',
        excerpt: '周六或周日充值即享 20% 额外奖励，最高 ₱2,000。',
        body: p('每个周末首笔充值可获得 20% 奖励，最高 ₱2,000。', '请在<a href="https://demo-a.example/promotions">优惠页面</a>参加。需完成 10 倍流水。'),
      },
    },
  },
  {
    slug: 'safer-sign-ins',
    category: 'news',
    daysAgo: 20,
    // Hostile on purpose: the site must show the words and drop the script, the handler and the javascript: link.
    texts: {
      EN: {
        title: 'Safer sign-ins with two-step verification',
        excerpt: 'Turn on the authenticator in My account: a stolen password alone no longer opens your wallet.',
        body: p(
          'Two-step verification asks for a code from your phone after your password.',
          '<script>window.__blogHacked = true; document.title = "hacked";</script>',
          '<img src="x" onerror="window.__blogHacked = true" alt="" width="1" height="1">',
          '<p>Open <a href="javascript:window.__blogHacked=true">My account</a> and choose Google authenticator.</p>',
          '<iframe src="https://evil.example/"></iframe>',
          '<p style="position:fixed;inset:0;background:red">Scan the QR code, type the six digits, done.</p>',
        ),
      },
    },
  },
  {
    slug: 'vip-gala-announcement',
    category: 'news',
    daysAgo: 0,
    draft: true,
    texts: {
      EN: { title: 'Draft: the VIP gala', excerpt: 'Not ready yet.', body: p('Details to follow.') },
      CN: { title: '草稿：VIP 盛典', excerpt: '尚未准备好。', body: p('详情待定。') },
    },
  },
];

const JADE: BlogSeed[] = [
  {
    slug: 'chao-mung-den-voi-blog',
    category: 'news',
    daysAgo: 1,
    texts: {
      VI: {
        title: 'Chào mừng đến với blog Jade Dragon',
        excerpt: 'Tin tức, hướng dẫn và nhận định trận đấu mỗi tuần từ đội ngũ Jade Dragon.',
        body: p(
          'Chào mừng bạn đến với blog mới. Mỗi tuần chúng tôi chia sẻ trò chơi mới, hướng dẫn nạp rút và nhận định các trận cầu lớn.',
          '<h2>Bạn sẽ tìm thấy gì</h2>',
          '<ul><li>Hướng dẫn nạp, rút tiền và tài khoản</li><li>Nhận định Giải Ngoại hạng châu Á</li><li>Khuyến mãi đáng chú ý</li></ul>',
        ),
      },
      EN: {
        title: 'Welcome to the Jade Dragon blog',
        excerpt: 'News, guides and match previews from the Jade Dragon team, every week.',
        body: p('Welcome to our new blog. Every week we share new games, cashier guides and previews of the big matches.'),
      },
    },
  },
  {
    slug: 'huong-dan-nap-tien',
    category: 'guides',
    daysAgo: 2,
    texts: {
      VI: {
        title: 'Hướng dẫn nạp tiền qua ngân hàng',
        excerpt: 'Chuyển khoản đúng nội dung, tải biên lai, số dư được cộng sau khi duyệt.',
        body: p(
          'Nạp tiền qua chuyển khoản ngân hàng rất đơn giản.',
          '<ol><li>Mở trung tâm thành viên và chọn <strong>Nạp tiền</strong>.</li><li>Chọn ngân hàng và nhập số tiền.</li><li>Chuyển khoản với đúng nội dung hiển thị.</li></ol>',
          'Số dư được cộng ngay khi giao dịch được duyệt.',
        ),
      },
    },
  },
  {
    slug: 'nhan-dinh-bong-da-cuoi-tuan',
    category: 'sports',
    daysAgo: 4,
    texts: {
      VI: {
        title: 'Nhận định bóng đá cuối tuần: Hổ Sài Gòn đối đầu Rồng Hà Nội',
        excerpt: 'Trận derby Việt Nam của Giải Ngoại hạng châu Á: phong độ, tỷ lệ và điểm nhấn.',
        body: p(
          'Hổ Sài Gòn tiếp đón Rồng Hà Nội trong trận derby được chờ đợi nhất vòng đấu.',
          '<h2>Phong độ</h2>',
          '<table><thead><tr><th>Đội</th><th>5 trận gần nhất</th></tr></thead><tbody><tr><td>Hổ Sài Gòn</td><td>T T H T B</td></tr><tr><td>Rồng Hà Nội</td><td>T B T T T</td></tr></tbody></table>',
        ),
      },
      EN: {
        title: 'Weekend football preview: Saigon Tigers v Hanoi Dragons',
        excerpt: 'The Vietnamese derby of the Asia Premier League: form, odds and what to watch.',
        body: p('Saigon Tigers host Hanoi Dragons in the most awaited derby of the round.'),
      },
    },
  },
  {
    slug: 'choi-co-trach-nhiem',
    category: 'guides',
    daysAgo: 7,
    texts: {
      VI: {
        title: 'Năm thói quen chơi có trách nhiệm',
        excerpt: 'Đặt ngân sách, nghỉ ngơi và dùng công cụ trong tài khoản để trò chơi luôn vui.',
        body: p(
          'Trò chơi nên là giải trí. Những thói quen sau giúp bạn giữ điều đó.',
          '<ul><li>Đặt ngân sách trước khi chơi.</li><li>Nghỉ mỗi giờ.</li><li>Không gỡ lỗ.</li><li>Tách tiền chơi khỏi chi tiêu sinh hoạt.</li><li>Liên hệ chúng tôi nếu cần hạn mức.</li></ul>',
        ),
      },
    },
  },
  {
    slug: 'khuyen-mai-cuoi-tuan',
    category: 'promotions',
    daysAgo: 10,
    texts: {
      VI: {
        title: 'Thưởng nạp cuối tuần 20%',
        excerpt: 'Nạp tiền thứ Bảy hoặc Chủ nhật, nhận thêm 20% tối đa 1.000.000 ₫.',
        body: p('Mỗi cuối tuần, lần nạp đầu tiên được thưởng 20%, tối đa 1.000.000 ₫.', 'Yêu cầu vòng cược 10 lần.'),
      },
    },
  },
  {
    slug: 'bao-mat-tai-khoan',
    category: 'news',
    daysAgo: 14,
    texts: {
      VI: {
        title: 'Bảo mật tài khoản với xác minh hai bước',
        excerpt: 'Bật trình xác thực trong Tài khoản của tôi để bảo vệ ví của bạn.',
        body: p(
          'Xác minh hai bước yêu cầu mã từ điện thoại sau mật khẩu.',
          '<script>window.__blogHacked = true</script>',
          '<p><a href="javascript:alert(1)">Mở cài đặt</a> và chọn Google Authenticator.</p>',
        ),
      },
    },
  },
  {
    slug: 'ban-nhap-su-kien',
    category: 'news',
    daysAgo: 0,
    draft: true,
    texts: { VI: { title: 'Bản nháp: sự kiện VIP', excerpt: 'Chưa sẵn sàng.', body: p('Sẽ cập nhật.') } },
  },
];

export const BLOG_SEEDS: Record<string, BlogSeed[]> = { demoa01: AURORA, demob02: JADE };
