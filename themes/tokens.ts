/** The contract's shape, in a plain module so scripts and brand validation can read it without CSS. */
export const shape = {
  color: {
    bg: null,
    bgElevated: null,
    surface: null,
    surfaceAlt: null,
    border: null,
    text: null,
    textMuted: null,
    textInverse: null,
    primary: null,
    primaryText: null,
    accent: null,
    accentText: null,
    success: null,
    warning: null,
    danger: null,
    info: null,
    headerBg: null,
    headerText: null,
    navBg: null,
    navText: null,
    footerBg: null,
    footerText: null,
    overlay: null,
    focusRing: null,
    gold: null,
    link: null,
  },
  font: { body: null, heading: null, mono: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  shadow: { sm: null, md: null, lg: null },
  gradient: { hero: null, primary: null, card: null },
};

type Tokens<T> = { [K in keyof T]: T[K] extends null ? string : Tokens<T[K]> };
export type ThemeTokens = Tokens<typeof shape>;

/** Colour token names, the keys a brand's `themeOverrides` may use. */
export const colourTokenNames = Object.keys(shape.color) as (keyof typeof shape.color)[];
