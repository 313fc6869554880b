import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

/**
 * Texts with markup or links in them: `<Trans t={t} i18nKey={…} components={{ terms: <Link … /> }} />`,
 * `<terms>…</terms>` in the text. Name tags by what they are: `link` and other void HTML names render empty.
 */
export { Trans } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  LANGUAGE_COOKIE,
  isLanguage,
  localeOf,
  type Language,
} from '@lezioni/contracts/values';
import { keepCookie } from '../browser-cookie';
import { renderedLanguage, setBrowserLocale } from '../format/intl';

/** A namespace's texts: one JSON file per language, each its own chunk (`import('./locales/it.json')`). */
export type TextsLoaders = Readonly<Record<Language, () => Promise<{ default: Record<string, unknown> }>>>;
export type Texts = Record<string, unknown>;

const loaders = new Map<string, TextsLoaders>();

/**
 * The app's one i18next (ARCHITECTURE D31), inside web-kit's singleton so the shell and every remote
 * share it. Each namespace's texts come from the loaders its owner registered (defineTexts), loaded
 * when first needed in the current language only: one language's texts never reach the other's readers.
 */
export const i18n: I18n = createInstance();
void i18n
  .use(initReactI18next)
  .use({
    type: 'backend',
    init: () => undefined,
    read(language: string, namespace: string, done: (error: unknown, texts: Texts | false) => void) {
      const load = isLanguage(language) ? loaders.get(namespace)?.[language] : undefined;
      if (!load) return done(new Error(`no texts for ${namespace} in ${language}`), false);
      load().then(
        (module) => done(null, module.default),
        (error: unknown) => done(error, false),
      );
    },
  })
  .init({
    lng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // A missing key shows as itself: the key-parity test keeps it from happening.
    fallbackLng: false,
    ns: [],
    defaultNS: false,
    partialBundledLanguages: true,
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

/**
 * Registers a namespace's texts (`ns` is the owner's: a remote, the shell, web-kit's parts) and
 * returns its name. Called once, where the owner's components are defined.
 */
export function defineTexts<N extends string>(namespace: N, load: TextsLoaders): N {
  loaders.set(namespace, load);
  return namespace;
}

/** The namespaces registered so far. */
export const definedTexts = () => [...loaders.keys()];

// The server's renderers note which namespaces a page used, to send their texts along (texts.ts).
let usedTexts: Set<string> | undefined;

/**
 * The `t` of a namespace in the current language. The component suspends until the texts have arrived
 * (the layout's Suspense keeps the page before on screen meanwhile).
 */
export function useTexts(namespace: string) {
  usedTexts?.add(namespace);
  return useTranslation(namespace);
}

/**
 * A text outside a component (a toast, an error raised in a handler), from a namespace already
 * loaded: `translate('student:credits.bought', { count })`.
 */
export const translate = (key: string, values?: Record<string, unknown>): string =>
  i18n.t(key, { ...values, lng: currentLanguage() });

/** A namespace's `t`, for helpers that write sentences for the component that calls them. */
export type TextsT = ReturnType<typeof useTranslation>['t'];

/** The language the app speaks now: on the server, that of the visitor the page is rendered for. */
export const currentLanguage = (): Language =>
  renderedLanguage() ?? (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** Loads `namespaces` (by default every one registered) in `language` (by default the current one). */
export async function loadTexts(namespaces = definedTexts(), language = currentLanguage()): Promise<void> {
  await i18n.loadLanguages(language);
  const missing = namespaces.filter((namespace) => !i18n.hasResourceBundle(language, namespace));
  if (missing.length === 0) return;
  await Promise.all(
    missing.map(
      (namespace) =>
        new Promise<void>((resolve, reject) =>
          i18n.services.backendConnector.load([language], [namespace], (error: unknown) =>
            error ? reject(error) : resolve(),
          ),
        ),
    ),
  );
}

/** Makes `language` the app's, once its loaded namespaces are there: `<html lang>` and the formatters follow. */
export async function switchLanguage(language: Language): Promise<void> {
  const loaded = definedTexts().filter((namespace) => i18n.hasResourceBundle(currentLanguage(), namespace));
  await loadTexts(loaded, language);
  await i18n.changeLanguage(language);
  setBrowserLocale(localeOf(language, typeof navigator === 'undefined' ? undefined : navigator.language));
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * The visitor's choice of language: kept in a cookie, so the pages the server sends next are in it
 * (and signing up stores it on the account), then made the app's. A signed-in user's account is told
 * by the caller (the language switch).
 */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  await switchLanguage(language);
}

/** Keeps `language` as the visitor's choice, for the pages the server sends next. */
export function rememberLanguage(language: Language): void {
  keepCookie(LANGUAGE_COOKIE, language);
}

/** Texts a page carries for the browser (ARCHITECTURE D31): its language and its namespaces' texts. */
export type PageTexts = { language: Language; texts: Record<string, Texts> };

/** Starts the browser's app with the texts the page arrived with, so it hydrates without waiting for them. */
export function startWithTexts(page: PageTexts): void {
  for (const [namespace, texts] of Object.entries(page.texts)) {
    i18n.addResourceBundle(page.language, namespace, texts, true, true);
  }
  void i18n.changeLanguage(page.language);
  document.documentElement.lang = page.language;
  setBrowserLocale(localeOf(page.language, typeof navigator === 'undefined' ? undefined : navigator.language));
}

const serverInstances = new Map<Language, I18n>();

/** An i18next speaking `language` for a render on the server, sharing the app's texts (TextsProvider). */
export function textsFor(language: Language): I18n {
  let instance = serverInstances.get(language);
  if (!instance) serverInstances.set(language, (instance = i18n.cloneInstance({ lng: language })));
  return instance;
}

/**
 * Runs `render`, noting in `used` the namespaces it used (useTexts). A synchronous render (the page
 * renderer's) is noted alone; an asynchronous one (the visitor pages' prerender) must be the only one running.
 */
export function collectTexts<T>(used: Set<string>, render: () => T): T {
  usedTexts = used;
  let rendered: T | undefined;
  try {
    rendered = render();
    return rendered;
  } finally {
    if (rendered instanceof Promise) void rendered.finally(() => (usedTexts = undefined)).catch(() => undefined);
    else usedTexts = undefined;
  }
}

/** The texts of `namespaces` in `language`, for a page to carry (PageTexts). */
export const pageTextsOf = (language: Language, namespaces: Iterable<string>): PageTexts => ({
  language,
  texts: Object.fromEntries(
    [...namespaces].map((namespace) => [namespace, i18n.getResourceBundle(language, namespace) as Texts]),
  ),
});
