import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments and test names point to docs/product.md and docs/architecture.md, which ship with the
// repository. Documents kept outside it (the product specification, the screen catalogue, the design
// notes) cannot be followed by a maintainer, so citing them again fails here.
const ROOT = path.resolve(import.meta.dirname, '..');
const DIRS = ['src', 'machines', 'mocks', 'scripts', 'tests', 'workers', 'eslint'];
const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const doc = (name: string) => name.toUpperCase();
// Built from parts so that this file does not cite them itself.
const CITATION = new RegExp(
  [`\\b${doc('spec')}\\b`, `\\b${doc('screens')}(\\.md\\b|\\s)`, `\\b${doc('design')}\\.md\\b`, '\\.\\./' + 'shared\\b', '/work/' + 'shared\\b'].join('|'),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every line of the sources that cites a document outside the repository, as `file:line: text`. */
export function outsideCitations(root: string): string[] {
  return DIRS.flatMap((dir) => sourceFiles(path.join(root, dir))).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (CITATION.test(line) ? [`${path.relative(root, file)}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('documentation pointers', () => {
  it('no source cites a document kept outside the repository', () => {
    expect(outsideCitations(ROOT)).toEqual([]);
  });

  it('finds such a citation in a comment', () => {
    expect(CITATION.test(`/** Pager sizes (${doc('spec')} §9). */`)).toBe(true);
    expect(CITATION.test(`// ${doc('screens')} P1 query bar`)).toBe(true);
    expect(CITATION.test(`// see ${doc('design')}.md`)).toBe(true);
    expect(CITATION.test('// see ../' + 'shared/product notes')).toBe(true);
    expect(CITATION.test('/** Pager sizes (docs/product.md#limits). */')).toBe(false);
    expect(CITATION.test('const OPEN_SCREENS = [];')).toBe(false);
  });
});
