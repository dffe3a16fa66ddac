/**
 * What a preview's what-if overrides may hold, as plain values: the panel's form draws its choices and
 * HTML limits from them, and the overrides' schema (`preview-overrides.ts`, server side) checks them.
 */

/** What a preview may pretend of a registration field: asked and required, asked and optional, or not asked. */
export const REGISTER_FIELD_STATES = ['required', 'optional', 'off'] as const;
export const PREVIEW_STATES = ['normal', 'maintenance', 'region'] as const;
export const MAINTENANCE_MESSAGE_MAX = 200;
export const IMAGE_CDN_MAX = 300;
