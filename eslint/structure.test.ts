import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedTypeNames, groupGraph, importGraph, importLoops, sourceFiles } from './sourceGraph.ts';
import { chineseConstants, chineseLiterals } from './sourceTexts.ts';

// The whole tree, so a new file is covered without editing this test (docs/architecture.md#layers).
const ROOT = path.resolve(import.meta.dirname, '..');
const FILES = sourceFiles(ROOT, ['src', 'machines', 'mocks', 'scripts', 'workers', 'tests', 'eslint']);
const isTest = (file: string) => /\.test\.tsx?$|^tests\//.test(file);
/** Past this a file does more than one job: split it (docs/architecture.md#layers). */
const MAX_LINES = 400;

describe('the sources hang together', () => {
  it(`no source file is longer than ${MAX_LINES} lines`, () => {
    const long = FILES.map((file) => ({ file, lines: readFileSync(path.join(ROOT, file), 'utf8').split('\n').length - 1 }));
    expect(long.filter(({ lines }) => lines > MAX_LINES)).toEqual([]);
  });

  it('no file takes part in an import loop', () => {
    expect(importLoops(importGraph(ROOT, FILES))).toEqual([]);
  });

  it('no folder of the stand-in takes part in an import loop: what two areas share lives below both, in mocks/domain', () => {
    // The stand-in's own files (mocks/*.ts) stand for themselves; each folder under mocks/ is one node.
    const folderOf = (file: string) => (path.dirname(file) === 'mocks' ? file : path.dirname(file));
    const standIn = FILES.filter((file) => file.startsWith('mocks/') && !isTest(file));
    expect(importLoops(groupGraph(importGraph(ROOT, standIn), folderOf))).toEqual([]);
  });

  it('a loop is found, however long', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(importLoops(graph)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('a loop between folders is found when no file loop is', () => {
    const graph = new Map([
      ['x/a', ['y/b']],
      ['y/b', []],
      ['y/c', ['x/d']],
      ['x/d', []],
    ]);
    expect(importLoops(graph)).toEqual([]);
    expect(importLoops(groupGraph(graph, path.dirname))).toEqual([['x', 'y']]);
  });

  it('no shape crossing HTTP is written on both sides: the stand-in exports no type the portal exports too', () => {
    // A shape both sides need lives in src/contracts; a different thing gets a different name.
    const names = (side: (file: string) => boolean) =>
      new Set(FILES.filter((file) => side(file) && !isTest(file)).flatMap((file) => exportedTypeNames(ROOT, file)));
    const portal = names((file) => file.startsWith('src/') || file.startsWith('machines/'));
    const standIn = [...names((file) => file.startsWith('mocks/'))];
    expect(standIn.filter((name) => portal.has(name))).toEqual([]);
  });

  it('the stand-in states no message of src/rules again: it checks with the rule, or names its constant', () => {
    const ruleMessages = new Map(
      FILES.filter((file) => file.startsWith('src/rules/') && !isTest(file)).flatMap((file) =>
        chineseConstants(ROOT, file).map(({ name, text }) => [text, `${name} (${file})`] as const),
      ),
    );
    const restated = FILES.filter((file) => file.startsWith('mocks/') && !isTest(file)).flatMap((file) =>
      chineseLiterals(ROOT, file).flatMap((text) => (ruleMessages.has(text) ? [`${file}: '${text}' is ${ruleMessages.get(text)}`] : [])),
    );
    expect(restated).toEqual([]);
  });

  it('src/contracts holds shapes and vocabularies, and imports nothing but other contracts', () => {
    const graph = importGraph(ROOT, FILES);
    const outside = FILES.filter((file) => file.startsWith('src/contracts/')).flatMap((file) =>
      (graph.get(file) ?? []).filter((target) => !target.startsWith('src/contracts/')).map((target) => `${file} → ${target}`),
    );
    expect(outside).toEqual([]);
  });
});
