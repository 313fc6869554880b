import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const DOCUMENTS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).map((file) => `docs/${file}`)];

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to dashes. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

describe('the design documents', () => {
  it.each(DOCUMENTS)(
    'when %s links, then every link stays inside the repository and lands on a file and heading',
    (doc) => {
      const text = readFileSync(path.join(ROOT, doc), 'utf8');
      const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);

      expect(text).not.toContain('../shared');
      for (const link of links.filter((target) => !target.startsWith('#'))) {
        expect(link).not.toMatch(/^[a-z]+:/);
        const [file, anchor] = link.split('#');
        const target = path.resolve(path.dirname(path.join(ROOT, doc)), file!);
        expect(target.startsWith(ROOT)).toBe(true);
        expect(existsSync(target)).toBe(true);
        if (anchor) {
          const headings = [...readFileSync(target, 'utf8').matchAll(/^#+ (.+)$/gm)].map((match) =>
            anchorOf(match[1]!),
          );
          expect(headings).toContain(anchor);
        }
      }
    },
  );
});
