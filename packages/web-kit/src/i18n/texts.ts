import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, localeOf, type Language } from '@lezioni/contracts/values';
import { keepCookie } from '../browser-cookie';
import { renderedLanguage, setBrowserLocale } from '../format/intl';

/**
 * The app's texts (ARCHITECTURE D31), inside web-kit's singleton so the shell and every remote share
 * them: a few functions of our own rather than a library, since every signed-in page ships them.
 */

/** A namespace's texts: one JSON file per language, each its own chunk (`import('./locales/it.json')`). */
export type TextsLoaders = Readonly<Record<Language, () => Promise<{ default: Record<string, unknown> }>>>;
export type Texts = Record<string, unknown>;

/**
 * A namespace's texts in one language, by key (nested: `a.b`), with `{{name}}` filled from `values`;
 * with a `count`, the language's plural form (`a.b_one`, `a.b_other`, Italian's `a.b_many`), else
 * `a.b_other`. A key `ns:a.b` reads another namespace. A missing key shows as itself.
 */
export type TextsT = (key: string, values?: Record<string, unknown>) => string;

const loaders = new Map<string, TextsLoaders>();
const loaded = new Map<Language, Map<string, Texts>>();
const loading = new Map<string, Promise<void>>();
const failures = new Map<string, unknown>();

const textsIn = (language: Language): Map<string, Texts> => {
  let texts = loaded.get(language);
  if (!texts) loaded.set(language, (texts = new Map()));
  return texts;
};

/** Loads a namespace in a language once; after a failure, again when asked again (loadTexts). */
function load(language: Language, namespace: string): Promise<void> {
  const id = `${language}:${namespace}`;
  let pending = loading.get(id);
  if (!pending || failures.has(id)) {
    failures.delete(id);
    const loader = loaders.get(namespace)?.[language];
    pending = loader
      ? loader().then((module) => void textsIn(language).set(namespace, module.default))
      : Promise.reject(new Error(`no texts for ${namespace} in ${language}`));
    loading.set(id, pending);
    pending.catch((error: unknown) => failures.set(id, error));
  }
  return pending;
}

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

// Made once per language: making one loads ICU data (format/intl.ts).
const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralOf(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function find(texts: Texts | undefined, path: string): string | undefined {
  let found: unknown = texts;
  for (const part of path.split('.')) found = (found as Texts | undefined)?.[part];
  return typeof found === 'string' ? found : undefined;
}

/** `{{name}}` → `values.name`; one without a value stays as it is. React escapes what it renders. */
export const interpolate = (text: string, values?: Record<string, unknown>): string =>
  values ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (mark, name: string) => String(values[name] ?? mark)) : text;

function textIn(language: Language, namespace: string, key: string, values?: Record<string, unknown>): string {
  const colon = key.indexOf(':');
  const named = colon > 0 && loaders.has(key.slice(0, colon));
  const texts = textsIn(language).get(named ? key.slice(0, colon) : namespace);
  const path = named ? key.slice(colon + 1) : key;
  const count = values?.count;
  const text =
    (typeof count === 'number'
      ? (find(texts, `${path}_${pluralOf(language, count)}`) ?? find(texts, `${path}_other`))
      : undefined) ?? find(texts, path);
  return text === undefined ? key : interpolate(text, values);
}

// One `t` per language and namespace: a component's memo on `t` holds until the language changes.
const fixedTs = new Map<string, TextsT>();
function fixedT(language: Language, namespace: string): TextsT {
  const id = `${language}:${namespace}`;
  let t = fixedTs.get(id);
  if (!t) fixedTs.set(id, (t = (key, values) => textIn(language, namespace, key, values)));
  return t;
}

/** The texts outside a component: a namespace's `t` in a language, whether a namespace is loaded in one. */
export const i18n = {
  getFixedT: fixedT,
  hasResourceBundle: (language: Language, namespace: string): boolean => textsIn(language).has(namespace),
};

// The app's language; components that use texts follow it (useSyncExternalStore).
let appLanguage: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

function setLanguage(language: Language): void {
  setBrowserLocale(localeOf(language, typeof navigator === 'undefined' ? undefined : navigator.language));
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (language === appLanguage) return;
  appLanguage = language;
  for (const listener of listeners) listener();
}

/** The language the app speaks now: on the server, that of the visitor the page is rendered for. */
export const currentLanguage = (): Language => renderedLanguage() ?? appLanguage;

/** A fixed language for a subtree: the server's render for one visitor (TextsProvider). */
export const TextsLanguage = createContext<Language | undefined>(undefined);

// The server's renderers note which namespaces a page used, to send their texts along (texts.ts).
let usedTexts: Set<string> | undefined;

/**
 * The `t` of a namespace in the current language, and that language (`i18n.language`). The component
 * suspends until the texts have arrived (the layout's Suspense keeps the page before on screen
 * meanwhile); one whose texts failed to load throws the error to its boundary.
 */
export function useTexts(namespace: string): { t: TextsT; i18n: { language: Language } } {
  usedTexts?.add(namespace);
  const fixedLanguage = useContext(TextsLanguage);
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const spoken = fixedLanguage ?? language;
  const texts = useMemo(() => ({ t: fixedT(spoken, namespace), i18n: { language: spoken } }), [spoken, namespace]);
  if (!i18n.hasResourceBundle(spoken, namespace)) {
    const id = `${spoken}:${namespace}`;
    // Suspense waits for a thrown promise; an error goes to the error boundary.
    throw failures.has(id) ? failures.get(id) : load(spoken, namespace);
  }
  return texts;
}

/**
 * A text outside a component (a toast, an error raised in a handler), from a namespace already
 * loaded: `translate('student:credits.bought', { count })`.
 */
export const translate = (key: string, values?: Record<string, unknown>): string =>
  textIn(currentLanguage(), '', key, values);

/** Loads `namespaces` (by default every one registered) in `language` (by default the current one). */
export async function loadTexts(namespaces = definedTexts(), language = currentLanguage()): Promise<void> {
  await Promise.all(
    namespaces
      .filter((namespace) => !i18n.hasResourceBundle(language, namespace))
      .map((namespace) => load(language, namespace)),
  );
}

/** Makes `language` the app's, once its loaded namespaces are there: `<html lang>` and the formatters follow. */
export async function switchLanguage(language: Language): Promise<void> {
  const loadedNow = definedTexts().filter((namespace) => i18n.hasResourceBundle(currentLanguage(), namespace));
  await loadTexts(loadedNow, language);
  setLanguage(language);
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
  for (const [namespace, texts] of Object.entries(page.texts)) textsIn(page.language).set(namespace, texts);
  setLanguage(page.language);
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
  texts: Object.fromEntries([...namespaces].map((namespace) => [namespace, textsIn(language).get(namespace)!])),
});
