import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { readForm } from '~/lib/form.server';
import { qrCodeDataUrl } from '~/lib/qr-code.server';
import { InvitationsSchema, InvitationSchema, RegisteredDownlineSchema } from '~/platform-client/schemas/agent';
import { brandTime } from '~/lib/brand-time.server';
import { agentFailureOf, agentKey } from '../agent-errors';
import { percentToBp } from '../rate';

export type AccountResult =
  | { ok: true; intent: 'register' | 'invite'; notice: string; params: Record<string, string> }
  | { ok: false; intent: 'register' | 'invite'; errors: Record<string, string>; params?: Record<string, string | number>; values: Record<string, string> };

/** `/agent/registerCenter`: the agent's invitation codes with their links and QR codes, and its own rate. */
export async function accountLoader({ context }: LoaderFunctionArgs) {
  const [client, site] = await Promise.all([context.platform(), context.site()]);
  const invitations = await client.call('agentInvitations', InvitationsSchema);
  const codes = await Promise.all(
    invitations.codes.map(async (c) => {
      const link = `${context.origin}/register?affiliateCode=${encodeURIComponent(c.code)}`;
      return { ...c, link, qr: await qrCodeDataUrl(link), created: brandTime(c.createdAt, site.brand.timeZone, 'yyyy-MM-dd') };
    }),
  );
  return { ownRebateBp: invitations.ownRebateBp, codes };
}

const AccountType = v.picklist(['MEMBER', 'AGENT']);
const RegisterForm = v.object({
  username: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  accountType: AccountType,
  rebate: v.pipe(v.string(), v.maxLength(10)),
});
const InviteForm = v.object({ accountType: AccountType, rebate: v.pipe(v.string(), v.maxLength(10)) });

/** Register a downline directly, or make an invitation code; the platform checks the brand's rules and the rate again. */
export async function accountAction({ request, context }: ActionFunctionArgs) {
  const fields = await readForm(request);
  const intent = fields.intent === 'invite' ? 'invite' : 'register';
  const values = { username: (fields.username ?? '').slice(0, 40), accountType: fields.accountType === 'AGENT' ? 'AGENT' : 'MEMBER', rebate: (fields.rebate ?? '').slice(0, 10) };
  const fail = (errors: Record<string, string>, status = 400, params?: Record<string, string | number>) => data<AccountResult>({ ok: false, intent, errors, params, values }, { status });
  const form = intent === 'invite' ? v.safeParse(InviteForm, fields) : v.safeParse(RegisterForm, fields);
  if (!form.success) return fail({ form: 'agent.errors.form_invalid' });
  const rebateBp = percentToBp(form.output.rebate);
  if (rebateBp === null) return fail({ rebate: agentKey('rebate.invalid') });
  const client = await context.platform();
  try {
    if (intent === 'invite') {
      const created = await client.call('createAgentInvitation', InvitationSchema, { body: { accountType: form.output.accountType, rebateBp } });
      return data<AccountResult>({ ok: true, intent, notice: 'agent.account.codeCreated', params: { code: created.code } });
    }
    const ask = form.output as v.InferOutput<typeof RegisterForm>;
    const made = await client.call('registerDownline', RegisteredDownlineSchema, { body: { username: ask.username, password: ask.password, accountType: ask.accountType, rebateBp } });
    return data<AccountResult>({ ok: true, intent, notice: made.accountType === 'AGENT' ? 'agent.account.agentCreated' : 'agent.account.memberCreated', params: { username: made.username } });
  } catch (error) {
    const failure = agentFailureOf(error);
    const field = failure.params.field === 'username' || failure.params.field === 'password' ? String(failure.params.field) : failure.params.field === 'rebateBp' ? 'rebate' : 'form';
    const params = { ...failure.params, ...(typeof failure.params.maxBp === 'number' ? { max: `${(failure.params.maxBp / 100).toFixed(2)}%` } : {}) };
    return fail({ [field]: failure.key }, failure.status, params);
  }
}
