/**
 * The demo sportsbook's sides and leagues in the languages the platform has them (decision 026). The book
 * itself prints English; the hot-matches call answers the reader's language and falls back to English.
 */
const NAMES: Record<string, Partial<Record<'CN' | 'VI' | 'TH' | 'JA', string>>> = {
  'Manila Eagles': { CN: '马尼拉雄鹰', VI: 'Đại bàng Manila', TH: 'มะนิลา อีเกิลส์', JA: 'マニラ・イーグルス' },
  'Cebu Sharks': { CN: '宿务鲨鱼', VI: 'Cá mập Cebu', TH: 'เซบู ชาร์กส์', JA: 'セブ・シャークス' },
  'Davao Falcons': { CN: '达沃猎鹰', VI: 'Chim ưng Davao', TH: 'ดาเวา ฟัลคอนส์', JA: 'ダバオ・ファルコンズ' },
  'Saigon Tigers': { CN: '西贡猛虎', VI: 'Hổ Sài Gòn', TH: 'ไซ่ง่อน ไทเกอร์ส', JA: 'サイゴン・タイガース' },
  'Hanoi Dragons': { CN: '河内神龙', VI: 'Rồng Hà Nội', TH: 'ฮานอย ดรากอนส์', JA: 'ハノイ・ドラゴンズ' },
  'Bangkok Elephants': { CN: '曼谷战象', VI: 'Voi Bangkok', TH: 'ช้างศึกบางกอก', JA: 'バンコク・エレファンツ' },
  'Osaka Storm': { CN: '大阪风暴', VI: 'Bão Osaka', TH: 'โอซาก้า สตอร์ม', JA: '大阪ストーム' },
  'Tokyo Comets': { CN: '东京彗星', VI: 'Sao chổi Tokyo', TH: 'โตเกียว โคเม็ตส์', JA: '東京コメッツ' },
  'Shanghai Lions': { CN: '上海雄狮', VI: 'Sư tử Thượng Hải', TH: 'เซี่ยงไฮ้ ไลออนส์', JA: '上海ライオンズ' },
  'Jakarta Rhinos': { CN: '雅加达犀牛', VI: 'Tê giác Jakarta', TH: 'จาการ์ตา ไรนอส', JA: 'ジャカルタ・ライノズ' },
  'Penang Hornbills': { CN: '槟城犀鸟', VI: 'Hồng hoàng Penang', TH: 'ปีนัง ฮอร์นบิลส์', JA: 'ペナン・ホーンビルズ' },
  'Busan Waves': { CN: '釜山浪潮', VI: 'Sóng Busan', TH: 'ปูซาน เวฟส์', JA: '釜山ウェーブス' },
  'Quezon Blaze': { CN: '奎松烈焰', VI: 'Lửa Quezon', TH: 'เกซอน เบลซ', JA: 'ケソン・ブレイズ' },
  'Makati Titans': { CN: '马卡蒂泰坦', VI: 'Titan Makati', TH: 'มากาติ ไททันส์', JA: 'マカティ・タイタンズ' },
  'Pasig Knights': { CN: '帕西格骑士', VI: 'Hiệp sĩ Pasig', TH: 'ปาซิก ไนท์ส', JA: 'パシッグ・ナイツ' },
  'Bacolod Waves': { CN: '巴科洛德浪潮', VI: 'Sóng Bacolod', TH: 'บาโคลอด เวฟส์', JA: 'バコロド・ウェーブス' },
  'Iloilo Stallions': { CN: '伊洛伊洛骏马', VI: 'Ngựa chiến Iloilo', TH: 'อิโลอิโล สแตลเลียนส์', JA: 'イロイロ・スタリオンズ' },
  'Baguio Summit': { CN: '碧瑶巅峰', VI: 'Đỉnh cao Baguio', TH: 'บาเกียว ซัมมิท', JA: 'バギオ・サミット' },
  'Taipei Typhoons': { CN: '台北台风', VI: 'Bão Đài Bắc', TH: 'ไทเป ไต้ฝุ่น', JA: '台北タイフーンズ' },
  'Da Nang Surf': { CN: '岘港冲浪', VI: 'Sóng Đà Nẵng', TH: 'ดานัง เซิร์ฟ', JA: 'ダナン・サーフ' },
  'Asia Premier League': { CN: '亚洲超级联赛', VI: 'Giải Ngoại hạng châu Á', TH: 'เอเชีย พรีเมียร์ลีก', JA: 'アジア・プレミアリーグ' },
  'Pacific Hoops League': { CN: '太平洋篮球联赛', VI: 'Giải bóng rổ Thái Bình Dương', TH: 'แปซิฟิก ฮูปส์ ลีก', JA: 'パシフィック・フープス・リーグ' },
  'Open Series': { CN: '公开赛系列', VI: 'Loạt giải mở rộng', TH: 'โอเพ่น ซีรีส์', JA: 'オープン・シリーズ' },
};

/** A side's or league's name in the first language of `chain` that has it; English (the book's own) otherwise. */
export function teamName(english: string, chain: string[]): string {
  const names = NAMES[english];
  for (const lang of chain) {
    if (lang === 'EN') return english;
    const hit = names?.[lang as keyof typeof names];
    if (hit) return hit;
  }
  return english;
}
