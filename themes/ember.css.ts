import { createGlobalTheme } from '@vanilla-extract/css';
import { baseTokens } from './base-tokens';
import { vars, type ThemeTokens } from './contract.css';

/** Ember: sunset orange and red on charcoal. */
export const theme = { name: 'ember', label: 'Ember' };

const light: ThemeTokens = {
  ...baseTokens,
  radius: { sm: '4px', md: '8px', lg: '12px', pill: '999px' },
  color: {
    bg: '#fbf6f2',
    bgElevated: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#f7ebe2',
    border: '#ecd8ca',
    text: '#241714',
    textMuted: '#6b5049',
    textInverse: '#ffffff',
    primary: '#c2410c',
    primaryText: '#ffffff',
    accent: '#facc15',
    accentText: '#241714',
    success: '#166534',
    warning: '#b45309',
    danger: '#b91c1c',
    info: '#1d4ed8',
    headerBg: 'linear-gradient(90deg, #1f1412 0%, #3b1d14 55%, #7c2d12 100%)',
    headerText: '#fff7ed',
    navBg: 'rgba(0, 0, 0, 0.35)',
    navText: '#ffe4d1',
    footerBg: '#1c1210',
    footerText: '#ecd8ca',
    overlay: 'rgba(28, 16, 12, 0.6)',
    focusRing: '#facc15',
    gold: '#f59e0b',
    link: '#9a3412',
  },
  gradient: {
    hero: 'radial-gradient(1000px 360px at 30% 0%, #ea580c 0%, rgba(234,88,12,0) 60%), linear-gradient(135deg, #1f1412 0%, #7c2d12 100%)',
    primary: 'linear-gradient(135deg, #ea580c 0%, #c2410c 100%)',
    card: 'linear-gradient(180deg, #ffffff 0%, #fbf1ea 100%)',
  },
};

const dark: ThemeTokens = {
  ...light,
  color: {
    bg: '#141010',
    bgElevated: '#221a18',
    surface: '#1c1614',
    surfaceAlt: '#2a201d',
    border: '#3b2e2a',
    text: '#fbeee6',
    textMuted: '#c4aaa0',
    textInverse: '#141010',
    primary: '#f97316',
    primaryText: '#1a0c05',
    accent: '#fde047',
    accentText: '#1a1405',
    success: '#4ade80',
    warning: '#fbbf24',
    danger: '#f87171',
    info: '#60a5fa',
    headerBg: 'linear-gradient(90deg, #0f0b0a 0%, #22130e 60%, #3d1a0d 100%)',
    headerText: '#fbeee6',
    navBg: 'rgba(0, 0, 0, 0.4)',
    navText: '#f5d6c4',
    footerBg: '#0b0807',
    footerText: '#c4aaa0',
    overlay: 'rgba(0, 0, 0, 0.72)',
    focusRing: '#fde047',
    gold: '#fbbf24',
    link: '#fdba74',
  },
  gradient: {
    hero: 'radial-gradient(1000px 360px at 30% 0%, #9a3412 0%, rgba(154,52,18,0) 60%), linear-gradient(135deg, #0f0b0a 0%, #3d1a0d 100%)',
    primary: 'linear-gradient(135deg, #fb923c 0%, #f97316 100%)',
    card: 'linear-gradient(180deg, #271d1a 0%, #1c1614 100%)',
  },
};

export const tokens = { light, dark };
createGlobalTheme(':root[data-theme="ember"][data-mode="light"]', vars, light);
createGlobalTheme(':root[data-theme="ember"][data-mode="dark"]', vars, dark);
