import type { Language } from '@lezioni/contracts/values';

// Making an Intl formatter loads ICU data: in Chromium the page's first currency formatter takes
// 20–30 ms and the first date one about 5 ms (docs/benchmarks.md), while using one is cheap. So each
// formatter is made once, when first used, never at module start or on every call.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/**
 * The locale and time zone of the visitor a page is being rendered for on the server (the page
 * renderer, ARCHITECTURE D29): formatters asked for the browser's own use these there. Unset in the
 * browser, where the browser's apply.
 */
let renderedFor: { locale?: string; timeZone?: string; language?: Language } = {};
/** The locale of the language the visitor chose (i18n/texts.ts); the browser's until one is. */
let browserLocale: string | undefined;
/** The zone the signed-in visitor chose to read times in (format/time-zone.ts); the browser's until one is. */
let displayTimeZone: string | undefined;

/** The language of the visitor a page is being rendered for on the server, if one is. */
export const renderedLanguage = (): Language | undefined => renderedFor.language;

/** Writes dates and numbers in `locale` from now on, in the browser (the chosen language's). */
export function setBrowserLocale(locale: string): void {
  browserLocale = locale;
}

/**
 * Writes times in `timeZone` from now on, in the browser (the zone the account chose, ARCHITECTURE
 * D30); undefined goes back to the browser's own. A render on the server keeps its visitor's zone.
 */
export function setDisplayTimeZone(timeZone: string | undefined): void {
  displayTimeZone = timeZone;
}

/** Runs `render` (synchronous) with the visitor's locale, time zone and language as the browser's. */
export function renderFor<T>(visitor: { locale?: string; timeZone?: string; language?: Language }, render: () => T): T {
  renderedFor = visitor;
  try {
    return render();
  } finally {
    renderedFor = {};
  }
}

const keyOf = (kind: string, locale: string | undefined, options: object) =>
  `${kind}|${locale ?? ''}|${JSON.stringify(options)}`;

/** The number formatter for `locale` (the visitor's when undefined) and `options`, made once. */
export function numberFormat(
  requestedLocale: string | undefined,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const locale = requestedLocale ?? renderedFor.locale ?? browserLocale;
  const key = keyOf('number', locale, options);
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(locale, options)));
  return formatter;
}

/** The date and time formatter for `locale` (the visitor's when undefined) and `options`, made once. */
export function dateTimeFormat(
  requestedLocale: string | undefined,
  requestedOptions: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const locale = requestedLocale ?? renderedFor.locale ?? browserLocale;
  const timeZone = renderedFor.timeZone ?? displayTimeZone;
  const options = requestedOptions.timeZone || !timeZone ? requestedOptions : { ...requestedOptions, timeZone };
  const key = keyOf('date', locale, options);
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)));
  return formatter;
}
