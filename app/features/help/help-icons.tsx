/** Pictograms for the help sections, by tag; any other tag gets the book. */
const PATHS: Record<string, string> = {
  aboutus: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v5M12 7.5v.5',
  deposit: 'M3 7h18v12H3zM3 11h18M12 3v6M9.5 6.5 12 9l2.5-2.5',
  withdraw: 'M3 7h18v12H3zM3 11h18M12 9V3M9.5 5.5 12 3l2.5 2.5',
  game: 'M6 8h12a4 4 0 0 1 3.9 4.9l-.8 3.3a2.4 2.4 0 0 1-4.2.9L15 15H9l-1.9 2.1a2.4 2.4 0 0 1-4.2-.9l-.8-3.3A4 4 0 0 1 6 8zM8 10.5v3M6.5 12h3M15.5 11.5h.01M17.5 13h.01',
  faqs: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.3a2.6 2.6 0 0 1 5 .9c0 1.7-2.5 2.3-2.5 3.8M12 17h.01',
  term: 'M7 3h7l5 5v13H7zM14 3v5h5M10 12h6M10 15.5h6M10 19h4',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7',
};

export function HelpIcon({ tag, size = 20 }: { tag: string | null; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={PATHS[tag ?? ''] ?? PATHS.book} fill="none" stroke="currentColor" strokeWidth={1.9} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function Chevron({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false" className={className}>
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
