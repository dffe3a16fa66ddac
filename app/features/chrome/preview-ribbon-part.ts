import { lazyWithMessages } from '~/i18n/lazy-with-messages';

/** The staging preview's ribbon: only staff previews draw it, so its code stays out of every visitor's first download. */
export const PreviewRibbonPart = lazyWithMessages('preview-ribbon', [], () => import('./preview-ribbon'));
