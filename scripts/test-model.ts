import { spawnSync } from 'node:child_process';

// `npm run test:model` (QA's command): only the model-based paths — the unit ones generated from
// each machine, then the in-browser ones (Playwright tests tagged @model) — and, per machine,
// the states and transitions the paths cover out of the total, and how many paths the browser drives.
//   --machine NAME   one machine only (e.g. --machine slider)
//   --list           print the browser paths in words, without running anything
function run(command: string, args: string[], quiet = false): { ok: boolean; output: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout}${result.stderr}`;
  if (!quiet) process.stdout.write(output);
  return { ok: result.status === 0, output };
}

const args = process.argv.slice(2);
const machineAt = args.indexOf('--machine');
const machine = machineAt >= 0 ? args[machineAt + 1] : null;
if (machineAt >= 0 && !machine) {
  console.error('--machine needs a name, e.g. --machine slider');
  process.exit(2);
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const browserGrep = machine ? `@model ${escape(machine)} \\(` : '@model';

/** An event of a path as a person would say it. */
function inWords(event: string): string {
  const call = /^xstate\.(done|error)\.actor\.(?:\d+\.)?(.+)$/.exec(event);
  if (call) return `${call[2]} ${call[1] === 'done' ? 'answers' : 'fails'}`;
  const timer = /^xstate\.after\.([^.]+)\.(.+)$/.exec(event);
  if (timer) return `time passes (${timer[1]}) in ${timer[2]}`;
  return event.toLowerCase().replace(/_/g, ' ');
}

if (args.includes('--list')) {
  const listed = run('npx', ['playwright', 'test', '--list', '--grep', browserGrep], true);
  const titles = listed.output.split('\n').filter((line) => line.includes('@model '));
  if (titles.length === 0) console.log(machine ? `No browser paths for ${machine}.` : 'No browser paths.');
  let current = '';
  for (const line of titles) {
    const match = /@model (\S+) \((.*?)\): ?(.*)$/.exec(line);
    if (!match) continue;
    const [, name, input, events] = match;
    if (name !== current) console.log(`\n${name}`);
    current = name;
    const steps = events ? events.split(' → ').map(inWords).join(', then ') : 'nothing happens';
    console.log(`  - from ${input}: ${steps}`);
  }
  process.exit(listed.ok ? 0 : 1);
}

const unitArgs = ['vitest', 'run', '--project', 'model', ...(machine ? [`machines/${machine}.model.test.ts`] : [])];
const unit = run('npx', unitArgs);
const coverage = [...new Set(unit.output.split('\n').filter((line) => line.trimStart().startsWith('[model]')).map((line) => line.trim()))];

const browserArgs = ['playwright', 'test', '--grep', browserGrep, '--pass-with-no-tests'];
const build = run('npx', ['vite', 'build', '--outDir', 'dist-e2e', '--emptyOutDir', '--logLevel', 'warn']);
const browser = build.ok ? run('npx', browserArgs) : build;

const driven = [...new Set(browser.output.split('\n').filter((line) => line.trimStart().startsWith('[model:e2e]')).map((line) => line.trim()))];

console.log('\nModel coverage per machine (states and transitions covered / total):');
for (const line of coverage.sort()) console.log(`  ${line.replace('[model] ', '')}`);
console.log('\nModel paths replayed in Chromium:');
for (const line of driven.sort()) console.log(`  ${line.replace('[model:e2e] ', '')}`);
process.exit(unit.ok && browser.ok ? 0 : 1);
