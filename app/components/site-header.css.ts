import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 30,
  background: vars.color.headerBg,
  color: vars.color.headerText,
  boxShadow: vars.shadow.md,
});
export const topBar = style({
  maxWidth: 1240,
  margin: '0 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  '@media': { '(max-width: 640px)': { padding: `${vars.space.sm} 10px`, gap: vars.space.sm } },
});
export const logoLink = style({ display: 'inline-flex', flexShrink: 0 });
export const logo = style({ height: 40, width: 'auto', display: 'block', '@media': { '(max-width: 640px)': { height: 26 } } });
export const tools = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.headerText,
  '@media': { '(max-width: 640px)': { gap: 6 } },
});
/** Header buttons tighten on phones so logo, mode, language, log in and join fit one row. */
export const compact = style({ '@media': { '(max-width: 640px)': { minHeight: 32, padding: '0 10px', fontSize: 13 } } });
export const nav = style({ background: vars.color.navBg, borderTop: `1px solid color-mix(in srgb, ${vars.color.navText} 12%, transparent)` });
export const navList = style({
  maxWidth: 1240,
  margin: '0 auto',
  display: 'flex',
  gap: 2,
  padding: `0 ${vars.space.sm}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
});
export const navLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.navText,
  fontWeight: 600,
  fontSize: 14,
  letterSpacing: 0.3,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.accent, textDecoration: 'none' },
    '&.active': { color: vars.color.accent, borderBottomColor: vars.color.accent },
  },
});
/** On wide screens the header has the login form itself; narrower ones get a button to /login. */
export const phoneOnly = style({ '@media': { '(min-width: 1101px)': { display: 'none' } } });
