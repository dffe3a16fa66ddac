import type { PromotionAction } from './promotions';

/**
 * Demo promotions. `existing` gives the rules to a promotion announcement the content seed already wrote
 * (found by category); otherwise the announcement is written here, with its period in days from seeding
 * (a start in the future is "coming soon", an end in the past "closed"). Amounts in the brand's minor units.
 */
export type PromotionSeed = {
  category: string;
  existing?: boolean;
  action: PromotionAction;
  bonusMinor: number;
  turnover: number;
  minVip?: number;
  minDepositMinor?: number;
  newMemberDays?: number;
  targetMinor?: number;
  startDays?: number;
  endDays?: number;
  texts?: Partial<Record<'EN' | 'CN' | 'VI' | 'TH' | 'JA' | 'TY', { title: string; content: string }>>;
};

const t = (title: string, content: string) => ({ title, content });

export const PROMOTION_SEEDS: Record<string, PromotionSeed[]> = {
  demoa01: [
    { category: 'new_player', existing: true, action: 'CLAIM', bonusMinor: 88_00, turnover: 3, newMemberDays: 30 },
    {
      category: 'rng_promo',
      action: 'APPLY',
      bonusMinor: 188_00,
      turnover: 1,
      startDays: -3,
      endDays: 30,
      texts: {
        EN: t(
          'Share Your Big Win',
          '<p>Hit a win of <strong>50× your stake</strong> or more on any slot? Send us a screenshot and a line about it, and we add <strong>₱188</strong> to your wallet.</p><ul><li>Up to 3 screenshots, PNG or JPG, 5 MB each</li><li>One application per player</li><li>Turnover 1× on the bonus</li></ul><p>Questions? Read <a href="javascript:alert(1)">our rules</a> or ask the help centre.</p><script>alert(1)</script>',
        ),
        CN: t(
          '晒出你的大奖',
          '<p>在任意老虎机赢得<strong>50倍投注</strong>以上？发送截图和简短说明，即可获得<strong>₱188</strong>。</p><ul><li>最多3张截图，PNG或JPG，每张5MB以内</li><li>每位玩家限申请一次</li></ul>',
        ),
        VI: t('Khoe chiến thắng lớn', '<p>Thắng từ <strong>50 lần tiền cược</strong> trở lên? Gửi ảnh chụp màn hình để nhận <strong>₱188</strong>.</p>'),
      },
    },
    { category: 'rng_promo', existing: true, action: 'JOIN', bonusMinor: 50_00, turnover: 1, targetMinor: 1_000_00 },
    { category: 'live_promo', existing: true, action: 'JOIN', bonusMinor: 0, turnover: 0 },
    { category: 'deposit_promo', existing: true, action: 'CLAIM', bonusMinor: 100_00, turnover: 10, minDepositMinor: 500_00 },
    { category: 'other_promo', existing: true, action: 'APPLY', bonusMinor: 500_00, turnover: 1 },
    {
      category: 'rebate_promo',
      action: 'CLAIM',
      bonusMinor: 888_00,
      turnover: 5,
      minVip: 5,
      startDays: -10,
      endDays: 20,
      texts: {
        EN: t(
          'VIP Season Reload',
          '<p>VIP 5 and above: claim a <strong>₱888</strong> reload once this season.</p><ul><li>VIP level 5 or higher</li><li>Turnover 5×</li></ul>',
        ),
        CN: t('VIP季度充值奖励', '<p>VIP 5及以上：本季可领取一次<strong>₱888</strong>充值奖励。</p>'),
      },
    },
    {
      category: 'fish_promo',
      action: 'JOIN',
      bonusMinor: 120_00,
      turnover: 1,
      targetMinor: 2_000_00,
      startDays: 3,
      endDays: 17,
      texts: {
        EN: t('Lucky Fishing Week', '<p>Join and reach ₱2,000 of valid bets on any game before the event ends to earn <strong>₱120</strong>.</p>'),
        CN: t('幸运捕鱼周', '<p>报名后在活动结束前于任意游戏有效投注₱2,000，即可获得<strong>₱120</strong>。</p>'),
      },
    },
    {
      category: 'lotto_promo',
      action: 'CLAIM',
      bonusMinor: 30_00,
      turnover: 1,
      startDays: -30,
      endDays: -2,
      texts: {
        EN: t('Mid-Autumn Lottery Festival', '<p>A free ₱30 bonus for every player during the festival.</p>'),
        CN: t('中秋彩票节', '<p>节日期间每位玩家可领取₱30奖金。</p>'),
      },
    },
  ],
  demob02: [
    { category: 'deposit_promo', existing: true, action: 'CLAIM', bonusMinor: 50_000, turnover: 3, newMemberDays: 30 },
    {
      category: 'rng_promo',
      action: 'APPLY',
      bonusMinor: 100_000,
      turnover: 1,
      startDays: -2,
      endDays: 30,
      texts: {
        VI: t(
          'Khoe chiến thắng – nhận ₫100.000',
          '<p>Thắng lớn ở nổ hũ? Gửi tối đa <strong>3 ảnh chụp màn hình</strong> kèm lời nhắn để nhận <strong>₫100.000</strong>.</p><ul><li>Ảnh PNG hoặc JPG, tối đa 5MB mỗi ảnh</li><li>Mỗi người chơi một lần</li><li>Doanh thu cược 1 lần tiền thưởng</li></ul>',
        ),
        EN: t(
          'Share Your Win – get ₫100,000',
          '<p>Big slot win? Send up to <strong>3 screenshots</strong> with a note to receive <strong>₫100,000</strong>.</p>',
        ),
      },
    },
    {
      category: 'rng_promo',
      action: 'JOIN',
      bonusMinor: 200_000,
      turnover: 1,
      targetMinor: 2_000_000,
      startDays: -5,
      endDays: 25,
      texts: {
        VI: t(
          'Thử thách cược tháng này',
          '<p>Tham gia và đạt <strong>₫2.000.000</strong> cược hợp lệ ở bất kỳ trò chơi nào để nhận <strong>₫200.000</strong>.</p>',
        ),
        EN: t(
          'Wager Challenge of the Month',
          '<p>Join and reach <strong>₫2,000,000</strong> of valid bets on any game to receive <strong>₫200,000</strong>.</p>',
        ),
      },
    },
    { category: 'sport_promo', existing: true, action: 'JOIN', bonusMinor: 0, turnover: 0 },
    {
      category: 'fish_promo',
      action: 'JOIN',
      bonusMinor: 80_000,
      turnover: 1,
      targetMinor: 1_000_000,
      startDays: 4,
      endDays: 18,
      texts: {
        VI: t('Lễ hội bắn cá', '<p>Sắp diễn ra: cược hợp lệ ₫1.000.000 ở bất kỳ trò chơi nào để nhận <strong>₫80.000</strong>.</p>'),
        EN: t('Fishing Festival', '<p>Coming soon: ₫1,000,000 of valid bets on any game earns <strong>₫80,000</strong>.</p>'),
      },
    },
    {
      category: 'lotto_promo',
      action: 'CLAIM',
      bonusMinor: 20_000,
      turnover: 1,
      startDays: -40,
      endDays: -5,
      texts: {
        VI: t('Xổ số Trung Thu', '<p>Tặng ₫20.000 tiền thưởng trong dịp Trung Thu.</p>'),
        EN: t('Mid-Autumn Lottery', '<p>A ₫20,000 bonus during the Mid-Autumn festival.</p>'),
      },
    },
  ],
};
