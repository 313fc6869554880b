import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const catalogues = new Map<string, Record<string, unknown>>();

/** A text of an app's (or a package's: `packages/web-kit`) catalogue in `language`, by key, with `{{values}}` filled. */
function textOf(language: 'en' | 'it', app: string, key: string, values: Record<string, string>): string {
  const file = path.join(ROOT, app, 'src', 'locales', `${language}.json`);
  let catalogue = catalogues.get(file);
  if (!catalogue) {
    catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    catalogues.set(file, catalogue);
  }
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
  if (typeof text !== 'string') throw new Error(`${app} has no ${language} text ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}

/**
 * A text of an app's Italian catalogue (`shell`, `mfe-student`…), by key, with `{{values}}` filled:
 * the test looks for what an Italian reader reads, wherever its wording changes.
 */
export const italian = (app: string, key: string, values: Record<string, string> = {}): string =>
  textOf('it', app, key, values);

/** The same in English, for texts kept only in a catalogue (web-kit's own, the shell's offline page). */
export const english = (app: string, key: string, values: Record<string, string> = {}): string =>
  textOf('en', app, key, values);
