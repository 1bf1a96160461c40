// Runs the tests that read the hour of the day at several hours (TEST_CLOCK, China time), so a test that
// passes only by day or only by night fails here whenever it runs. A test file joins by carrying the marker
// line below; the hours straddle the RDS night window (00:00–06:00) and the day's ends.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const HOUR_MARKER = 'Reads the hour of the day: run at several hours by scripts/testHours.ts.';
const TEST_HOURS = ['00:30', '05:59', '06:00', '12:00', '23:59'];
const ROOTS = ['machines', 'mocks', 'src', 'scripts', 'tests'];

function* testFiles(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** The test files that declare they read the hour. */
function hourSensitiveFiles(root = process.cwd()): string[] {
  return ROOTS.flatMap((folder) => [...testFiles(join(root, folder))])
    .filter((file) => readFileSync(file, 'utf8').includes(HOUR_MARKER))
    .map((file) => relative(root, file))
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = hourSensitiveFiles();
  console.log(`Tests that read the hour (${files.length}): ${files.join(', ')}`);
  let failed = 0;
  for (const hour of TEST_HOURS) {
    const env = { ...process.env, TEST_CLOCK: hour, NO_COLOR: '1', FORCE_COLOR: '0' };
    const run = spawnSync('npx', ['vitest', 'run', '--reporter=dot', ...files], { stdio: ['ignore', 'pipe', 'pipe'], env, encoding: 'utf8' });
    const summary = run.stdout.split('\n').find((line) => line.includes('Tests ')) ?? '';
    console.log(`${hour} China time: ${run.status === 0 ? 'passed' : 'FAILED'} ${summary.trim()}`);
    if (run.status !== 0) {
      failed += 1;
      process.stdout.write(run.stdout + run.stderr);
    }
  }
  process.exit(failed ? 1 : 0);
}
