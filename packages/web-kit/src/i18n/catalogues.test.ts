import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import itContractTexts from '@lezioni/contracts/locales/it.json';
import itPricingTexts from '@lezioni/contracts/locales/packages.it.json';
import { englishContractTexts } from './contract-texts';
import { englishPricingTexts } from './pricing-texts';

/**
 * Every translation catalogue in both languages (ARCHITECTURE D31): the same keys, each a text with
 * the same values and markup in it, and every key the code asks for present.
 */
const ROOT = path.join(__dirname, '..', '..', '..', '..');
const APPS = [
  'shell',
  'packages/web-kit',
  ...readdirSync(ROOT)
    .filter((name) => name.startsWith('mfe-'))
    .sort(),
];

type Catalogue = Record<string, unknown>;
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Catalogue;

/** Each `locales` folder of an app's src: `{ dir, en, it }`. */
function cataloguesOf(app: string): { dir: string; en: Catalogue; it: Catalogue }[] {
  const found: { dir: string; en: Catalogue; it: Catalogue }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      if (entry.name === 'locales') {
        found.push({ dir: full, en: readJson(path.join(full, 'en.json')), it: readJson(path.join(full, 'it.json')) });
      } else walk(full);
    }
  };
  walk(path.join(ROOT, app, 'src'));
  return found;
}

/** `a.b.c` → text, for every leaf. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'object' && value !== null) {
      for (const [leaf, text] of flatten(value as Catalogue, `${prefix}${key}.`)) leaves.set(leaf, text);
    } else leaves.set(`${prefix}${key}`, value);
  }
  return leaves;
}

// Languages have their own plural forms (Italian has `many`): a key counts once, whatever its forms.
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL, '');

/** What must be the same in both languages' text of a key: its values and its markup. */
function shapeOf(texts: unknown[]): string {
  const marks = new Set<string>();
  for (const text of texts) {
    for (const match of String(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?(\w+)\s*\/?>/g)) {
      marks.add(match[1] ? `{{${match[1]}}}` : `<${match[2]}>`);
    }
  }
  return [...marks].sort().join(' ');
}

function grouped(leaves: Map<string, unknown>): Map<string, unknown[]> {
  const groups = new Map<string, unknown[]>();
  for (const [key, text] of leaves) groups.set(baseKey(key), [...(groups.get(baseKey(key)) ?? []), text]);
  return groups;
}

function expectSameCatalogue(en: Catalogue, it: Catalogue): void {
  const enLeaves = flatten(en);
  const itLeaves = flatten(it);
  for (const [key, text] of [...enLeaves, ...itLeaves]) {
    expect({ key, isText: typeof text === 'string' && text.trim() !== '' }).toEqual({ key, isText: true });
  }
  const enGroups = grouped(enLeaves);
  const itGroups = grouped(itLeaves);
  expect([...itGroups.keys()].sort()).toEqual([...enGroups.keys()].sort());
  for (const [key, texts] of enGroups) {
    expect({ key, shape: shapeOf(itGroups.get(key) ?? []) }).toEqual({ key, shape: shapeOf(texts) });
  }
}

/** Source files of an app that can ask for texts (not tests). */
function sourcesOf(app: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(path.join(ROOT, app, 'src'));
  return files;
}

describe('translation catalogues', () => {
  it.each(APPS.filter((app) => existsSync(path.join(ROOT, app, 'src'))))(
    '%s: Italian and English have the same keys, values and markup',
    (app) => {
      for (const { en, it: italian } of cataloguesOf(app)) expectSameCatalogue(en, italian);
    },
  );

  it("contracts' texts (the spec's, the servers') have an Italian text each", () => {
    expectSameCatalogue(englishContractTexts(), itContractTexts);
  });

  it("the packages (contracts' PRICING_OPTIONS) have an Italian text for each of their words", () => {
    expectSameCatalogue(englishPricingTexts(), itPricingTexts);
  });

  it.each(APPS)('%s: every key the code asks for is in its English catalogue', (app) => {
    const known = new Set<string>();
    for (const { en } of cataloguesOf(app)) for (const key of flatten(en).keys()) known.add(baseKey(key));
    const asked = sourcesOf(app).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^':]+)'|i18nKey="([^":]+)"/g)].map((match) => ({
        file: path.relative(ROOT, file),
        key: match[1] ?? match[2]!,
      })),
    );
    const missing = asked.filter(({ key }) => !known.has(key) && ![...known].some((k) => k.startsWith(`${key}.`)));
    expect(missing).toEqual([]);
  });
});
