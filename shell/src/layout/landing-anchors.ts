/** The landing page's sections the top bar links to, with their names' keys in the shell's texts; shown only on the landing pages (spec §2). */
export const LANDING_ANCHORS = [
  { href: '#about', labelKey: 'topBar.anchors.about' },
  { href: '#how-it-works', labelKey: 'topBar.anchors.howItWorks' },
  { href: '#pricing', labelKey: 'topBar.anchors.pricing' },
  { href: '#testimonials', labelKey: 'topBar.anchors.testimonials' },
] as const;
