import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder where this run's test files share the stand-in worlds they seed (mocks/standIn.ts). */
    seedShelf: string;
  }
}

/**
 * A shelf for one vitest run: every test file's stand-in seeds the same world, so the first one of each
 * instant seeds it and the rest copy it. It lives only as long as the run, so a changed seed is never
 * served from an older run's shelf.
 */
export default function setup(project: TestProject) {
  const shelf = mkdtempSync(join(tmpdir(), 'agent-portal-seed-shelf-'));
  project.provide('seedShelf', shelf);
  return () => rmSync(shelf, { recursive: true, force: true });
}
