// Making an Intl formatter loads ICU data: in Chromium the page's first currency formatter takes
// 20–30 ms and the first date one about 5 ms (docs/benchmarks.md), while using one is cheap. So each
// formatter is made once, when first used, never at module start or on every call.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

const keyOf = (kind: string, locale: string | undefined, options: object) =>
  `${kind}|${locale ?? ''}|${JSON.stringify(options)}`;

/** The number formatter for `locale` (the browser's when undefined) and `options`, made once. */
export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = keyOf('number', locale, options);
  let formatter = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.NumberFormat(locale, options)));
  return formatter;
}

/** The date and time formatter for `locale` (the browser's when undefined) and `options`, made once. */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf('date', locale, options);
  let formatter = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(locale, options)));
  return formatter;
}
