import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const body = style({ display: 'grid', gap: vars.space.md });
export const text = style({ margin: 0, fontSize: 15 });
export const net = style({ margin: 0, fontSize: 18, fontWeight: 800, fontVariantNumeric: 'tabular-nums' });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', justifyContent: 'flex-end' });
