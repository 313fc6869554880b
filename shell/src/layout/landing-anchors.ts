/** The landing page's sections the top bar links to; shown only on / (spec §2). */
export const LANDING_ANCHORS = [
  { href: '#about', label: 'About' },
  { href: '#how-it-works', label: 'How It Works' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#testimonials', label: 'Testimonials' },
] as const;
