import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/contract.css';

export const boards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.lg });
export const board = style({ borderRadius: vars.radius.lg, overflow: 'hidden', boxShadow: vars.shadow.lg });
export const image = style({ display: 'block', width: '100%', height: 'auto' });
