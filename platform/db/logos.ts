/** Payment-method and partner (licence, test lab) logos the CDN draws and the demo merchants list. */
export type Logo = { label: string; color: string; accent: string };

export const PAYMENT_LOGOS: Record<string, Logo> = {
  gcash: { label: 'GCash', color: '#0a5cff', accent: '#ffffff' },
  maya: { label: 'Maya', color: '#00b464', accent: '#ffffff' },
  visa: { label: 'VISA', color: '#1a1f71', accent: '#f7b600' },
  mastercard: { label: 'Mastercard', color: '#231f20', accent: '#f79e1b' },
  usdt: { label: 'USDT', color: '#26a17b', accent: '#ffffff' },
  bank: { label: 'Bank Transfer', color: '#334155', accent: '#e2e8f0' },
  momo: { label: 'MoMo', color: '#a50064', accent: '#ffffff' },
  zalopay: { label: 'ZaloPay', color: '#0068ff', accent: '#00cf6a' },
  vietqr: { label: 'VietQR', color: '#da251d', accent: '#ffffff' },
};

export const PARTNER_LOGOS: Record<string, Logo> = {
  pagcor: { label: 'PAGCOR', color: '#0b3d91', accent: '#fcd116' },
  gli: { label: 'GLI', color: '#111827', accent: '#22d3ee' },
  itechlabs: { label: 'iTech Labs', color: '#14532d', accent: '#bef264' },
  bmm: { label: 'BMM Testlabs', color: '#7f1d1d', accent: '#fecaca' },
  gamcare: { label: 'GamCare', color: '#4c1d95', accent: '#ddd6fe' },
  geo: { label: 'GEO', color: '#1e3a8a', accent: '#93c5fd' },
};
