/**
 * How an inbox message reads: typed notices (money moved, a promotion decided) come from a localised
 * template filled from the message's params; operator notices have their own title (and HTML body,
 * cleaned on the server). Pure, so every language and every odd param can be tested without a page.
 */
export const TYPED_NOTICES = [
  'info_deposit_arrival',
  'info_deposit_failed',
  'info_withdraw_approve',
  'info_withdraw_reject',
  'info_withdraw_paid',
  'info_withdraw_auto_confirm',
  'info_promotion_result',
] as const;
export type TypedNotice = (typeof TYPED_NOTICES)[number];

type Translate = (key: string, values?: Record<string, string>) => string;
type FormatMoney = (minor: number, currency: string) => string;
export type NoticeInput = { type: string; title: string | null; params: Record<string, unknown>; confirmByText?: string };

/** A params value as short text, or '' (params come from the platform: never trusted to be what they say). */
const textOf = (value: unknown, max = 120) => (typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, max) : '');
const minorOf = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) ? value : null);

const isTyped = (type: string): type is TypedNotice => (TYPED_NOTICES as readonly string[]).includes(type);

/** The message's title and (for typed notices) its text. */
export function noticeText(message: NoticeInput, t: Translate, money: FormatMoney): { title: string; body: string | null } {
  if (message.type === 'notice') return { title: message.title?.trim() || t('inbox.untitled'), body: null };
  if (!isTyped(message.type)) return { title: message.title?.trim() || t('inbox.types.unknown'), body: null };
  const p = message.params;
  const currency = textOf(p.currency, 8);
  const amount = minorOf(p.amountMinor);
  const bonus = minorOf(p.bonusMinor);
  const values: Record<string, string> = {
    amount: amount === null ? '' : money(amount, currency),
    bonus: bonus === null ? '' : money(bonus, currency),
    reference: textOf(p.reference, 40),
    channel: textOf(p.channel, 80),
    account: textOf(p.account, 80),
    reason: textOf(p.reason, 200) || t('inbox.noReason'),
    promotion: textOf(p.promotionTitle, 120),
    confirmBy: message.confirmByText ?? '',
  };
  if (message.type === 'info_promotion_result') {
    const approved = p.status === 'APPROVED';
    return {
      title: t(`inbox.types.info_promotion_result.${approved ? 'approvedTitle' : 'rejectedTitle'}`, values),
      body: t(`inbox.types.info_promotion_result.${approved ? (bonus ? 'approvedBody' : 'approvedNoBonus') : 'rejectedBody'}`, values),
    };
  }
  return { title: t(`inbox.types.${message.type}.title`, values), body: t(`inbox.types.${message.type}.body`, values) };
}
