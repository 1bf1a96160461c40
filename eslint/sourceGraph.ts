import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The repository's sources as a graph of relative imports, for the structural tests beside this file.

const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*'(\.[^']+)'|import\(\s*'(\.[^']+)'\s*\)/g;

/** Every .ts/.tsx file under the given folders of `root`, relative to it. */
export function sourceFiles(root: string, dirs: readonly string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(relative);
      return SOURCE.test(entry.name) ? [relative] : [];
    });
  return dirs.flatMap(walk);
}

/** The files each file imports by a relative path (type-only imports included: they tie the files too). */
export function importGraph(root: string, files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      const targets = [...text.matchAll(IMPORT)]
        .map((match) => path.normalize(path.join(path.dirname(file), match[1] ?? match[2])))
        .filter((target) => known.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The import loops of a graph: each strongly connected group of two or more files, or a file importing itself. */
export function importLoops(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  let counter = 0;
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file)!, index.get(next)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) loops.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return loops;
}

/** The graph between groups of files (a file's folder, say): group A imports B when a file of A imports one of B. */
export function groupGraph(graph: Map<string, string[]>, groupOf: (file: string) => string): Map<string, string[]> {
  const groups = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    const reached = groups.get(from) ?? new Set<string>();
    for (const target of targets) if (groupOf(target) !== from) reached.add(groupOf(target));
    groups.set(from, reached);
  }
  return new Map([...groups].map(([group, reached]) => [group, [...reached]]));
}

/** The names of the types and interfaces each file exports. */
export function exportedTypeNames(root: string, file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  return [...text.matchAll(/^export (?:interface|type) ([A-Za-z0-9_]+)/gm)].map((match) => match[1]);
}
