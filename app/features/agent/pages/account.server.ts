import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { readForm } from '~/lib/form.server';
import { formError, formOk, type FieldErrors, type MessageParams } from '~/lib/form-result.server';
import { qrCodeDataUrl } from '~/lib/qr-code.server';
import { InvitationsSchema, InvitationSchema, RegisteredDownlineSchema } from '~/platform-client/schemas/agent';
import { brandTime } from '~/lib/brand-time.server';
import { agentFailureOf, agentKey } from '../agent-errors';
import { percentToBp } from '../rate';

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
export const RegisterForm = formFields(
  {
    username: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
    password: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    accountType: AccountType,
    rebate: v.pipe(v.string(), v.maxLength(10)),
  },
  'agent.errors.form_invalid',
);
export const InviteForm = formFields({ accountType: AccountType, rebate: v.pipe(v.string(), v.maxLength(10)) }, 'agent.errors.form_invalid');

/** Register a downline directly, or make an invitation code; the platform checks the brand's rules and the rate again. */
export async function accountAction({ request, context }: ActionFunctionArgs) {
  const fields = await readForm(request);
  const intent = fields.intent === 'invite' ? 'invite' : 'register';
  const values = {
    username: (fields.username ?? '').slice(0, 40),
    accountType: fields.accountType === 'AGENT' ? 'AGENT' : 'MEMBER',
    rebate: (fields.rebate ?? '').slice(0, 10),
  };
  const fail = (errors: FieldErrors, status = 400, params?: MessageParams) => formError(errors, { intent, status, params, values });
  const done = (notice: string, params: MessageParams) => formOk({ intent, notice, params });
  const form = intent === 'invite' ? v.safeParse(InviteForm, fields) : v.safeParse(RegisterForm, fields);
  if (!form.success) return fail({ form: 'agent.errors.form_invalid' });
  const rebateBp = percentToBp(form.output.rebate);
  if (rebateBp === null) return fail({ rebate: agentKey('rebate.invalid') });
  const client = await context.platform();
  try {
    if (intent === 'invite') {
      const created = await client.call('createAgentInvitation', InvitationSchema, { body: { accountType: form.output.accountType, rebateBp } });
      return done('agent.account.codeCreated', { code: created.code });
    }
    const ask = form.output as v.InferOutput<typeof RegisterForm>;
    const made = await client.call('registerDownline', RegisteredDownlineSchema, {
      body: { username: ask.username, password: ask.password, accountType: ask.accountType, rebateBp },
    });
    return done(made.accountType === 'AGENT' ? 'agent.account.agentCreated' : 'agent.account.memberCreated', { username: made.username });
  } catch (error) {
    const failure = agentFailureOf(error);
    const field =
      failure.params.field === 'username' || failure.params.field === 'password'
        ? String(failure.params.field)
        : failure.params.field === 'rebateBp'
          ? 'rebate'
          : 'form';
    const params = { ...failure.params, ...(typeof failure.params.maxBp === 'number' ? { max: `${(failure.params.maxBp / 100).toFixed(2)}%` } : {}) };
    return fail({ [field]: failure.key }, failure.status, params);
  }
}
