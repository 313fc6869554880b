// Tiny inline icons: an icon library would add weight for four glyphs. All are decorative.
const common = { className: 'lz-icon', viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export function CheckIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round">
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

export function StarIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...common} fill="currentColor">
      <path d="M8 5.5v13l10.5-6.5z" />
    </svg>
  );
}

export function UsersIcon() {
  return (
    <svg {...common} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round">
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.8-3.8 3.3-6 6.5-6s5.7 2.2 6.5 6M16 4.8a3.5 3.5 0 010 6.4M18.5 14.5c1.6.9 2.6 2.8 3 5.5" />
    </svg>
  );
}
