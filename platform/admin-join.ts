import type { Outcome } from './admin-cashier';
import { affiliateApplication, listAffiliateApplications } from './db/affiliate-programme';
import { closeFeedback, FEEDBACK_STATUSES, listMerchantFeedback, replyToFeedback, type FeedbackStatus } from './db/feedback';
import type { MerchantRow } from './db/merchants';
import type { Db } from './db/db';
import { Refusal } from './db/refusal';

/** `platform:admin -- affiliate …` and `feedback …`: the operator's side of the join-us page and of players' feedback. */
export const JOIN_USAGE = `  npm run platform:admin -- affiliate list <merchant>          (applications from the join-us page, newest first)
  npm run platform:admin -- affiliate show <merchant> <id>
  npm run platform:admin -- feedback list <merchant> [OPEN|REPLIED|CLOSED]
  npm run platform:admin -- feedback reply <merchant> <id> "<text>"   (also sends the player an inbox notice)
  npm run platform:admin -- feedback close <merchant> <id>`;

const when = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16);
const oneLine = (s: string, max = 70) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
const idArg = (raw: string | undefined) => (raw && /^[1-9]\d{0,11}$/.test(raw) ? Number(raw) : null);

export function affiliateCommand(db: Db, action: string, merchant: MerchantRow, args: string[]): Outcome | null {
  if (action === 'list' && args.length === 0) {
    const rows = listAffiliateApplications(db, merchant.code);
    if (!rows.length) return { lines: [`${merchant.code}: no applications`], code: 0 };
    return {
      lines: rows.map(
        (r) => `#${r.id}  ${when(r.created_at)}  ${r.channel.padEnd(9)}  ${oneLine(r.name, 30)}  ${[r.email, r.mobile].filter(Boolean).join(' / ')}`,
      ),
      code: 0,
    };
  }
  if (action === 'show' && args.length === 1) {
    const id = idArg(args[0]);
    const r = id === null ? undefined : affiliateApplication(db, merchant.code, id);
    if (!r) return { lines: [`${merchant.code}: no application ${args[0]}`], code: 1 };
    return {
      lines: [
        `application #${r.id} to ${merchant.code}, ${when(r.created_at)} (${r.language}, from ${r.client_ip ?? 'unknown address'})`,
        `name:       ${r.name}`,
        `e-mail:     ${r.email ?? '-'}`,
        `mobile:     ${r.mobile ?? '-'}`,
        `messenger:  ${r.messenger_id ?? '-'}`,
        `channel:    ${r.channel}`,
        `experience: ${r.experience || '-'}`,
      ],
      code: 0,
    };
  }
  return null;
}

export function feedbackCommand(db: Db, action: string, merchant: MerchantRow, args: string[]): Outcome | null {
  try {
    if (action === 'list' && args.length <= 1) {
      const status = args[0]?.toUpperCase() ?? null;
      if (status !== null && !(FEEDBACK_STATUSES as readonly string[]).includes(status)) return null;
      const rows = listMerchantFeedback(db, merchant.code, status as FeedbackStatus | null);
      if (!rows.length) return { lines: [`${merchant.code}: no feedback${status ? ` ${status}` : ''}`], code: 0 };
      return {
        lines: rows.flatMap((f) => [
          `#${f.id}  ${when(f.createdAt)}  ${f.status.padEnd(7)}  ${f.category.padEnd(10)}  ${f.username}${f.imageBytes !== null ? `  [screenshot ${Math.ceil(f.imageBytes / 1024)} KB]` : ''}`,
          `      ${oneLine(f.content, 100)}`,
          ...f.replies.map((r) => `      ↳ ${when(r.createdAt)} ${oneLine(r.body, 90)}`),
        ]),
        code: 0,
      };
    }
    if (action === 'reply' && args.length === 2) {
      const id = idArg(args[0]);
      if (id === null) return { lines: [`${merchant.code}: no feedback ${args[0]}`], code: 1 };
      const { messageId } = replyToFeedback(db, merchant.code, id, args[1]!);
      return { lines: [`${merchant.code}: replied to feedback #${id} (inbox message ${messageId})`], code: 0 };
    }
    if (action === 'close' && args.length === 1) {
      const id = idArg(args[0]);
      if (id === null) return { lines: [`${merchant.code}: no feedback ${args[0]}`], code: 1 };
      closeFeedback(db, merchant.code, id);
      return { lines: [`${merchant.code}: feedback #${id} closed`], code: 0 };
    }
  } catch (error) {
    if (error instanceof Refusal) {
      const why: Record<string, string> = {
        'feedback.not.found': `no feedback ${args[0]}`,
        'feedback.closed': `feedback #${args[0]} is closed`,
        'feedback.reply.invalid': 'reply: 1 to 2000 characters',
      };
      return { lines: [`${merchant.code}: ${why[error.errorCode] ?? error.errorCode}`], code: 1 };
    }
    throw error;
  }
  return null;
}
