/** The platform localises its own messages by the Language header (platform-api.md §5). */
const MESSAGES: Record<string, Record<string, string>> = {
  'function.not.available': {
    EN: 'This function is not available.',
    CN: '该功能暂不可用。',
    VI: 'Chức năng này hiện không khả dụng.',
    JA: 'この機能は利用できません。',
    TH: 'ฟังก์ชันนี้ไม่พร้อมใช้งาน',
    TY: 'Hindi available ang function na ito.',
  },
  'not.found': { EN: 'Not found.', CN: '未找到。', VI: 'Không tìm thấy.', JA: '見つかりません。', TH: 'ไม่พบ', TY: 'Hindi nahanap.' },
  request_body_invalid: {
    EN: 'The request body is not valid JSON.',
    CN: '请求内容格式错误。',
    VI: 'Nội dung yêu cầu không hợp lệ.',
    JA: 'リクエスト本文が不正です。',
    TH: 'ข้อมูลคำขอไม่ถูกต้อง',
    TY: 'Hindi wasto ang request body.',
  },
  request_param_err: {
    EN: 'A request parameter is missing or invalid.',
    CN: '请求参数错误。',
    VI: 'Tham số yêu cầu không hợp lệ.',
    JA: 'リクエストパラメータが不正です。',
    TH: 'พารามิเตอร์คำขอไม่ถูกต้อง',
    TY: 'Mali o kulang ang parameter.',
  },
  'system.error': { EN: 'System busy, please try again.', CN: '系统繁忙，请稍后再试。', VI: 'Hệ thống bận, vui lòng thử lại.', JA: 'システムが混み合っています。', TH: 'ระบบไม่ว่าง กรุณาลองใหม่', TY: 'Abala ang system, subukan muli.' },
  maintenance: {
    EN: 'We are upgrading our systems. Please come back in a little while.',
    CN: '系统升级维护中，请稍后再来。',
    VI: 'Hệ thống đang được nâng cấp. Vui lòng quay lại sau ít phút.',
    JA: 'システムをアップグレード中です。しばらくしてからお越しください。',
    TH: 'ระบบกำลังปรับปรุง กรุณากลับมาใหม่ภายหลัง',
    TY: 'Ina-upgrade namin ang system. Bumalik po kayo mamaya.',
  },
};

export function platformMessage(key: string, language: string): string {
  const texts = MESSAGES[key];
  return texts?.[language] ?? texts?.EN ?? key;
}
