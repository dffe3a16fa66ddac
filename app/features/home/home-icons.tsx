/** Icons of the home sections, inline SVG: emoji fonts are missing on many machines. */
const MEDAL = [
  { fill: '#f7c948', ring: '#b7791f' },
  { fill: '#d9dee7', ring: '#8a94a6' },
  { fill: '#e6a06a', ring: '#9c5a2b' },
];

export function Medal({ place }: { place: 0 | 1 | 2 }) {
  const { fill, ring } = MEDAL[place]!;
  return (
    <svg viewBox="0 0 32 32" width={28} height={28} aria-hidden="true" focusable="false">
      <path d="M9 2h5l3 9h-5zM23 2h-5l-3 9h5z" fill={ring} opacity=".85" />
      <circle cx="16" cy="20" r="10" fill={fill} stroke={ring} strokeWidth="2" />
      <text x="16" y="24.5" textAnchor="middle" fontSize="12" fontWeight="800" fill={ring} fontFamily="system-ui, sans-serif">
        {place + 1}
      </text>
    </svg>
  );
}

const PATHS = {
  trophy: 'M7 4h10v4a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4M12 13v4m-4 3h8m-6-3h4',
  megaphone: 'M3 10v4h3l7 4V6L6 10zm13-1a4 4 0 0 1 0 6M8 14l1 5h2',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.5 2.9 1-6.1L3.2 9.5l6.1-.9z',
  flame: 'M12 2c1 3.5 5 5.6 5 10.5A5 5 0 0 1 7 12.8c0-2 1-3.4 2-4.3-.1 1.6.6 2.8 1.7 3.2C10.4 8.2 11 4.8 12 2z',
  phone: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm3 17h2',
  android: 'M7 9h10v8a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1zm-3 0v6m16-6v6M7.5 8a4.5 4.5 0 0 1 9 0zM9 21v-3m6 3v-3',
  guide: 'M4 5a2 2 0 0 1 2-2h12v16H6a2 2 0 0 0-2 2zm0 16V5m5 2h6m-6 4h6',
} as const;

export function HomeIcon({ name, size = 20, filled = false }: { name: keyof typeof PATHS; size?: number; filled?: boolean }) {
  const solid = filled || name === 'flame' || name === 'star';
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={PATHS[name]}
        fill={solid ? 'currentColor' : 'none'}
        stroke={solid ? 'none' : 'currentColor'}
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
