import * as v from 'valibot';
import { APP_LANGUAGES } from '~/i18n/languages';
import { FEATURE_MODULES, type ModuleFeature } from '../remote-config/features';
import { THEME_NAMES } from '../../../themes/names';
import { IMAGE_CDN_MAX, MAINTENANCE_MESSAGE_MAX, PREVIEW_STATES, REGISTER_FIELD_STATES } from './preview-choices';

const FEATURE_NAMES = Object.keys(FEATURE_MODULES) as ModuleFeature[];
/** A registration rule's field name as the platform names them (`password`, `mobileNum`). */
const RegisterFieldSchema = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/));

/**
 * A what-if preview: what staff pretend the platform said, each part absent when the platform's own answer
 * stands. Checked wherever it comes from (the panel's form, a shared link), so a stored value is always whole.
 */
export const PreviewOverridesSchema = v.strictObject({
  status: v.optional(
    v.strictObject({
      state: v.picklist(PREVIEW_STATES),
      message: v.optional(v.pipe(v.string(), v.maxLength(MAINTENANCE_MESSAGE_MAX))),
    }),
  ),
  modules: v.optional(
    v.pipe(
      v.record(v.picklist(FEATURE_NAMES), v.boolean()),
      v.check((modules) => Object.keys(modules).length <= FEATURE_NAMES.length),
    ),
  ),
  languages: v.optional(v.pipe(v.array(v.picklist(APP_LANGUAGES)), v.minLength(1), v.maxLength(APP_LANGUAGES.length))),
  defaultLanguage: v.optional(v.picklist(APP_LANGUAGES)),
  theme: v.optional(v.picklist(THEME_NAMES)),
  mode: v.optional(v.picklist(['light', 'dark'])),
  register: v.optional(
    v.pipe(
      v.record(RegisterFieldSchema, v.picklist(REGISTER_FIELD_STATES)),
      v.check((fields) => Object.keys(fields).length <= 30),
    ),
  ),
  imageCdn: v.optional(v.pipe(v.string(), v.maxLength(IMAGE_CDN_MAX), v.url(), v.regex(/^https:\/\//))),
});
export type PreviewOverrides = v.InferOutput<typeof PreviewOverridesSchema>;

/** The kinds of override, in the order the ribbon lists them. */
export const OVERRIDE_KINDS = ['status', 'modules', 'languages', 'look', 'register', 'imageCdn'] as const;
export type OverrideKind = (typeof OVERRIDE_KINDS)[number];

/** Words the ribbon translates (the rest of a line is ids, codes and the staff's own text, shown as they are). */
export type OverrideWord = 'on' | 'off' | 'default' | (typeof REGISTER_FIELD_STATES)[number] | (typeof PREVIEW_STATES)[number] | 'light' | 'dark';
/** One line of the ribbon: a kind of override and its items, each a name and a word to translate. */
export type OverrideLine = { kind: OverrideKind; items: { label: string; word?: OverrideWord }[] };

/** The ribbon's lines for `overrides`: one per kind in force. */
export function overrideLines(overrides: PreviewOverrides): OverrideLine[] {
  const lines: OverrideLine[] = [];
  const { status, theme, mode, defaultLanguage, imageCdn } = overrides;
  if (status) lines.push({ kind: 'status', items: [{ label: '', word: status.state }, ...(status.message ? [{ label: status.message }] : [])] });
  const modules = Object.entries(overrides.modules ?? {});
  if (modules.length) lines.push({ kind: 'modules', items: modules.map(([label, on]) => ({ label, word: on ? 'on' : 'off' })) });
  if (overrides.languages || defaultLanguage) {
    const set = overrides.languages ? [{ label: overrides.languages.join(' ') }] : [];
    lines.push({ kind: 'languages', items: [...set, ...(defaultLanguage ? [{ label: defaultLanguage, word: 'default' as const }] : [])] });
  }
  if (theme || mode) lines.push({ kind: 'look', items: [...(theme ? [{ label: theme }] : []), ...(mode ? [{ label: '', word: mode }] : [])] });
  const register = Object.entries(overrides.register ?? {});
  if (register.length) lines.push({ kind: 'register', items: register.map(([label, word]) => ({ label, word })) });
  if (imageCdn) lines.push({ kind: 'imageCdn', items: [{ label: imageCdn }] });
  return lines;
}

/** Whether `overrides` pretends anything at all. */
export const hasOverrides = (overrides: PreviewOverrides | null | undefined): overrides is PreviewOverrides =>
  Boolean(overrides && overrideLines(overrides).length);
