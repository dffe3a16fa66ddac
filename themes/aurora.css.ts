import { createGlobalTheme } from '@vanilla-extract/css';
import { baseTokens } from './base-tokens';
import { vars, type ThemeTokens } from './contract.css';

/** Aurora: deep indigo and violet with gold. */
export const theme = { name: 'aurora', label: 'Aurora' };

const light: ThemeTokens = {
  ...baseTokens,
  color: {
    bg: '#f6f3ff',
    bgElevated: '#ffffff',
    surface: '#ffffff',
    surfaceAlt: '#efe9fe',
    border: '#ddd3fb',
    text: '#1c1233',
    textMuted: '#5b4f78',
    textInverse: '#ffffff',
    primary: '#6d28d9',
    primaryText: '#ffffff',
    accent: '#f5b60a',
    accentText: '#1c1233',
    success: '#166534',
    warning: '#b45309',
    danger: '#b91c1c',
    info: '#1d4ed8',
    headerBg: 'linear-gradient(90deg, #2a0f5c 0%, #4c1d95 55%, #6d28d9 100%)',
    headerText: '#ffffff',
    navBg: 'rgba(20, 6, 48, 0.55)',
    navText: '#ece4ff',
    footerBg: '#1a0b3b',
    footerText: '#ddd3fb',
    overlay: 'rgba(18, 8, 40, 0.6)',
    focusRing: '#f5b60a',
    gold: '#f5b60a',
    link: '#6d28d9',
  },
  gradient: {
    hero: 'radial-gradient(1200px 400px at 20% 0%, #7c3aed 0%, rgba(124,58,237,0) 60%), linear-gradient(135deg, #2a0f5c 0%, #4c1d95 60%, #6d28d9 100%)',
    primary: 'linear-gradient(135deg, #7c3aed 0%, #6d28d9 100%)',
    card: 'linear-gradient(180deg, #ffffff 0%, #f3eeff 100%)',
  },
};

const dark: ThemeTokens = {
  ...baseTokens,
  color: {
    bg: '#0d0820',
    bgElevated: '#1a1236',
    surface: '#161030',
    surfaceAlt: '#221a45',
    border: '#30265c',
    text: '#f1ecff',
    textMuted: '#b3a8d6',
    textInverse: '#0d0820',
    primary: '#7c3aed',
    primaryText: '#ffffff',
    accent: '#fbbf24',
    accentText: '#1a1033',
    success: '#22c55e',
    warning: '#f59e0b',
    danger: '#f87171',
    info: '#60a5fa',
    headerBg: 'linear-gradient(90deg, #120a2b 0%, #1f1147 60%, #2e1768 100%)',
    headerText: '#f1ecff',
    navBg: 'rgba(8, 4, 22, 0.6)',
    navText: '#d9cffc',
    footerBg: '#07041a',
    footerText: '#b3a8d6',
    overlay: 'rgba(0, 0, 0, 0.7)',
    focusRing: '#fbbf24',
    gold: '#fbbf24',
    link: '#c4b5fd',
  },
  gradient: {
    hero: 'radial-gradient(1200px 400px at 20% 0%, #5b21b6 0%, rgba(91,33,182,0) 60%), linear-gradient(135deg, #120a2b 0%, #2e1768 100%)',
    primary: 'linear-gradient(135deg, #6d28d9 0%, #5b21b6 100%)',
    card: 'linear-gradient(180deg, #1d1540 0%, #161030 100%)',
  },
};

export const tokens = { light, dark };
createGlobalTheme(':root[data-theme="aurora"][data-mode="light"]', vars, light);
createGlobalTheme(':root[data-theme="aurora"][data-mode="dark"]', vars, dark);
