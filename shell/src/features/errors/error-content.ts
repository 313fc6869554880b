/**
 * The Italian-flavoured error pages (spec §2). The exclamations are Italian in either language; the
 * stories are the keys of their texts under the shell's `errors.storyTexts`.
 */
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

export const NOT_FOUND_STORIES = ['venice', 'espresso', 'rome', 'aperitivo'] as const;
export const SERVER_ERROR_STORIES = ['pasta', 'vespa', 'strike', 'tiramisu'] as const;
export const FORBIDDEN_STORIES = ['study', 'club', 'vatican', 'recipe'] as const;

export type Story =
  (typeof NOT_FOUND_STORIES)[number] | (typeof SERVER_ERROR_STORIES)[number] | (typeof FORBIDDEN_STORIES)[number];
