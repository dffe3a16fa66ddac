import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import * as v from 'valibot';
import { formFields } from '~/lib/form-fields';
import { APP_LANGUAGES } from '~/i18n/languages';
import { getFixedT } from '~/i18n/i18n.server';
import { formError, formOk } from '~/lib/form-result.server';
import { FEATURE_MODULES, type ModuleFeature } from '~/request/remote-config/features';
import { recordAudit } from '~/request/staff/audit-trail.server';
import { signPreviewLink } from '~/request/staff/preview-link.server';
import { IMAGE_CDN_MAX, MAINTENANCE_MESSAGE_MAX, PREVIEW_STATES, REGISTER_FIELD_STATES } from '~/request/staff/preview-choices';
import { overrideLines, PreviewOverridesSchema, type PreviewOverrides } from '~/request/staff/preview-overrides';
import { PREVIEW_LINK_PATH, PREVIEW_PANEL_PATH } from '~/request/staff/preview-paths';
import { clearPreviewOverrides, keepPreviewOverrides, PreviewStoreUnavailable } from '~/request/staff/preview-store.server';
import type { StaffSeal } from '~/request/staff/staff-session.server';
import type { Site } from '~/request/site.server';
import { THEME_NAMES } from '../../../themes/names';

type Args = Pick<LoaderFunctionArgs, 'request' | 'context'>;

/** A preview's brand and the staff session whose overrides these are; null without a session (basic auth, open staging). */
async function previewOf({ context }: Args) {
  const site = await context.site();
  const session = context.staff?.via === 'session' ? context.staff.session : null;
  return { site, session, staff: context.staff };
}

/** Words for the audit trail: which kinds of override, never their values (a message or a URL is the staff's own text). */
export const overrideKinds = (overrides: PreviewOverrides) =>
  overrideLines(overrides)
    .map((line) => line.kind)
    .join(',') || 'none';

export async function auditPreview(
  { request, context }: Args,
  entry: {
    action: Parameters<typeof recordAudit>[0]['action'];
    outcome?: 'ok' | 'refused';
    reason?: string;
    detail?: Record<string, string | number | boolean>;
  },
) {
  const brand = context.host.kind === 'brand' ? context.host.brand.id : null;
  await recordAudit({
    action: entry.action,
    actor: context.staff?.name ?? null,
    via: context.staff?.via ?? null,
    reqId: context.requestId,
    clientIp: context.clientIp,
    brand,
    path: new URL(request.url).pathname,
    outcome: entry.outcome ?? 'ok',
    ...(entry.reason ? { reason: entry.reason } : {}),
    ...(entry.detail ? { detail: entry.detail } : {}),
  });
}

/** The panel: what the platform offers to pretend otherwise (modules, languages, themes, registration fields) and what is in force. */
export async function previewPanelLoader(args: LoaderFunctionArgs) {
  const { site, session, staff } = await previewOf(args);
  const t = await getFixedT(site.language);
  const fileBrand = args.context.host.kind === 'brand' ? args.context.host.brand : site.brand;
  return data(
    {
      title: t('staff.preview.title'),
      brandName: fileBrand.name,
      staff: staff ? { name: staff.name, via: staff.via } : null,
      canSet: Boolean(session),
      // The site read them for this request (and marked a store it could not reach; the ribbon says so).
      overrides: session ? site.overrides : null,
      modules: Object.keys(FEATURE_MODULES) as ModuleFeature[],
      languages: fileBrand.appLanguages,
      themes: THEME_NAMES,
      registerFields: Object.keys(site.config.registerRules).slice(0, 30),
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}

const choice = <const T extends readonly string[]>(options: T) => v.optional(v.picklist(['', ...options]), '');
/** The panel's form as posted: every field a choice among what the panel offers, or short text. Empty means "as the platform says". */
export const PanelFormSchema = formFields(
  {
    status: choice(PREVIEW_STATES),
    message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(MAINTENANCE_MESSAGE_MAX)), ''),
    defaultLanguage: choice(APP_LANGUAGES),
    theme: choice(THEME_NAMES),
    mode: choice(['light', 'dark'] as const),
    imageCdn: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.maxLength(IMAGE_CDN_MAX), v.url(), v.regex(/^https:\/\/[^\s"'<>]+$/))]), ''),
  },
  'staff.preview.errors.form',
);
const ModuleChoice = v.picklist(['', 'on', 'off']);
const RegisterChoice = v.picklist(['', ...REGISTER_FIELD_STATES]);
const MODULE_NAMES = Object.keys(FEATURE_MODULES) as ModuleFeature[];

/** The overrides a posted panel form asks for, or the locale key of each field it got wrong. */
function overridesFromForm(form: FormData, offered: { languages: readonly string[]; registerFields: readonly string[] }) {
  const errors: Record<string, string> = {};
  const single = Object.fromEntries(['status', 'message', 'defaultLanguage', 'theme', 'mode', 'imageCdn'].map((name) => [name, form.get(name) ?? undefined]));
  const parsed = v.safeParse(PanelFormSchema, single);
  if (!parsed.success)
    for (const issue of parsed.issues) errors[String(issue.path?.[0]?.key ?? 'form')] = `staff.preview.errors.${String(issue.path?.[0]?.key ?? 'form')}`;
  const modules: Partial<Record<ModuleFeature, boolean>> = {};
  const register: Record<string, (typeof REGISTER_FIELD_STATES)[number]> = {};
  for (const [name, value] of form) {
    if (name.startsWith('module.')) {
      const feature = name.slice('module.'.length) as ModuleFeature;
      const picked = v.safeParse(ModuleChoice, value);
      if (!MODULE_NAMES.includes(feature) || !picked.success) errors.modules = 'staff.preview.errors.modules';
      else if (picked.output) modules[feature] = picked.output === 'on';
    } else if (name.startsWith('rule.')) {
      const field = name.slice('rule.'.length);
      const picked = v.safeParse(RegisterChoice, value);
      if (!offered.registerFields.includes(field) || !picked.success) errors.register = 'staff.preview.errors.register';
      else if (picked.output) register[field] = picked.output;
    }
  }
  const languages = form.getAll('languages').map(String);
  if (languages.length > APP_LANGUAGES.length || languages.some((language) => !offered.languages.includes(language)))
    errors.languages = 'staff.preview.errors.languages';
  if (Object.keys(errors).length || !parsed.success) return { ok: false as const, errors };
  const { status, message, defaultLanguage, theme, mode, imageCdn } = parsed.output;
  if (defaultLanguage && !(languages.length ? languages : offered.languages).includes(defaultLanguage)) {
    return { ok: false as const, errors: { defaultLanguage: 'staff.preview.errors.defaultLanguage' } };
  }
  const candidate = {
    ...(status ? { status: { state: status, ...(status === 'maintenance' && message ? { message } : {}) } } : {}),
    ...(Object.keys(modules).length ? { modules } : {}),
    ...(languages.length ? { languages } : {}),
    ...(defaultLanguage ? { defaultLanguage } : {}),
    ...(theme ? { theme } : {}),
    ...(mode ? { mode } : {}),
    ...(Object.keys(register).length ? { register } : {}),
    ...(imageCdn ? { imageCdn } : {}),
  };
  // The same check a stored or shared value passes: what is kept is always whole.
  const whole = v.safeParse(PreviewOverridesSchema, candidate);
  return whole.success ? { ok: true as const, overrides: whole.output } : { ok: false as const, errors: { form: 'staff.preview.errors.form' } };
}

/** A page of this host to go back to after clearing from the ribbon: a path of the site, else the panel. */
function localBack(back: FormDataEntryValue | null): string {
  const path = typeof back === 'string' ? back : '';
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') && path.length <= 500 ? path : PREVIEW_PANEL_PATH;
}

/**
 * Sets this staff session's overrides for the previewed brand (`save`), drops them (`clear`), or makes a
 * signed link that carries them to another staff member (`share`). Nothing reaches the platform.
 */
export async function previewPanelAction(args: ActionFunctionArgs) {
  const { site, session } = await previewOf(args);
  const brandId = args.context.host.kind === 'brand' ? args.context.host.brand.id : site.brand.id;
  const form = await args.request.formData();
  const intent = form.get('intent');
  if (!session) return formError({ form: 'staff.preview.errors.session' }, { status: 403 });
  try {
    return await changePreview(args, { site, session, brandId, form, intent });
  } catch (error) {
    if (!(error instanceof PreviewStoreUnavailable)) throw error;
    // Nothing was kept or cleared: the panel says so in words and staff try again, rather than meet an error page.
    console.error(`[staff] ${error.message}`);
    return formError({ form: 'staff.preview.store.failed' }, { status: 503 });
  }
}

async function changePreview(
  args: ActionFunctionArgs,
  { site, session, brandId, form, intent }: { site: Site; session: StaffSeal; brandId: string; form: FormData; intent: FormDataEntryValue | null },
) {
  if (intent === 'clear') {
    await clearPreviewOverrides(session, brandId);
    await auditPreview(args, { action: 'preview.clear' });
    return redirect(localBack(form.get('back')), { status: 303, headers: { 'Cache-Control': 'no-store' } });
  }
  if (intent === 'share') return sharePreview(args, session, brandId, site);
  if (intent !== 'save') return formError({ form: 'staff.preview.errors.form' });
  const fileBrand = args.context.host.kind === 'brand' ? args.context.host.brand : site.brand;
  const result = overridesFromForm(form, { languages: fileBrand.appLanguages, registerFields: Object.keys(site.config.registerRules) });
  if (!result.ok) return formError(result.errors);
  await keepPreviewOverrides(session, brandId, result.overrides);
  await auditPreview(args, { action: 'preview.override', detail: { kinds: overrideKinds(result.overrides) } });
  return formOk({ saved: true as const, link: null });
}

/** A link another staff member opens to get this session's overrides in their own session; it says nothing to anyone else. */
async function sharePreview(args: ActionFunctionArgs, session: StaffSeal, brandId: string, site: Site) {
  if (site.overridesUnavailable) throw new PreviewStoreUnavailable('unread');
  const overrides = site.overrides;
  if (!overrides) return formError({ form: 'staff.preview.errors.nothingToShare' });
  const { token, link } = signPreviewLink({ brand: brandId, by: session.name, overrides });
  await auditPreview(args, {
    action: 'preview.link-create',
    detail: { link: link.id, expires: new Date(link.exp).toISOString(), kinds: overrideKinds(overrides) },
  });
  const url = new URL(PREVIEW_LINK_PATH, args.context.origin);
  url.searchParams.set('link', token);
  return formOk({ saved: false as const, link: { url: url.href, expires: new Date(link.exp).toISOString() } });
}
