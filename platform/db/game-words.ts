/**
 * Word lists the demo game catalogue is built from. Each entry is [EN, CN, VI, TH, JA]; names are composed
 * word by word so the translations read like real localised titles (and name search in other scripts works).
 */
export type Word = readonly [en: string, cn: string, vi: string, th: string, ja: string];
export const NAME_LANGS = ['CN', 'VI', 'TH', 'JA'] as const;
export type NameLang = (typeof NAME_LANGS)[number];

export const ADJECTIVES: Word[] = [
  ['Golden', '黄金', 'Vàng', 'ทอง', 'ゴールデン'],
  ['Lucky', '幸运', 'May Mắn', 'นำโชค', 'ラッキー'],
  ['Mighty', '威武', 'Hùng Mạnh', 'ทรงพลัง', 'マイティ'],
  ['Wild', '狂野', 'Hoang Dã', 'ป่าเถื่อน', 'ワイルド'],
  ['Royal', '皇家', 'Hoàng Gia', 'หลวง', 'ロイヤル'],
  ['Sacred', '神圣', 'Thần Thánh', 'ศักดิ์สิทธิ์', 'セイクリッド'],
  ['Fiery', '烈焰', 'Rực Lửa', 'เพลิง', 'ファイアリー'],
  ['Mystic', '神秘', 'Huyền Bí', 'ลึกลับ', 'ミスティック'],
  ['Jade', '翡翠', 'Ngọc Bích', 'หยก', 'ジェイド'],
  ['Crystal', '水晶', 'Pha Lê', 'คริสตัล', 'クリスタル'],
  ['Silver', '白银', 'Bạc', 'เงิน', 'シルバー'],
  ['Diamond', '钻石', 'Kim Cương', 'เพชร', 'ダイヤモンド'],
  ['Ancient', '远古', 'Cổ Đại', 'โบราณ', 'エンシェント'],
  ['Thunder', '雷霆', 'Sấm Sét', 'สายฟ้า', 'サンダー'],
  ['Emerald', '翠绿', 'Lục Bảo', 'มรกต', 'エメラルド'],
  ['Ruby', '红宝石', 'Hồng Ngọc', 'ทับทิม', 'ルビー'],
  ['Sweet', '甜蜜', 'Ngọt Ngào', 'หวาน', 'スウィート'],
  ['Happy', '快乐', 'Vui Vẻ', 'สุขสันต์', 'ハッピー'],
  ['Magic', '魔法', 'Ma Thuật', 'มหัศจรรย์', 'マジック'],
  ['Blazing', '炽热', 'Bùng Cháy', 'ลุกโชน', 'ブレイジング'],
  ['Frozen', '冰封', 'Băng Giá', 'เยือกแข็ง', 'フローズン'],
  ['Starlight', '星光', 'Ánh Sao', 'แสงดาว', 'スターライト'],
  ['Eternal', '永恒', 'Vĩnh Cửu', 'นิรันดร์', 'エターナル'],
  ['Rich', '富贵', 'Phú Quý', 'มั่งคั่ง', 'リッチ'],
  ['Hidden', '隐秘', 'Ẩn Giấu', 'ซ่อนเร้น', 'ヒドゥン'],
  ['Great', '伟大', 'Vĩ Đại', 'ยิ่งใหญ่', 'グレート'],
  ['Red', '红', 'Đỏ', 'แดง', 'レッド'],
  ['Black', '黑', 'Đen', 'ดำ', 'ブラック'],
  ['Twin', '双子', 'Song Sinh', 'แฝด', 'ツイン'],
  ['Cosmic', '宇宙', 'Vũ Trụ', 'จักรวาล', 'コズミック'],
  ['Savage', '凶猛', 'Hung Dữ', 'ดุร้าย', 'サベージ'],
  ['Majestic', '雄伟', 'Uy Nghi', 'สง่างาม', 'マジェスティック'],
  ['Shining', '闪耀', 'Tỏa Sáng', 'เจิดจ้า', 'シャイニング'],
  ['Neon', '霓虹', 'Neon', 'นีออน', 'ネオン'],
];

export const NOUNS: Word[] = [
  ['Dragon', '龙', 'Rồng', 'มังกร', 'ドラゴン'],
  ['Tiger', '虎', 'Hổ', 'เสือ', 'タイガー'],
  ['Phoenix', '凤凰', 'Phượng Hoàng', 'หงส์', 'フェニックス'],
  ['Panda', '熊猫', 'Gấu Trúc', 'แพนด้า', 'パンダ'],
  ['Koi', '锦鲤', 'Cá Chép', 'ปลาคาร์ป', 'コイ'],
  ['Empire', '帝国', 'Đế Chế', 'จักรวรรดิ', 'エンパイア'],
  ['Temple', '神殿', 'Đền Thờ', 'วิหาร', 'テンプル'],
  ['Fortune', '财富', 'Tài Lộc', 'โชคลาภ', 'フォーチュン'],
  ['Treasure', '宝藏', 'Kho Báu', 'สมบัติ', 'トレジャー'],
  ['Gems', '宝石', 'Đá Quý', 'อัญมณี', 'ジェム'],
  ['Pharaoh', '法老', 'Pharaoh', 'ฟาโรห์', 'ファラオ'],
  ['Buffalo', '野牛', 'Trâu Rừng', 'ควายป่า', 'バッファロー'],
  ['Wolf', '狼', 'Sói', 'หมาป่า', 'ウルフ'],
  ['Lion', '狮子', 'Sư Tử', 'สิงโต', 'ライオン'],
  ['Eagle', '雄鹰', 'Đại Bàng', 'อินทรี', 'イーグル'],
  ['Fruits', '水果', 'Trái Cây', 'ผลไม้', 'フルーツ'],
  ['Candy', '糖果', 'Kẹo', 'ลูกอม', 'キャンディ'],
  ['Pearl', '珍珠', 'Ngọc Trai', 'ไข่มุก', 'パール'],
  ['Lotus', '莲花', 'Hoa Sen', 'ดอกบัว', 'ロータス'],
  ['Samurai', '武士', 'Samurai', 'ซามูไร', 'サムライ'],
  ['Ninja', '忍者', 'Ninja', 'นินจา', 'ニンジャ'],
  ['Goddess', '女神', 'Nữ Thần', 'เทพธิดา', 'ゴッデス'],
  ['Kingdom', '王国', 'Vương Quốc', 'อาณาจักร', 'キングダム'],
  ['Mermaid', '美人鱼', 'Nàng Tiên Cá', 'นางเงือก', 'マーメイド'],
  ['Pirates', '海盗', 'Cướp Biển', 'โจรสลัด', 'パイレーツ'],
  ['Volcano', '火山', 'Núi Lửa', 'ภูเขาไฟ', 'ボルケーノ'],
  ['Jungle', '丛林', 'Rừng Rậm', 'ป่าดงดิบ', 'ジャングル'],
  ['Moon', '月亮', 'Mặt Trăng', 'ดวงจันทร์', 'ムーン'],
  ['Sun', '太阳', 'Mặt Trời', 'ดวงอาทิตย์', 'サン'],
  ['Stars', '星辰', 'Ngôi Sao', 'ดวงดาว', 'スターズ'],
  ['Coins', '金币', 'Đồng Xu', 'เหรียญ', 'コイン'],
  ['Wheel', '转轮', 'Vòng Quay', 'วงล้อ', 'ホイール'],
  ['Bull', '公牛', 'Bò Tót', 'วัวกระทิง', 'ブル'],
  ['Horse', '骏马', 'Tuấn Mã', 'ม้า', 'ホース'],
  ['Monkey', '猴子', 'Khỉ', 'ลิง', 'モンキー'],
  ['Rooster', '公鸡', 'Gà Trống', 'ไก่', 'ルースター'],
  ['Warrior', '勇士', 'Chiến Binh', 'นักรบ', 'ウォリアー'],
  ['Queen', '女王', 'Nữ Hoàng', 'ราชินี', 'クイーン'],
  ['King', '国王', 'Vua', 'ราชา', 'キング'],
  ['Genie', '精灵', 'Thần Đèn', 'จินนี่', 'ジーニー'],
  ['Vikings', '维京人', 'Người Viking', 'ไวกิ้ง', 'バイキング'],
  ['Aztec', '阿兹特克', 'Aztec', 'แอซเท็ก', 'アステカ'],
  ['Safari', '狩猎', 'Safari', 'ซาฟารี', 'サファリ'],
  ['Bonanza', '富矿', 'Bội Thu', 'โบนันซ่า', 'ボナンザ'],
  ['Cherry', '樱桃', 'Anh Đào', 'เชอร์รี่', 'チェリー'],
  ['Lantern', '灯笼', 'Đèn Lồng', 'โคมไฟ', 'ランタン'],
  ['Festival', '节日', 'Lễ Hội', 'เทศกาล', 'フェスティバル'],
  ['Cat', '猫', 'Mèo', 'แมว', 'キャット'],
  ['Elephant', '大象', 'Voi', 'ช้าง', 'エレファント'],
  ['Sakura', '樱花', 'Hoa Anh Đào', 'ซากุระ', 'サクラ'],
  ['Oasis', '绿洲', 'Ốc Đảo', 'โอเอซิส', 'オアシス'],
  ['Heist', '劫案', 'Phi Vụ', 'ปล้น', 'ハイスト'],
  ['Rocket', '火箭', 'Tên Lửa', 'จรวด', 'ロケット'],
];

/** Marketing suffixes stay in Latin letters in every language, as they do on real lobbies. */
export const SLOT_SUFFIXES = ['', '', '', '', ' Deluxe', ' Megaways', ' Hold & Win', ' 2', ' 3', ' Rising', ' Link', ' Blitz', ' Power Reels', ' Ultra', ' Max', ' 1000', ' Xmas', ' Dream Drop'];

export const FISH_NOUNS: Word[] = [
  ['Ocean', '海洋', 'Đại Dương', 'มหาสมุทร', 'オーシャン'],
  ['Shark', '鲨鱼', 'Cá Mập', 'ฉลาม', 'シャーク'],
  ['Whale', '鲸鱼', 'Cá Voi', 'วาฬ', 'ホエール'],
  ['Octopus', '章鱼', 'Bạch Tuộc', 'ปลาหมึกยักษ์', 'オクトパス'],
  ['Crab', '螃蟹', 'Cua', 'ปู', 'クラブ'],
  ['Kraken', '海怪', 'Thủy Quái', 'คราเคน', 'クラーケン'],
  ['Turtle', '海龟', 'Rùa Biển', 'เต่าทะเล', 'タートル'],
  ['Lobster', '龙虾', 'Tôm Hùm', 'กุ้งมังกร', 'ロブスター'],
  ['Dragon', '龙', 'Rồng', 'มังกร', 'ドラゴン'],
  ['Mermaid', '美人鱼', 'Nàng Tiên Cá', 'นางเงือก', 'マーメイド'],
];
export const FISH_SUFFIXES: Word[] = [
  ['Fishing', '捕鱼', 'Bắn Cá', 'ยิงปลา', 'フィッシング'],
  ['Hunter', '猎人', 'Thợ Săn', 'นักล่า', 'ハンター'],
  ['Party', '派对', 'Tiệc', 'ปาร์ตี้', 'パーティー'],
  ['Battle', '大战', 'Đại Chiến', 'สงคราม', 'バトル'],
];

export const LIVE_GAMES: Word[] = [
  ['Baccarat', '百家乐', 'Baccarat', 'บาคาร่า', 'バカラ'],
  ['Speed Baccarat', '极速百家乐', 'Baccarat Tốc Độ', 'บาคาร่าสปีด', 'スピードバカラ'],
  ['Squeeze Baccarat', '咪牌百家乐', 'Baccarat Nặn Bài', 'บาคาร่าบีบไพ่', 'スクイーズバカラ'],
  ['No Commission Baccarat', '免佣百家乐', 'Baccarat Không Hoa Hồng', 'บาคาร่าไม่มีค่าคอม', 'ノーコミッションバカラ'],
  ['Dragon Tiger', '龙虎', 'Rồng Hổ', 'เสือมังกร', 'ドラゴンタイガー'],
  ['Roulette', '轮盘', 'Roulette', 'รูเล็ต', 'ルーレット'],
  ['Lightning Roulette', '闪电轮盘', 'Roulette Tia Chớp', 'รูเล็ตสายฟ้า', 'ライトニングルーレット'],
  ['Sic Bo', '骰宝', 'Tài Xỉu', 'ไฮโล', 'シックボー'],
  ['Blackjack', '二十一点', 'Blackjack', 'แบล็คแจ็ค', 'ブラックジャック'],
  ['Fan Tan', '番摊', 'Fan Tan', 'ฟันทัน', 'ファンタン'],
  ['Bull Bull', '牛牛', 'Ngầu Hầm', 'บูลบูล', 'ブルブル'],
  ['Xoc Dia', '色碟', 'Xóc Đĩa', 'ซอกเดีย', 'ソックディア'],
  ['Money Wheel', '幸运转盘', 'Vòng Quay Tiền', 'วงล้อเงิน', 'マネーホイール'],
  ['Andar Bahar', '安达巴哈', 'Andar Bahar', 'อันดาร์บาฮาร์', 'アンダールバハール'],
  ['Teen Patti', '三张牌', 'Teen Patti', 'ทีนปัตติ', 'ティーンパッティ'],
];
export const LIVE_TABLES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'VIP 1', 'VIP 2', 'VIP 3', 'Gold', 'Prestige', 'Classic', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];

export const PVP_GAMES: Word[] = [
  ["Texas Hold'em", '德州扑克', 'Poker Texas', 'เท็กซัสโฮลเด็ม', 'テキサスホールデム'],
  ['Mahjong', '麻将', 'Mạt Chược', 'ไพ่นกกระจอก', '麻雀'],
  ['Fight the Landlord', '斗地主', 'Đấu Địa Chủ', 'สู้เจ้าที่ดิน', '闘地主'],
  ['Tien Len', '越南前进', 'Tiến Lên', 'เตียนเลน', 'ティエンレン'],
  ['Mau Binh', '十三张', 'Mậu Binh', 'เมาบินห์', 'マウビン'],
  ['Niu Niu', '抢庄牛牛', 'Ngầu Hầm', 'หนิวหนิว', 'ニウニウ'],
  ['Tongits', '通吉斯', 'Tongits', 'ทงกิตส์', 'トンギッツ'],
  ['Pusoy', '普索伊', 'Pusoy', 'ปูซอย', 'プソイ'],
  ['Rummy', '拉米', 'Rummy', 'รัมมี่', 'ラミー'],
  ['Pok Deng', '博登', 'Pok Deng', 'ป๊อกเด้ง', 'ポックデン'],
  ['Capsa Susun', '卡萨苏顺', 'Capsa Susun', 'แคปซาซูซุน', 'カプサススン'],
  ['Domino QQ', '多米诺', 'Domino QQ', 'โดมิโน่', 'ドミノQQ'],
  ['Ludo', '飞行棋', 'Cờ Cá Ngựa', 'ลูโด้', 'ルードー'],
];
export const PVP_VARIANTS = ['', ' Classic', ' Blitz', ' Pro', ' Rush', ' Turbo', ' Royale', ' Room 1', ' Room 2', ' Room 3', ' Room 4', ' Room 5', ' Room 6', ' Room 7', ' Room 8'];

export const SPORTS_GAMES = ['Sportsbook', 'Live Betting', 'Virtual Football', 'Virtual Basketball', 'Virtual Horse Racing', 'Virtual Tennis', 'Parlay Centre', 'Outrights', 'E-Football', 'Virtual Cricket', 'Virtual Greyhounds', 'Number Game', 'Happy 5', 'Lucky Derby'];
export const ESPORTS_GAMES = ['Esports Lobby', 'League of Legends', 'Dota 2', 'Counter-Strike 2', 'Valorant', 'Mobile Legends', 'King of Glory', 'PUBG Mobile', 'StarCraft II', 'Rocket League', 'Arena of Valor', 'Overwatch 2'];
export const COCKFIGHT_GAMES = ['Sabong Arena', 'Sabong Live 1', 'Sabong Live 2', 'Sabong Live 3', 'Derby Night', 'Pintakasi', 'Hack Fight', 'Gaff Fight', 'Sabong Classic', 'Sabong Replay'];

export const LOTTERY_GAMES: Word[] = [
  ['Mega 6/45', '超级 6/45', 'Mega 6/45', 'เมก้า 6/45', 'メガ 6/45'],
  ['Power 6/55', '强力 6/55', 'Power 6/55', 'พาวเวอร์ 6/55', 'パワー 6/55'],
  ['Max 3D', '三星彩', 'Max 3D', 'แม็กซ์ 3D', 'マックス 3D'],
  ['Keno', '快乐彩', 'Keno', 'คีโน', 'キノ'],
  ['Fast 3', '快三', 'Nhanh 3', 'ฟาสต์ 3', 'ファスト3'],
  ['PK10', '北京赛车', 'PK10', 'พีเค10', 'PK10'],
  ['5D Lotto', '五星彩', 'Xổ Số 5D', 'ล็อตโต้ 5D', '5Dロト'],
  ['Lucky 28', '幸运28', 'May Mắn 28', 'ลัคกี้ 28', 'ラッキー28'],
  ['Thai Lotto', '泰国彩', 'Xổ Số Thái', 'หวยไทย', 'タイロト'],
  ['Lao Lotto', '老挝彩', 'Xổ Số Lào', 'หวยลาว', 'ラオスロト'],
  ['Hanoi Lotto', '河内彩', 'Xổ Số Hà Nội', 'หวยฮานอย', 'ハノイロト'],
  ['North Lottery', '北部彩', 'Xổ Số Miền Bắc', 'หวยภาคเหนือ', '北部ロト'],
  ['South Lottery', '南部彩', 'Xổ Số Miền Nam', 'หวยภาคใต้', '南部ロト'],
  ['Central Lottery', '中部彩', 'Xổ Số Miền Trung', 'หวยภาคกลาง', '中部ロト'],
];
export const LOTTERY_CADENCES = ['', ' 1-Minute', ' 3-Minute', ' 5-Minute', ' 10-Minute', ' Daily'];

/** Names of the non-slot RNG kinds (gameClassify other than JP/SC). */
export const VIDEO_POKER = ['Jacks or Better', 'Deuces Wild', 'Joker Poker', 'Bonus Poker', 'Double Bonus Poker', 'Aces and Faces', 'Tens or Better', 'All American'];
export const TABLE_GAMES = ['Blackjack', 'European Roulette', 'American Roulette', 'Baccarat', 'Sic Bo', "Casino Hold'em", 'Three Card Poker', 'Red Dog', 'Pai Gow', 'Dragon Tiger', 'Andar Bahar', 'Craps'];
export const TABLE_VARIANTS = ['', ' Pro', ' VIP', ' Multi-Hand', ' Classic', ' Gold', ' Mini', ' Zoom', ' 3D', ' Deluxe'];
export const ARCADE_GAMES = ['Plinko', 'Mines', 'Crash', 'Dice', 'Hi-Lo', 'Limbo', 'Tower', 'Goal', 'Aviator', 'Coin Flip', 'Keno Blast', 'Wheel Spin'];
export const ARCADE_VARIANTS = ['', ' X', ' Pro', ' Turbo', ' 2', ' Neon', ' Mini', ' Rush'];
