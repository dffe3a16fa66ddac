import type { ReactNode } from 'react';

/** The chrome's few icons, drawn inline (24×24, currentColor) so they cost no request and no font. */
const PATHS = {
  headset: (
    <path
      d="M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 1 2-2h1v6H6a2 2 0 0 1-2-2zm16 0a2 2 0 0 0-2-2h-1v6h1a2 2 0 0 0 2-2zm-3 4c0 1.7-1.8 3-5 3"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    />
  ),
  apple: (
    <path
      d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5a4.3 4.3 0 0 0-3.4-1.8c-1.4-.2-2.8.8-3.5.8s-1.8-.8-3-.8a4.5 4.5 0 0 0-3.8 2.3c-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7 2-1.1 2.8-2.3a9.5 9.5 0 0 0 1.2-2.6 4 4 0 0 1-2.4-3.7zM14.1 5.8A4 4 0 0 0 15 3a4 4 0 0 0-2.7 1.4 3.8 3.8 0 0 0-1 2.7 3.4 3.4 0 0 0 2.8-1.3z"
      fill="currentColor"
    />
  ),
  android: (
    <path
      d="M7 9h10v8a1 1 0 0 1-1 1h-1v3h-2v-3h-2v3H9v-3H8a1 1 0 0 1-1-1zm-3 0h2v6H4zm14 0h2v6h-2zM7.2 8a5 5 0 0 1 9.6 0zM9.5 4.5 8.3 2.8M14.5 4.5l1.2-1.7M10 6.2h.01M14 6.2h.01"
      fill="currentColor"
      stroke="currentColor"
      strokeWidth={1.2}
      strokeLinecap="round"
    />
  ),
  flame: <path d="M12 2c1 3.5 5 5.6 5 10.5A5 5 0 0 1 7 12.8c0-2 1-3.4 2-4.3-.1 1.6.6 2.8 1.7 3.2C10.4 8.2 11 4.8 12 2z" fill="currentColor" />,
  chevronDown: <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" />,
  chevronLeft: <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" />,
  chevronRight: <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" />,
  arrowUp: <path d="M12 19V5m-6 6 6-6 6 6" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" />,
  facebook: <path d="M14 8h2.5V4.5H14c-2.5 0-4 1.7-4 4V11H7.5v3.5H10V22h3.5v-7.5H16l.5-3.5h-3V8.8c0-.5.3-.8.5-.8z" fill="currentColor" />,
  download: <path d="M12 3v12m-5-5 5 5 5-5M5 21h14" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" />,
  phone: (
    <path
      d="M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm3 17h2"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    />
  ),
  gift: (
    <path
      d="M4 11h16v10H4zm-1-4h18v4H3zm9 0v14M12 7C10 3 7 3 7 5s3 2 5 2zm0 0c2-4 5-4 5-2s-3 2-5 2z"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    />
  ),
  home: <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />,
  chat: <path d="M4 5h16v11H9l-5 4z" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />,
  eye: <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" fill="none" stroke="currentColor" strokeWidth={2} />,
  eyeOff: (
    <path
      d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4M6.6 6.6A17 17 0 0 0 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    />
  ),
  wallet: (
    <path
      d="M4 7a2 2 0 0 1 2-2h12v4M4 7v11a2 2 0 0 0 2 2h14V9H6a2 2 0 0 1-2-2zm12 7h.01"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  deposit: (
    <path
      d="M12 3v11m-4-4 4 4 4-4M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  withdraw: (
    <path
      d="M12 15V4m-4 4 4-4 4 4M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  swap: <path d="M7 4 3 8l4 4M3 8h14M17 12l4 4-4 4M21 16H7" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" />,
  upline: <path d="M7 17 17 7M9 7h8v8M4 21h16" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" />,
  dice: (
    <path
      d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm3.5 4.5h.01M15.5 4.5h.01M12 12h.01M8.5 16.5h.01M15.5 16.5h.01"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.2}
      strokeLinecap="round"
    />
  ),
  receipt: (
    <path d="M6 2h12v20l-3-2-3 2-3-2-3 2zm3 6h6M9 12h6M9 16h4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
  ),
  chart: <path d="M4 20V10m6 10V4m6 16v-7m4 7H2" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" />,
  close: <path d="M6 6l12 12M18 6 6 18" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" />,
  copy: <path d="M9 9h11v11H9zM5 15H4V4h11v1" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />,
  check: <path d="M5 12l5 5 9-10" fill="none" stroke="currentColor" strokeWidth={2.4} strokeLinecap="round" strokeLinejoin="round" />,
  lock: <path d="M6 11h12v10H6zm2 0V7a4 4 0 0 1 8 0v4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />,
  bank: (
    <path
      d="M3 10 12 4l9 6M5 10v8m4.7-8v8m4.6-8v8M19 10v8M3 21h18"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  qr: (
    <path
      d="M4 4h6v6H4zm10 0h6v6h-6zM4 14h6v6H4zm10 0h2v2h-2zm4 0h2v2h-2zm-4 4h2v2h-2zm4 0h2v2h-2zM6.5 6.5h1m9 0h1m-11 10h1"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    />
  ),
  mail: <path d="M3 6h18v12H3zm0 0 9 7 9-7" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />,
  bell: (
    <path
      d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zm4 4a2 2 0 0 0 4 0"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  trash: (
    <path d="M4 7h16M9 7V4h6v3m-8 0 1 13h8l1-13M10 11v6m4-6v6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
  ),
  // Rewards part: missions, VIP rank, referral, rebate.
  target: (
    <path
      d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-4a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0-4a1 1 0 1 0 0-2 1 1 0 0 0 0 2z"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    />
  ),
  crown: <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5zM5 19h14" fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />,
  users: (
    <path
      d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 10v-1a6 6 0 0 1 12 0v1m2-10a3 3 0 1 0 0-6m6 16v-1a5 5 0 0 0-4-4.9"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    />
  ),
  coins: (
    <path
      d="M9 10c3.9 0 7-1.3 7-3s-3.1-3-7-3-7 1.3-7 3 3.1 3 7 3zm-7-3v5c0 1.7 3.1 3 7 3s7-1.3 7-3V7m-14 5v5c0 1.7 3.1 3 7 3 1.4 0 2.7-.2 3.8-.5M16 13c3.3.2 6 1.4 6 2.9 0 1.7-3.1 3-7 3"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    />
  ),
  user: <path d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9c.8-4 4-6 8-6s7.2 2 8 6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />,
  shield: (
    <path
      d="M12 3 4 6v6c0 5 3.4 8.3 8 9 4.6-.7 8-4 8-9V6zm-3.5 9 2.5 2.5 4.5-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  key: (
    <path
      d="M14.5 3a6.5 6.5 0 1 1-4.6 11.1L4 20v1h3v-2h2v-2h2l.9-.9A6.5 6.5 0 0 1 14.5 3zm2 4.5h.01"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
  clock: (
    <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-14v5l3 2" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" />
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

// Chevrons mean back and forward: they point the other way on a right-to-left page (themes/global.css.ts).
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['chevronLeft', 'chevronRight']);

export function Icon({ name, size = 18, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
      data-arrow={DIRECTIONAL.has(name) ? '' : undefined}
    >
      {PATHS[name]}
    </svg>
  );
}
