/** The demo brands' point mall: rules, exchange tables, items (names per language) and some players' history. */

export type ItemSeed = {
  art: string;
  hue: number;
  points: number;
  stock: number;
  limit: number | null;
  texts: Record<string, [name: string, description: string]>;
};

export const POINT_MALLS: Record<
  string,
  {
    earnValidBetMinor: number;
    minConvertPoints: number;
    convertStepPoints: number;
    rates: [minPoints: number, cashMinorPerStep: number][];
    /** Turns the PTSYS3 module on when the mall is first seeded (a brand that had it off before the mall existed). */
    enableModule: boolean;
    items: ItemSeed[];
    /** Welcome points and history for demo players: a grant, then redemptions the operator decided. */
    players: { username: string; grant: number; approved: number[]; rejected: [item: number, reason: string][] }[];
  }
> = {
  demoa01: {
    earnValidBetMinor: 1_000,
    minConvertPoints: 500,
    convertStepPoints: 100,
    rates: [
      [500, 100],
      [5_000, 120],
      [20_000, 150],
    ],
    enableModule: false,
    items: [
      {
        art: 'voucher',
        hue: 150,
        points: 1_000,
        stock: 500,
        limit: 5,
        texts: {
          EN: ['₱100 Free Bet Voucher', 'A ₱100 stake on any sports market, credited within a day.'],
          CN: ['₱100 免费投注券', '任意体育赛事 ₱100 投注，一天内到账。'],
        },
      },
      {
        art: 'chip',
        hue: 45,
        points: 2_500,
        stock: 200,
        limit: 3,
        texts: { EN: ['Lucky Gold Chip', 'A collectible casino chip in 24k gold plating.'], CN: ['幸运金筹码', '24K 镀金收藏筹码。'] },
      },
      {
        art: 'gift',
        hue: 320,
        points: 500,
        stock: 1_000,
        limit: null,
        texts: { EN: ['Mystery Gift Box', 'A surprise from the Aurora team every month.'], CN: ['神秘礼盒', '每月来自 Aurora 的惊喜。'] },
      },
      {
        art: 'headset',
        hue: 265,
        points: 12_000,
        stock: 25,
        limit: 1,
        texts: { EN: ['Aurora Gaming Headset', 'Surround sound with a noise-cancelling microphone.'], CN: ['Aurora 游戏耳机', '环绕声与降噪麦克风。'] },
      },
      {
        art: 'watch',
        hue: 200,
        points: 25_000,
        stock: 10,
        limit: 1,
        texts: { EN: ['Smart Watch', 'Fitness tracking and notifications on your wrist.'], CN: ['智能手表', '运动记录与消息提醒。'] },
      },
      {
        art: 'phone',
        hue: 230,
        points: 80_000,
        stock: 3,
        limit: 1,
        texts: { EN: ['Flagship Smartphone', 'The newest flagship phone, 256 GB.'], CN: ['旗舰智能手机', '最新旗舰手机，256 GB。'] },
      },
      {
        art: 'gold',
        hue: 35,
        points: 150_000,
        stock: 2,
        limit: 1,
        texts: { EN: ['1 g Gold Bar', 'A certified 999.9 fine gold bar.'], CN: ['1 克金条', '认证 999.9 足金金条。'] },
      },
      {
        art: 'bag',
        hue: 10,
        points: 3_000,
        stock: 0,
        limit: 2,
        texts: { EN: ['Aurora Tote Bag', 'Canvas tote in the Aurora colours.'], CN: ['Aurora 帆布袋', 'Aurora 配色帆布袋。'] },
      },
    ],
    players: [
      { username: 'player1', grant: 3_000, approved: [2], rejected: [[0, 'Duplicate request']] },
      { username: 'vipwhale', grant: 60_000, approved: [3, 1], rejected: [] },
    ],
  },
  demob02: {
    earnValidBetMinor: 10_000,
    minConvertPoints: 500,
    convertStepPoints: 100,
    rates: [
      [500, 1_000],
      [5_000, 1_200],
      [20_000, 1_500],
    ],
    enableModule: true,
    items: [
      {
        art: 'voucher',
        hue: 150,
        points: 800,
        stock: 500,
        limit: 5,
        texts: {
          VI: ['Phiếu cược miễn phí ₫50.000', 'Cược ₫50.000 cho bất kỳ kèo thể thao nào, cộng trong ngày.'],
          EN: ['₫50,000 Free Bet Voucher', 'A ₫50,000 stake on any sports market.'],
        },
      },
      {
        art: 'chip',
        hue: 140,
        points: 2_000,
        stock: 150,
        limit: 3,
        texts: { VI: ['Chip ngọc bích may mắn', 'Chip sưu tầm mạ vàng.'], EN: ['Lucky Jade Chip', 'A collectible gold-plated chip.'] },
      },
      {
        art: 'gift',
        hue: 330,
        points: 400,
        stock: 1_000,
        limit: null,
        texts: { VI: ['Hộp quà bí ẩn', 'Món quà bất ngờ mỗi tháng.'], EN: ['Mystery Gift Box', 'A surprise every month.'] },
      },
      {
        art: 'headset',
        hue: 170,
        points: 10_000,
        stock: 20,
        limit: 1,
        texts: { VI: ['Tai nghe chơi game', 'Âm thanh vòm, micro khử ồn.'], EN: ['Gaming Headset', 'Surround sound, noise-cancelling microphone.'] },
      },
      {
        art: 'watch',
        hue: 190,
        points: 20_000,
        stock: 8,
        limit: 1,
        texts: { VI: ['Đồng hồ thông minh', 'Theo dõi sức khỏe và thông báo.'], EN: ['Smart Watch', 'Fitness tracking and notifications.'] },
      },
      {
        art: 'phone',
        hue: 210,
        points: 60_000,
        stock: 3,
        limit: 1,
        texts: { VI: ['Điện thoại cao cấp', 'Điện thoại mới nhất, 256 GB.'], EN: ['Flagship Smartphone', 'The newest flagship phone, 256 GB.'] },
      },
      {
        art: 'gold',
        hue: 40,
        points: 120_000,
        stock: 2,
        limit: 1,
        texts: { VI: ['Nhẫn vàng 1 chỉ', 'Vàng 9999 có chứng nhận.'], EN: ['1 Chỉ Gold Ring', 'Certified 9999 gold.'] },
      },
      {
        art: 'bag',
        hue: 120,
        points: 2_500,
        stock: 0,
        limit: 2,
        texts: { VI: ['Túi Jade Dragon', 'Túi vải màu Jade Dragon.'], EN: ['Jade Dragon Tote', 'Canvas tote in the Jade Dragon colours.'] },
      },
    ],
    players: [{ username: '0912345678', grant: 5_000, approved: [0], rejected: [[1, 'Hết hàng tại kho']] }],
  },
};
