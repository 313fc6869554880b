import { Fragment, cloneElement, createElement, type ReactElement, type ReactNode } from 'react';
import type { Language } from '@lezioni/contracts/values';
import { TextsLanguage, interpolate, type TextsT } from './texts';

/**
 * Renders `children` in `language` on the server, where one process renders for visitors of both
 * languages at once; the browser's app needs none (its language is the app's).
 */
export function TextsProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <TextsLanguage value={language}>{children}</TextsLanguage>;
}

const TAG = /<(\/?)(\w+)\s*(\/?)>/g;

/**
 * A text with markup or links in it: `<Trans t={t} i18nKey={…} components={{ terms: <Link … /> }} />`,
 * `<terms>…</terms>` in the text (`<terms/>` keeps the element's own children). A tag `components`
 * lacks shows its content alone. `count` chooses the plural form and fills `{{count}}`; `values`
 * fill the text after its markup is read, so a value's own `<…>` stays text.
 */
export function Trans({
  t,
  i18nKey,
  count,
  values = {},
  components = {},
}: {
  t: TextsT;
  i18nKey: string;
  count?: number;
  values?: Record<string, unknown>;
  components?: Readonly<Record<string, ReactElement>>;
}) {
  const kept = Object.fromEntries(Object.keys(values).map((name) => [name, `{{${name}}}`]));
  const text = t(i18nKey, count === undefined ? kept : { ...kept, count });

  type Open = { name: string; children: ReactNode[] };
  const stack: Open[] = [{ name: '', children: [] }];
  const elementOf = ({ name, children }: Open): ReactNode => {
    const component = components[name];
    if (!component) return createElement(Fragment, null, ...children);
    return children.length > 0 ? cloneElement(component, undefined, ...children) : component;
  };
  const close = () => {
    const open = stack.pop()!;
    stack.at(-1)!.children.push(elementOf(open));
  };
  let read = 0;
  for (const match of text.matchAll(TAG)) {
    const [mark, closing, name = '', selfClosing] = match;
    if (match.index > read) stack.at(-1)!.children.push(interpolate(text.slice(read, match.index), values));
    read = match.index + mark.length;
    if (selfClosing) stack.at(-1)!.children.push(elementOf({ name, children: [] }));
    else if (!closing) stack.push({ name, children: [] });
    else if (stack.length > 1 && stack.at(-1)!.name === name) close();
    else stack.at(-1)!.children.push(mark);
  }
  if (read < text.length) stack.at(-1)!.children.push(interpolate(text.slice(read), values));
  while (stack.length > 1) close();
  return createElement(Fragment, null, ...stack[0]!.children);
}
