import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const catalogues = new Map<string, Record<string, unknown>>();

/**
 * A text of an app's Italian catalogue (`shell`, `mfe-student`…), by key, with `{{values}}` filled:
 * the test looks for what an Italian reader reads, wherever its wording changes.
 */
export function italian(app: string, key: string, values: Record<string, string> = {}): string {
  let catalogue = catalogues.get(app);
  if (!catalogue) {
    catalogue = JSON.parse(readFileSync(path.join(ROOT, app, 'src', 'locales', 'it.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    catalogues.set(app, catalogue);
  }
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
  if (typeof text !== 'string') throw new Error(`${app} has no Italian text ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => values[name] ?? '');
}
