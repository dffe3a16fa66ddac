import type { TFunction } from '~/i18n/translator';

/** A category's name in the page's language; a code the site has no words for reads as itself, capitalised. */
export function categoryLabel(t: TFunction, code: string): string {
  const fallback = code.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return t(`blog.categories.${code}`, { defaultValue: fallback });
}
