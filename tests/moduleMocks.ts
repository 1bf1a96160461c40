import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A test file that replaces a module (`vi.mock`, `vi.doMock`) needs a module graph of its own: in a shared one the module is already loaded. */
const REPLACES_A_MODULE = /\bvi\.(do)?[mM]ock\(/;

/**
 * The test files (`*.test.ts`, `*.test.tsx`) under `roots` that replace a module, as paths relative to `base` (vite.config.ts runs them
 * in a worker graph of their own; every other file of a project shares its worker's, which spares re-importing the
 * stand-in for each file). Read from the files themselves, so a new file is placed by what it does.
 */
export function filesReplacingModules(base: string, roots: string[]): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(path);
      else if (/\.test\.tsx?$/.test(entry.name) && REPLACES_A_MODULE.test(readFileSync(path, 'utf8'))) found.push(relative(base, path));
    }
  };
  roots.forEach((root) => walk(join(base, root)));
  return found.sort();
}
