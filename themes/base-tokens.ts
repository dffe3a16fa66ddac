import { SCRIPT_FONTS } from './script-fonts';
import type { ThemeTokens } from './tokens';

/** Tokens most themes share; a theme spreads these and sets its colours and gradients. */
export const baseTokens: Omit<ThemeTokens, 'color' | 'gradient'> = {
  font: {
    body: `"Inter", "Segoe UI", ${SCRIPT_FONTS}, system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif`,
    heading: `"Montserrat", "Poppins", "Segoe UI", ${SCRIPT_FONTS}, system-ui, -apple-system, sans-serif`,
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '32px', xxl: '48px' },
  shadow: {
    sm: '0 1px 2px rgba(0,0,0,.12), 0 1px 3px rgba(0,0,0,.08)',
    md: '0 4px 12px rgba(0,0,0,.14)',
    lg: '0 18px 40px rgba(0,0,0,.22)',
  },
};
