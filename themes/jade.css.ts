import { createGlobalTheme } from '@vanilla-extract/css';
import { baseTokens } from './base-tokens';
import { vars, type ThemeTokens } from './contract.css';

/** Jade: emerald and teal with warm gold. */
export const theme = { name: 'jade', label: 'Jade' };

const light: ThemeTokens = {
  ...baseTokens,
  color: {
    bg: '#f1f8f5',
    bgElevated: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#e3f2ec',
    border: '#c9e4d9',
    text: '#0d2a22',
    textMuted: '#456a5e',
    textInverse: '#ffffff',
    primary: '#047857',
    primaryText: '#ffffff',
    accent: '#e0a526',
    accentText: '#1f1603',
    success: '#166534',
    warning: '#b45309',
    danger: '#b91c1c',
    info: '#0e7490',
    headerBg: 'linear-gradient(90deg, #053d2f 0%, #065f46 55%, #047857 100%)',
    headerText: '#ffffff',
    navBg: 'rgba(3, 30, 23, 0.5)',
    navText: '#d7f5e9',
    footerBg: '#06281f',
    footerText: '#c9e4d9',
    overlay: 'rgba(3, 25, 19, 0.6)',
    focusRing: '#e0a526',
    gold: '#e0a526',
    link: '#047857',
  },
  gradient: {
    hero: 'radial-gradient(1100px 380px at 80% 0%, #10b981 0%, rgba(16,185,129,0) 60%), linear-gradient(135deg, #053d2f 0%, #065f46 60%, #047857 100%)',
    primary: 'linear-gradient(135deg, #059669 0%, #047857 100%)',
    card: 'linear-gradient(180deg, #ffffff 0%, #ecf7f2 100%)',
  },
};

const dark: ThemeTokens = {
  ...baseTokens,
  color: {
    bg: '#06130f',
    bgElevated: '#0f241d',
    surface: '#0c1f19',
    surfaceAlt: '#143128',
    border: '#1f4337',
    text: '#e6f6ef',
    textMuted: '#9cc3b5',
    textInverse: '#06130f',
    primary: '#10b981',
    primaryText: '#03140e',
    accent: '#f2c94c',
    accentText: '#1f1603',
    success: '#34d399',
    warning: '#fbbf24',
    danger: '#f87171',
    info: '#22d3ee',
    headerBg: 'linear-gradient(90deg, #04140f 0%, #072a20 60%, #0b3a2c 100%)',
    headerText: '#e6f6ef',
    navBg: 'rgba(0, 0, 0, 0.35)',
    navText: '#c3eadb',
    footerBg: '#030c09',
    footerText: '#9cc3b5',
    overlay: 'rgba(0, 0, 0, 0.7)',
    focusRing: '#f2c94c',
    gold: '#f2c94c',
    link: '#6ee7b7',
  },
  gradient: {
    hero: 'radial-gradient(1100px 380px at 80% 0%, #065f46 0%, rgba(6,95,70,0) 60%), linear-gradient(135deg, #04140f 0%, #0b3a2c 100%)',
    primary: 'linear-gradient(135deg, #34d399 0%, #10b981 100%)',
    card: 'linear-gradient(180deg, #10281f 0%, #0c1f19 100%)',
  },
};

export const tokens = { light, dark };
createGlobalTheme(':root[data-theme="jade"][data-mode="light"]', vars, light);
createGlobalTheme(':root[data-theme="jade"][data-mode="dark"]', vars, dark);
