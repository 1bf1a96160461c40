import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startStandIn, type StandIn } from '../standIn.ts';

/**
 * A stand-in of its own for one test file, on a temporary folder removed afterwards, reseeded
 * before every test. Read it through the returned function (it starts in beforeAll).
 */
export function freshStandInPerTest(folderPrefix: string): () => StandIn {
  let standIn: StandIn;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
    standIn = await startStandIn({ dataDir, fresh: true });
  });
  afterAll(async () => {
    await standIn.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  beforeEach(() => standIn.reset());
  return () => standIn;
}
