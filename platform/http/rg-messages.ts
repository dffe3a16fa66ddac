/** The platform's own words for responsible-gambling refusals (shown by vendor pages such as the demo slot and the sportsbook). */
export const RG_MESSAGES: Record<string, Record<string, string>> = {
  'rg.deposit.limit': {
    EN: 'This deposit would pass your deposit limit.', CN: '此笔存款将超过您的存款限额。', VI: 'Khoản nạp này vượt quá hạn mức nạp của bạn.',
    JA: 'この入金は入金上限を超えます。', TH: 'การฝากนี้เกินวงเงินฝากของคุณ', TY: 'Lalampas ang deposit na ito sa iyong deposit limit.',
  },
  'rg.loss.limit': {
    EN: 'You have reached your loss limit.', CN: '您已达到亏损限额。', VI: 'Bạn đã đạt hạn mức thua lỗ.',
    JA: '損失上限に達しました。', TH: 'คุณถึงวงเงินขาดทุนแล้ว', TY: 'Naabot mo na ang iyong loss limit.',
  },
  'rg.wager.limit': {
    EN: 'This bet would pass your wager limit.', CN: '此注将超过您的投注限额。', VI: 'Cược này vượt quá hạn mức cược của bạn.',
    JA: 'このベットは賭け金上限を超えます。', TH: 'เดิมพันนี้เกินวงเงินเดิมพันของคุณ', TY: 'Lalampas ang taya na ito sa iyong wager limit.',
  },
  'rg.session.limit': {
    EN: 'You have reached your session time limit.', CN: '您已达到单次游戏时长限制。', VI: 'Bạn đã đạt giới hạn thời gian phiên chơi.',
    JA: 'セッション時間の上限に達しました。', TH: 'คุณถึงเวลาจำกัดของเซสชันแล้ว', TY: 'Naabot mo na ang iyong session time limit.',
  },
  'rg.timeout.active': {
    EN: 'Your account is on a time-out.', CN: '您的账户正处于暂停期。', VI: 'Tài khoản của bạn đang tạm nghỉ.',
    JA: 'アカウントは休止中です。', TH: 'บัญชีของคุณอยู่ในช่วงพัก', TY: 'Naka-time-out ang iyong account.',
  },
  'rg.self.excluded': {
    EN: 'Your account is self-excluded.', CN: '您的账户已自我排除。', VI: 'Tài khoản của bạn đang tự loại trừ.',
    JA: 'アカウントは自己排除中です。', TH: 'บัญชีของคุณอยู่ระหว่างการกันตนเอง', TY: 'Naka-self-exclusion ang iyong account.',
  },
  'rg.limit.invalid': {
    EN: 'Please enter a valid limit.', CN: '请输入有效的限额。', VI: 'Vui lòng nhập hạn mức hợp lệ.',
    JA: '有効な上限を入力してください。', TH: 'กรุณากรอกวงเงินที่ถูกต้อง', TY: 'Maglagay ng wastong limit.',
  },
};
