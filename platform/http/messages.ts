import { PROMOTION_MESSAGES } from './promotion-messages';
import { REWARD_MESSAGES } from './reward-messages';
import { ACCOUNT_MESSAGES } from './account-messages';
import { POINT_MESSAGES } from './point-messages';
import { RG_MESSAGES } from './rg-messages';

/** The platform localises its own messages by the Language header. */
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
  'system.error': {
    EN: 'System busy, please try again.',
    CN: '系统繁忙，请稍后再试。',
    VI: 'Hệ thống bận, vui lòng thử lại.',
    JA: 'システムが混み合っています。',
    TH: 'ระบบไม่ว่าง กรุณาลองใหม่',
    TY: 'Abala ang system, subukan muli.',
  },
  maintenance: {
    EN: 'We are upgrading our systems. Please come back in a little while.',
    CN: '系统升级维护中，请稍后再来。',
    VI: 'Hệ thống đang được nâng cấp. Vui lòng quay lại sau ít phút.',
    JA: 'システムをアップグレード中です。しばらくしてからお越しください。',
    TH: 'ระบบกำลังปรับปรุง กรุณากลับมาใหม่ภายหลัง',
    TY: 'Ina-upgrade namin ang system. Bumalik po kayo mamaya.',
  },
  'game.not.found': {
    EN: 'This game is not available.',
    CN: '该游戏不可用。',
    VI: 'Trò chơi này không khả dụng.',
    JA: 'このゲームは利用できません。',
    TH: 'ไม่พบเกมนี้',
    TY: 'Hindi available ang larong ito.',
  },
  '727': {
    EN: '#727 system busy',
    CN: '#727 系统繁忙',
    VI: '#727 Hệ thống bận',
    JA: '#727 システムが混み合っています',
    TH: '#727 ระบบไม่ว่าง',
    TY: '#727 abala ang system',
  },
  '734': {
    EN: '#734 game already open',
    CN: '#734 游戏已开启',
    VI: '#734 Trò chơi đang mở',
    JA: '#734 ゲームはすでに開いています',
    TH: '#734 เกมเปิดอยู่แล้ว',
    TY: '#734 bukas na ang laro',
  },
  'vendor.maintenance': {
    EN: 'This game provider is under maintenance.',
    CN: '该游戏厂商正在维护中。',
    VI: 'Nhà cung cấp trò chơi đang bảo trì.',
    JA: 'このゲームプロバイダーはメンテナンス中です。',
    TH: 'ผู้ให้บริการเกมนี้อยู่ระหว่างปรับปรุง',
    TY: 'Nasa maintenance ang game provider na ito.',
  },
  'insufficient.balance': {
    EN: 'Your balance is too low for this game. Please deposit.',
    CN: '余额不足，请先充值。',
    VI: 'Số dư không đủ để chơi trò này. Vui lòng nạp tiền.',
    JA: '残高が不足しています。入金してください。',
    TH: 'ยอดเงินไม่เพียงพอ กรุณาฝากเงิน',
    TY: 'Kulang ang balanse mo. Mag-deposit po muna.',
  },
  'account.trial': {
    EN: 'Please register a real account to play for real money.',
    CN: '请注册正式账号后再进行真钱游戏。',
    VI: 'Vui lòng đăng ký tài khoản thật để chơi bằng tiền thật.',
    JA: 'リアルマネーで遊ぶには本アカウントを登録してください。',
    TH: 'กรุณาสมัครบัญชีจริงเพื่อเล่นด้วยเงินจริง',
    TY: 'Mag-register ng totoong account para maglaro gamit ang totoong pera.',
  },
  'trial.not.supported': {
    EN: 'This game is played for real money only. Please register a real account to play it.',
    CN: '该游戏仅支持真钱游戏，请注册正式账号后再玩。',
    VI: 'Trò chơi này chỉ chơi bằng tiền thật. Vui lòng đăng ký tài khoản thật để chơi.',
    JA: 'このゲームはリアルマネー専用です。プレイするには本アカウントを登録してください。',
    TH: 'เกมนี้เล่นด้วยเงินจริงเท่านั้น กรุณาสมัครบัญชีจริงเพื่อเล่น',
    TY: 'Pang-totoong pera lang ang larong ito. Mag-register ng totoong account para malaro ito.',
  },
};

/** The cashier's refusals (decision 011), in English; the site words them for the player itself. */
const CASHIER: Record<string, string> = {
  request_body_too_large: 'Request body too large.',
  'amount.invalid': 'Enter a whole amount greater than zero.',
  'amount.below.min': 'The amount is below the minimum.',
  'amount.above.max': 'The amount is above the maximum.',
  'request.duplicate': 'This request was already received.',
  'channel.not.found': 'This payment channel is not available.',
  'promotion.not.eligible': 'You are not eligible for this promotion.',
  'deposit.not.found': 'Deposit not found.',
  'deposit.not.cancellable': 'This deposit can no longer be cancelled.',
  'withdraw.account.not.found': 'Withdrawal account not found.',
  'withdraw.account.name.mismatch': 'The account name must match your real name.',
  'withdraw.account.duplicate': 'This account is already saved.',
  'withdraw.account.limit': 'You can save at most 5 withdrawal accounts.',
  'withdraw.limit.count': 'You have reached today’s number of withdrawals.',
  'withdraw.limit.amount': 'This would exceed today’s withdrawal amount.',
  'withdraw.turnover.required': 'Complete the required turnover before withdrawing.',
  'payment.password.required': 'Set a payment password first.',
  'payment.password.invalid': 'The payment password is incorrect.',
  'payment.password.locked': 'Too many wrong payment passwords. Try again later.',
  'payment.password.format': 'The payment password is 6 digits.',
  'password.old.invalid': 'The current password is incorrect.',
  'password.old.locked': 'Too many wrong passwords. Try again later.',
  'code.locked': 'Too many wrong codes. Request a new one later.',
  'transfer.wallet.unknown': 'Unknown wallet.',
  'transfer.single.wallet': 'This site uses a single wallet: there is nothing to transfer.',
  'upline.transfer.not.allowed': 'Transfers to your upline are not available.',
  'withdraw.not.found': 'Withdrawal not found.',
  'withdraw.not.confirmable': 'This withdrawal cannot be confirmed.',
  'upload.invalid': 'Upload a PNG or JPEG image.',
  'upload.too.large': 'The image is larger than 5 MB.',
};

export function platformMessage(key: string, language: string): string {
  const texts = MESSAGES[key] ?? RG_MESSAGES[key];
  const account = ACCOUNT_MESSAGES[key];
  return (
    texts?.[language] ??
    texts?.EN ??
    CASHIER[key] ??
    REWARD_MESSAGES[key] ??
    POINT_MESSAGES[key] ??
    PROMOTION_MESSAGES[key] ??
    account?.[language] ??
    account?.EN ??
    key
  );
}
