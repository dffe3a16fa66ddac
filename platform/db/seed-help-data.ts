/**
 * Help-centre pages of the demo brands, per language. `{brand}` becomes the merchant's name when seeding.
 * Languages without pages here fall back to the merchant's default language, then EN.
 */
export type HelpSeed = {
  tag: 'aboutus' | 'deposit' | 'withdraw' | 'game' | 'faqs' | 'term' | null;
  title: string;
  content: string;
  bgColor?: string;
  /** Drafts the operator has not published yet: the client must not show them. */
  hidden?: true;
  children?: HelpSeed[];
};

const EN: HelpSeed[] = [
  {
    tag: 'aboutus',
    title: 'About Us',
    bgColor: '#1e293b',
    content:
      '<p><strong>{brand}</strong> is a licensed online gaming site offering slots, live casino, sports, fishing and lottery games.</p><p>We are audited by independent test labs and support responsible gaming.</p>',
  },
  {
    tag: 'deposit',
    title: 'Deposit',
    content:
      '<p>To deposit:</p><ol><li>Log in and open <strong>Deposit</strong>.</li><li>Choose a payment method.</li><li>Enter the amount and confirm.</li></ol><p>Most deposits arrive within a few minutes.</p>',
    children: [
      { tag: null, title: 'E-wallets', content: '<p>E-wallet deposits are credited instantly, 24/7.</p>' },
      { tag: null, title: 'Bank transfer', content: '<p>Bank transfers can take up to 30 minutes. Keep your receipt.</p>' },
    ],
  },
  {
    tag: 'withdraw',
    title: 'Withdrawal',
    content:
      '<p>Withdrawals go to the account registered in your name. Complete the turnover of any active bonus first.</p><ul><li>Minimum withdrawal: 100</li><li>Up to 5 withdrawals per day</li></ul>',
  },
  { tag: 'game', title: 'Games', content: '<p>All games use certified random number generators. Live tables are streamed from licensed studios.</p>' },
  {
    tag: 'faqs',
    title: 'FAQs',
    content: '<p>Answers to the questions we hear most.</p>',
    children: [
      { tag: null, title: 'I forgot my password', content: '<p>Use <strong>Forgot password</strong> on the login page to reset it by e-mail or SMS.</p>' },
      {
        tag: null,
        title: 'Why is my deposit not credited?',
        content: '<p>Some methods take up to 30 minutes. If it takes longer, contact live chat with your receipt.</p>',
      },
      { tag: null, title: 'Can I have more than one account?', content: '<p>No. One account per person, household and payment method.</p>' },
    ],
  },
  {
    tag: 'term',
    title: 'Terms and Conditions',
    content:
      '<p>By using {brand} you agree to these terms.</p><ol><li>You must be 18 or older.</li><li>Bonuses are subject to turnover requirements.</li><li>We may close accounts involved in fraud.</li></ol>',
  },
  { tag: null, title: 'Responsible gaming (draft)', hidden: true, content: '<p>Draft page, not yet published.</p>' },
];

const VI: HelpSeed[] = [
  {
    tag: 'aboutus',
    title: 'Giới thiệu',
    bgColor: '#064e3b',
    content: '<p><strong>{brand}</strong> là nhà cái trực tuyến được cấp phép, cung cấp slot, casino trực tiếp, thể thao và xổ số.</p>',
  },
  {
    tag: 'deposit',
    title: 'Nạp tiền',
    content: '<ol><li>Đăng nhập và mở <strong>Nạp tiền</strong>.</li><li>Chọn phương thức thanh toán.</li><li>Nhập số tiền và xác nhận.</li></ol>',
    children: [{ tag: null, title: 'Ví điện tử', content: '<p>MoMo và ZaloPay được cộng ngay lập tức.</p>' }],
  },
  {
    tag: 'withdraw',
    title: 'Rút tiền',
    content: '<p>Tiền rút được chuyển về tài khoản đứng tên bạn. Hoàn thành doanh thu cược của khuyến mãi trước khi rút.</p>',
  },
  { tag: 'game', title: 'Trò chơi', content: '<p>Mọi trò chơi đều dùng bộ sinh số ngẫu nhiên đã được kiểm định.</p>' },
  {
    tag: 'faqs',
    title: 'Câu hỏi thường gặp',
    content: '<p>Giải đáp các câu hỏi phổ biến.</p>',
    children: [{ tag: null, title: 'Tôi quên mật khẩu', content: '<p>Dùng <strong>Quên mật khẩu</strong> ở trang đăng nhập để đặt lại qua SMS.</p>' }],
  },
  { tag: 'term', title: 'Điều khoản và điều kiện', content: '<p>Khi sử dụng {brand}, bạn đồng ý với các điều khoản này. Bạn phải từ 18 tuổi trở lên.</p>' },
];

const CN: HelpSeed[] = [
  { tag: 'aboutus', title: '关于我们', bgColor: '#312e81', content: '<p><strong>{brand}</strong>是持牌在线娱乐平台，提供老虎机、真人娱乐、体育和彩票。</p>' },
  { tag: 'deposit', title: '存款', content: '<ol><li>登录并打开<strong>存款</strong>。</li><li>选择支付方式。</li><li>输入金额并确认。</li></ol>' },
  { tag: 'withdraw', title: '提款', content: '<p>提款将转入您本人名下的账户。请先完成奖金流水要求。</p>' },
  { tag: 'game', title: '游戏', content: '<p>所有游戏均使用经过认证的随机数生成器。</p>' },
  {
    tag: 'faqs',
    title: '常见问题',
    content: '<p>常见问题解答。</p>',
    children: [{ tag: null, title: '忘记密码怎么办？', content: '<p>在登录页点击<strong>忘记密码</strong>，通过邮箱或短信重置。</p>' }],
  },
  { tag: 'term', title: '条款与细则', content: '<p>使用{brand}即表示您同意本条款。您必须年满18岁。</p>' },
];

/** Which languages each demo brand has help pages in. */
export const HELP_PAGES: Record<string, Partial<Record<string, HelpSeed[]>>> = {
  demoa01: { EN, CN, VI },
  demob02: { VI, EN },
  democ03: { EN },
};
