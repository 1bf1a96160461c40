// `npm run test:calendar`: the whole vitest suite at every instant chosen to break date code (tests/testClock.ts),
// one instant after the other; no test declares that it reads the date. `-- --at month-start,leap-day` picks
// instants by name; `-- --e2e` runs the browser tests at each of them too (after one e2e build).
import { spawnSync } from 'node:child_process';
import { calendarInstants } from '../tests/testClock.ts';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? (process.argv[index + 1] ?? '') : null;
};
const chosen = argument('--at')?.split(',').filter(Boolean) ?? null;
const withBrowser = process.argv.includes('--e2e');
const instants = calendarInstants().filter(({ name }) => !chosen || chosen.includes(name));
if (chosen && instants.length !== chosen.length) {
  console.error(`Unknown instant in ${chosen.join(',')}; known: ${calendarInstants().map(({ name }) => name).join(', ')}`);
  process.exit(2);
}

const chinaText = (time: number) => `${new Date(time + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} China time`;
const summaryLine = (output: string, pattern: RegExp) => output.split('\n').findLast((line) => pattern.test(line))?.trim() ?? '';

function run(command: string, args: string[], env: NodeJS.ProcessEnv): { ok: boolean; output: string } {
  const result = spawnSync(command, args, { env: { ...process.env, ...env, NO_COLOR: '1', FORCE_COLOR: '0' }, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

if (withBrowser) {
  const build = run('npm', ['run', '--silent', 'build:e2e'], {});
  if (!build.ok) {
    process.stdout.write(build.output);
    process.exit(1);
  }
}
let failed = 0;
for (const { name, at } of instants) {
  const env = { TEST_CLOCK: new Date(at).toISOString() };
  const halves = [{ label: 'vitest', ...run('npx', ['vitest', 'run', '--reporter=dot'], env), summary: /Tests\s/ }];
  if (withBrowser) halves.push({ label: 'chromium', ...run('npx', ['playwright', 'test', '--reporter=dot'], env), summary: /passed|failed/ });
  for (const half of halves) {
    console.log(`${name} (${chinaText(at)}) ${half.label}: ${half.ok ? 'passed' : 'FAILED'} ${summaryLine(half.output, half.summary)}`);
    if (!half.ok) {
      failed += 1;
      process.stdout.write(half.output);
    }
  }
}
process.exit(failed ? 1 : 0);
