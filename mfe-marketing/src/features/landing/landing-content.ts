import { LESSON_DURATIONS_MIN, MARKETING_FIGURES } from '@lezioni/contracts/values';

type Testimonial = {
  id: string;
  text: string;
  name: string;
  location: string;
  level: string;
  highlight: string;
  avatar: string;
};

export const TRUST_BADGES = ['Native Speaker', 'Certified Teacher', 'International Experience'] as const;

const durations = `${LESSON_DURATIONS_MIN.slice(0, -1).join(', ')} or ${LESSON_DURATIONS_MIN.at(-1)}`;

export const HOW_IT_WORKS_STEPS = [
  {
    title: 'Book Your Lesson',
    text: `Choose a time that suits you and a lesson of ${durations} minutes. I personally approve every booking.`,
  },
  {
    title: 'Join the Video Call',
    text: 'Join the video call right here on the platform with one click. Nothing to install.',
  },
  {
    title: 'Learn and Progress',
    text: 'Learn with personalised materials and follow your progress lesson after lesson.',
  },
] as const;

export const PROMISES = [
  { title: '1-on-1 Focus', text: 'Every minute of the lesson is about you, your goals and your pace.' },
  { title: 'Flexible Scheduling', text: 'Book in your own timezone, at the times that fit your week.' },
  { title: '100% Satisfaction', text: 'Not happy with a lesson? You get your money back.' },
] as const;

export const STATISTICS = [
  { value: MARKETING_FIGURES.students, label: 'Students' },
  { value: MARKETING_FIGURES.lessons, label: 'Lessons' },
  { value: MARKETING_FIGURES.countries, label: 'Countries' },
  { value: MARKETING_FIGURES.rating, label: 'Rating' },
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

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'sarah',
    text: 'After three months I ordered dinner in Rome without switching to English once. Lessons feel like chatting with a friend who happens to correct you kindly.',
    name: 'Sarah M.',
    location: 'London, United Kingdom',
    level: 'Beginner',
    highlight: 'Holiday-ready in 3 months',
    avatar: illustratedAvatar('#d9ede4', '#f1c7a5', '#6b3f24'),
  },
  {
    id: 'daniel',
    text: 'I had studied grammar for years but froze when speaking. The conversation-first approach finally got me talking, and I passed my B1 exam.',
    name: 'Daniel K.',
    location: 'Toronto, Canada',
    level: 'Intermediate',
    highlight: 'Passed the B1 exam',
    avatar: illustratedAvatar('#fde2df', '#c98e6b', '#2b2118'),
  },
  {
    id: 'yuki',
    text: 'The cultural side is what I love most: idioms, regional food, how people really speak in Milan. Every lesson is tailored to what I need for work.',
    name: 'Yuki T.',
    location: 'Osaka, Japan',
    level: 'Advanced',
    highlight: 'Confident at work meetings',
    avatar: illustratedAvatar('#e3e8f8', '#f3d2b3', '#1c1c2b'),
  },
];
