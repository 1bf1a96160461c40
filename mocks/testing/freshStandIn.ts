import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { startStandIn, type StandIn } from '../standIn.ts';
import { testClockStart } from '../../tests/testClock.ts';

/**
 * One stand-in for a whole test file, on a temporary folder removed afterwards, seeded once (its tests
 * share its rows and see each other's changes). Read it through the returned function (it starts in beforeAll).
 * Under TEST_CLOCK its clock starts at that instant again at every reset, as the e2e fixtures' does.
 */
export function sharedStandIn(folderPrefix: string): () => StandIn {
  let standIn: StandIn;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
    standIn = await startStandIn({ dataDir, fresh: true, seedShelf: inject('seedShelf'), clockStart: testClockStart() ?? undefined });
  });
  afterAll(async () => {
    await standIn.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return () => standIn;
}

/** A stand-in of its own for one test file (as `sharedStandIn`), reseeded before every test. */
export function freshStandInPerTest(folderPrefix: string): () => StandIn {
  const standIn = sharedStandIn(folderPrefix);
  beforeEach(() => standIn().reset());
  return standIn;
}
