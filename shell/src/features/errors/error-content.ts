/** Texts of the Italian-flavoured error pages (spec §2). English follows each Italian line. */

export const EXCLAMATIONS = [
  'Mamma mia!',
  'Porca miseria!',
  'Accidenti!',
  'Santo cielo!',
  'Che pasticcio!',
  'Oddio!',
  'Ma dai!',
  'Cavolo!',
] as const;

export type Story = { title: string; text: string };

export const NOT_FOUND_STORIES: readonly Story[] = [
  {
    title: 'Lost in the calli of Venice',
    text: 'Like a tourist who turned left at the wrong bridge, this page wandered off among the canals and never came back.',
  },
  {
    title: 'The missing espresso',
    text: 'We looked everywhere: behind the moka pot, under the biscotti, even in Nonna’s cupboard. This page is simply not here.',
  },
  {
    title: 'A Roman detour',
    text: 'All roads lead to Rome, but this one leads nowhere. Perhaps the address has a small typo?',
  },
  {
    title: 'Gone for aperitivo',
    text: 'It is 6 pm somewhere in Milan, and this page has left for a spritz. Let’s go back home and start again.',
  },
];

export const SERVER_ERROR_STORIES: readonly Story[] = [
  {
    title: 'The pasta boiled over',
    text: 'Something went wrong in our kitchen. The cook is cleaning the stove; please try again in a moment.',
  },
  {
    title: 'A Vespa breakdown',
    text: 'Our little scooter stalled halfway up the hill. We are pushing it along, so please try again shortly.',
  },
  {
    title: 'Sciopero!',
    text: 'Our servers seem to be on a short strike, as Italian trains sometimes are. They will be back soon.',
  },
  {
    title: 'Too much tiramisù',
    text: 'The server ate too much dessert and needs a nap. Give it a moment and try again.',
  },
];

export const FORBIDDEN_STORIES: readonly Story[] = [
  {
    title: 'The teacher’s study',
    text: 'This room belongs to the teacher. Only the admin may enter restricted areas, so please knock on another door.',
  },
  {
    title: 'Members only, like a Milanese club',
    text: 'The doorman checked the list twice. Only the admin may enter restricted areas; try signing in with the right account.',
  },
  {
    title: 'The Vatican archives',
    text: 'Some rooms are closed to visitors. Only the admin may enter restricted areas.',
  },
  {
    title: 'Nonna’s secret recipe',
    text: 'Some things are kept under lock and key. Only the admin may enter restricted areas of this site.',
  },
];
