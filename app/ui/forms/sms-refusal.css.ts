import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const body = style({ display: 'grid', gap: vars.space.md, justifyItems: 'stretch' });
export const message = style({ margin: 0, display: 'flex', gap: vars.space.sm, alignItems: 'flex-start', lineHeight: 1.5 });
export const sign = style({ flexShrink: 0, color: vars.color.danger });
