import { spawn } from 'node:child_process';
import { NOTATION, pathOf, reportLine } from './modelPathWords.ts';

// `npm run test:model` (QA's command): only the model-based paths — the unit ones generated from
// each machine, then the in-browser ones (Playwright tests tagged @model) — and, per machine,
// the states and transitions the paths cover out of the total, and how many paths the browser drives.
// What each half prints shows as it comes, the browser's paths in the words --list uses.
//   --machine NAME   one machine only (e.g. --machine slider)
//   --list           print the browser paths in words, without running anything

/** Runs a command, printing its output as it comes through `show` (a line at a time), and answers all of it. */
function run(command: string, args: string[], show: ((line: string) => string) | null): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: '0' } });
    let output = '';
    let pending = '';
    const take = (chunk: Buffer) => {
      output += chunk.toString();
      if (!show) return;
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) process.stdout.write(`${show(line)}\n`);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (status) => {
      if (show && pending) process.stdout.write(`${show(pending)}\n`);
      resolve({ ok: status === 0, output });
    });
  });
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

if (args.includes('--list')) {
  const listed = await run('npx', ['playwright', 'test', '--list', '--grep', browserGrep], null);
  const titles = listed.output.split('\n').filter((line) => line.includes('@model '));
  console.log(NOTATION);
  if (titles.length === 0) console.log(machine ? `\nNo browser paths for ${machine}.` : '\nNo browser paths.');
  let current = '';
  for (const line of titles) {
    const path = pathOf(line.slice(line.lastIndexOf('@model ')));
    if (!path) continue;
    if (path.name !== current) console.log(`\n${path.name}`);
    current = path.name;
    console.log(`  - ${path.words}`);
  }
  process.exit(listed.ok ? 0 : 1);
}

const unitArgs = ['vitest', 'run', '--project', 'model', ...(machine ? [`machines/${machine}.model.test.ts`] : [])];
const unit = await run('npx', unitArgs, (line) => line);
const coverage = [...new Set(unit.output.split('\n').filter((line) => line.trimStart().startsWith('[model]')).map((line) => line.trim()))];

console.log('\nBuilding the portal for the browser half…');
const build = await run('npx', ['vite', 'build', '--outDir', 'dist-e2e', '--emptyOutDir', '--logLevel', 'warn'], (line) => line);
if (build.ok) console.log(`\nReplaying the model paths in Chromium, each as it runs.\n${NOTATION}\n`);
const browser = build.ok ? await run('npx', ['playwright', 'test', '--grep', browserGrep, '--pass-with-no-tests', '--reporter=list'], reportLine) : build;

const driven = [...new Set(browser.output.split('\n').filter((line) => line.trimStart().startsWith('[model:e2e]')).map((line) => line.trim()))];

console.log('\nModel coverage per machine (states and transitions covered / total):');
for (const line of coverage.sort()) console.log(`  ${line.replace('[model] ', '')}`);
console.log('\nModel paths replayed in Chromium:');
for (const line of driven.sort()) console.log(`  ${line.replace('[model:e2e] ', '')}`);
process.exit(unit.ok && browser.ok ? 0 : 1);
