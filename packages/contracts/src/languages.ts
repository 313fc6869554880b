/** The languages the product speaks (ARCHITECTURE D31): English (the spec's texts) and Italian. */
export const LANGUAGES = ['en', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Each language's name in itself, as the switch reads it to a screen reader. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', it: 'Italiano' };

/**
 * A cookie pages can read in which the visitor's chosen language is kept (no secret in it); signing
 * in sets it from the account, so every device follows the account's choice.
 */
export const LANGUAGE_COOKIE = 'lezioni_lang';

/** The landing page's address in each language (the `hreflang` alternates). */
export const LANDING_PATHS: Readonly<Record<Language, string>> = { en: '/', it: '/it/' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of the visitor's preferred languages (an `Accept-Language` header, or the browser's
 * `navigator.languages`) that we speak, by preference; undefined when none is.
 */
export function preferredLanguageOf(accepted: string | readonly string[] | undefined): Language | undefined {
  const entries =
    typeof accepted === 'string'
      ? accepted.split(',').map((part, index) => {
          const [tag = '', ...params] = part.trim().split(';');
          const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
          return { tag, q: q === undefined ? 1 : Number(q), index };
        })
      : (accepted ?? []).map((tag, index) => ({ tag, q: 1, index }));
  const primary = entries
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag.trim().toLowerCase().split('-')[0]);
  return primary.find(isLanguage);
}

/** The language of a visit: the one chosen (the cookie's), else the browser's preference, else English. */
export const languageOf = (chosen: string | undefined, accepted: string | readonly string[] | undefined): Language =>
  isLanguage(chosen) ? chosen : (preferredLanguageOf(accepted) ?? DEFAULT_LANGUAGE);

/**
 * The locale dates and numbers are written in: Italian as in Italy; English as the browser's own
 * English (en-US, en-GB…) when it is one, else British English, as the teacher writes it.
 */
export function localeOf(language: Language, browserLocale?: string): string {
  if (language === 'it') return 'it-IT';
  return browserLocale?.toLowerCase().startsWith('en') ? browserLocale : 'en-GB';
}
