import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';
import { pillShape } from '~/ui/pill';

const phone = '(max-width: 640px)';
/** Below this the header has no room for Withdraw beside Deposit: it waits one tap away, in the account menu. */
const narrow = '(max-width: 900px)';
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0, '@media': { [phone]: { gap: 6 } } });

export const chip = style({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 34,
  padding: '2px 4px 2px 12px',
  borderRadius: vars.radius.pill,
  background: 'rgba(0,0,0,.22)',
  boxShadow: `inset 0 0 0 1px color-mix(in srgb, ${vars.color.headerText} 12%, transparent)`,
  '@media': { [narrow]: { padding: '2px 4px 2px 10px' }, [phone]: { gap: 2, minHeight: 32, padding: '0 2px 0 8px' } },
});
/** Where room is short the icon stands for the word; on phones a shown balance needs the icon's room too. */
export const chipIcon = style({
  flexShrink: 0,
  color: vars.color.gold,
  display: 'none',
  '@media': { [narrow]: { display: 'block' }, [phone]: { selectors: { [`${chip}[data-shown] &`]: { display: 'none' } } } },
});
/** Screen readers still read the word where the icon stands for it. */
export const chipLabel = style({ fontSize: 11, opacity: 0.8, textTransform: 'uppercase', letterSpacing: 0.6, '@media': { [narrow]: visuallyHidden } });
export const chipValue = style({
  minHeight: 28,
  minWidth: 60,
  padding: '0 4px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.gold,
  fontWeight: 800,
  fontSize: 15,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  textAlign: 'start',
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.gold}`, outlineOffset: 1 } },
  '@media': { [phone]: { minWidth: 36, fontSize: 13 } },
});
/** The placeholder while the balance is asked for again: a phone keeps the chip's width rather than the whole word. */
export const refreshing = style({
  display: 'inline-block',
  verticalAlign: 'bottom',
  '@media': { [phone]: { maxWidth: '7ch', overflow: 'hidden', textOverflow: 'ellipsis' } },
});
export const eye = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 26,
  height: 26,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  opacity: 0.75,
  cursor: 'pointer',
  selectors: { '&:hover': { opacity: 1, background: 'rgba(255,255,255,.1)' } },
  '@media': { [phone]: { width: 24, height: 24 } },
});

const money = style([
  pillShape,
  {
    gap: 6,
    minHeight: 34,
    padding: `0 ${vars.space.md}`,
    fontWeight: 700,
    fontSize: 13,
    flexShrink: 0,
    transition: 'filter 120ms ease, background 120ms ease',
    selectors: { '&:hover': { textDecoration: 'none' } },
    '@media': { [phone]: { minHeight: 32, padding: '0 10px', gap: 4, fontSize: 12.5 } },
  },
]);
export const deposit = style([
  money,
  {
    background: vars.color.accent,
    color: vars.color.accentText,
    boxShadow: `0 2px 8px color-mix(in srgb, ${vars.color.accent} 40%, transparent)`,
    selectors: { '&:hover': { filter: 'brightness(1.08)', color: vars.color.accentText } },
  },
]);
export const depositIcon = style({ flexShrink: 0, '@media': { [phone]: { display: 'none' } } });
export const withdraw = style([
  money,
  {
    border: `1px solid color-mix(in srgb, ${vars.color.headerText} 40%, transparent)`,
    color: vars.color.headerText,
    selectors: { '&:hover': { background: 'rgba(255,255,255,.08)', color: vars.color.headerText } },
    '@media': { [narrow]: { display: 'none' } },
  },
]);

export const menuMoney = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.xs}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});
export const menuBalance = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 36,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'none', background: `color-mix(in srgb, ${vars.color.text} 6%, transparent)` } },
});
export const menuBalanceLabel = style({ display: 'inline-flex', alignItems: 'center', gap: 6, fontSize: 13, color: vars.color.textMuted });
export const menuBalanceValue = style({ marginInlineStart: 'auto', fontWeight: 800, fontSize: 15, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const menuChevron = style({ flexShrink: 0, color: vars.color.textMuted });
export const menuActions = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm });
const menuButton = style([
  pillShape,
  { gap: 6, minHeight: 40, padding: `0 ${vars.space.sm}`, fontWeight: 700, fontSize: 13.5, selectors: { '&:hover': { textDecoration: 'none' } } },
]);
export const menuDeposit = style([
  menuButton,
  { background: vars.color.accent, color: vars.color.accentText, selectors: { '&:hover': { filter: 'brightness(1.06)', color: vars.color.accentText } } },
]);
export const menuWithdraw = style([
  menuButton,
  {
    border: `1px solid ${vars.color.border}`,
    background: vars.color.bgElevated,
    color: vars.color.text,
    selectors: { '&:hover': { borderColor: vars.color.accent, color: vars.color.text } },
  },
]);
