import { MARKETING_FIGURES } from '@lezioni/contracts/values';

// What the page shows, in order: the words are in locales/*.json, under these ids.

export const TRUST_BADGES = ['nativeSpeaker', 'certified', 'international'] as const;

export const HOW_IT_WORKS_STEPS = ['book', 'join', 'learn'] as const;

export const PROMISES = ['focus', 'flexible', 'satisfaction'] as const;

export const STATISTICS = [
  { id: 'students', value: MARKETING_FIGURES.students },
  { id: 'lessons', value: MARKETING_FIGURES.lessons },
  { id: 'countries', value: MARKETING_FIGURES.countries },
  { id: 'rating', value: MARKETING_FIGURES.rating },
] as const;

/**
 * Illustrated avatar as an inline SVG: no photo request on the landing page. The initials fallback still
 * matters where such images are refused (a strict img-src policy) or when real photos replace these.
 */
function illustratedAvatar(background: string, skin: string, hair: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>` +
    `<circle cx="32" cy="26" r="13" fill="${hair}"/><circle cx="32" cy="28" r="11" fill="${skin}"/>` +
    `<path d="M12 64c2-13 10-19 20-19s18 6 20 19z" fill="${hair}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

type Testimonial = { id: 'sarah' | 'daniel' | 'yuki'; name: string; avatar: string };

export const TESTIMONIALS: readonly Testimonial[] = [
  { id: 'sarah', name: 'Sarah M.', avatar: illustratedAvatar('#d9ede4', '#f1c7a5', '#6b3f24') },
  { id: 'daniel', name: 'Daniel K.', avatar: illustratedAvatar('#fde2df', '#c98e6b', '#2b2118') },
  { id: 'yuki', name: 'Yuki T.', avatar: illustratedAvatar('#e3e8f8', '#f3d2b3', '#1c1c2b') },
];
