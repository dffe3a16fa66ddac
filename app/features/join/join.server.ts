import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { getFixedT } from '~/i18n/i18n.server';
import { echoValues, readForm } from '~/lib/form.server';
import { formError, formOk, type FieldErrors } from '~/lib/form-result.server';
import { exponentOf } from '~/lib/money';
import { isPlatformError } from '~/platform-client/errors';
import { AffiliateApplicationSchema, AffiliateProgrammeSchema, type AffiliateProgramme } from '~/platform-client/schemas/join';
import { applicationErrors, ApplicationSchema } from './application-form';
import { applicationLimit } from './limits.server';

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * The join-us page: the brand's affiliate programme (null when the platform cannot answer now: the form still
 * works), a fresh request id for the form, and where agents sign in.
 */
export async function joinLoader({ context }: LoaderFunctionArgs) {
  const site = await context.site();
  const [t, programme] = await Promise.all([
    getFixedT(site.language),
    context
      .guestPlatform()
      .then((client) => client.call('affiliateProgramme', AffiliateProgrammeSchema))
      .catch((error: unknown): AffiliateProgramme | null => {
        if (isPlatformError(error)) return null;
        throw error;
      }),
  ]);
  return {
    title: t('routes.join'),
    brandName: site.brand.name,
    language: site.language,
    programme: programme ? { ...programme, exponent: exponentOf(programme.currency) } : null,
    requestId: crypto.randomUUID(),
    agentLogin: '/login?as=agent',
  };
}

/** Checks the application, refuses floods per IP, and hands it to the platform (once per request id). */
export async function joinAction({ request, context }: ActionFunctionArgs) {
  const site = await context.site();
  const form = await readForm(request);
  const values = echoValues(form, (name) => name !== 'website' && name !== 'requestId', 500);
  const fail = (errors: FieldErrors, status = 400) => formError(errors, { status, values });
  // People never see the honeypot; a filled one is a bot, told nothing useful.
  if (form.website) return fail({ form: 'join.errors.generic' });
  const parsed = v.safeParse(ApplicationSchema, form);
  if (!parsed.success) return fail(applicationErrors(parsed.issues));
  const requestId = REQUEST_ID.test(form.requestId ?? '') ? form.requestId! : crypto.randomUUID();
  if (!(await applicationLimit.take(`${site.brand.id}:${context.clientIp}`))) return fail({ form: 'join.errors.tooMany' }, 429);
  try {
    const client = await context.guestPlatform();
    const answer = await client.call('applyAffiliate', AffiliateApplicationSchema, { body: { ...parsed.output, requestId } });
    return formOk({ id: answer.id });
  } catch (error) {
    if (!isPlatformError(error)) throw error;
    if (error.kind === 'rejected') {
      const field = (error.details.value as { field?: unknown } | null)?.field;
      const known: Record<string, string> = {
        name: 'join.errors.nameRequired',
        email: 'join.errors.emailInvalid',
        mobile: 'join.errors.mobileInvalid',
        contact: 'join.errors.contactRequired',
        channel: 'join.errors.channelRequired',
      };
      const key = typeof field === 'string' ? known[field] : undefined;
      return fail(key ? { [field === 'contact' ? 'email' : (field as string)]: key } : { form: 'join.errors.generic' });
    }
    return fail({ form: error.messageKey }, 503);
  }
}
