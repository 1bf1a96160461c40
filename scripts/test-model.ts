import { spawn } from 'node:child_process';

// `npm run test:model` (QA's command): only the model-based paths — the unit ones generated from
// each machine, then the in-browser ones (Playwright tests tagged @model) — and, per machine,
// the states and transitions the paths cover out of the total, and how many paths the browser drives.
// What each half prints shows as it comes, the browser's paths in the words --list uses.
//   --machine NAME   one machine only (e.g. --machine slider)
//   --list           print the browser paths in words, without running anything

/** How a path reads, printed above --list and before the browser half. */
const NOTATION = [
  'A path reads: from <its starting input>: <its events in order, joined by "then">.',
  '  "<call> answers" / "<call> fails": a call the machine waits for (the server, a timer\'s work) answers or fails;',
  '  "time passes (<delay>) in <state>": a timer fires; "(…)" after an event: what it carries (a form, a message).',
  '  "[a, b]" after the events: the answers the server gives along the path, in order (e.g. the statuses it returns);',
  '  "⇒ <state>": the state the path ends in.',
].join('\n');

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

/** An event of a path as a person would say it. */
function inWords(event: string): string {
  const call = /^xstate\.(done|error)\.actor\.(?:\d+\.)?(.+)$/.exec(event);
  if (call) return `${call[2]} ${call[1] === 'done' ? 'answers' : 'fails'}`;
  const timer = /^xstate\.after\.([^.]+)\.(.+)$/.exec(event);
  if (timer) return `time passes (${timer[1]}) in ${timer[2]}`;
  return event.toLowerCase().replace(/_/g, ' ');
}

/** A model test's title (`@model name (input): E1 → E2 [answers] ⇒ state`) as its machine, input and path in words. */
function pathOf(title: string): { name: string; input: string; words: string } | null {
  const match = /@model (\S+) \((.*?)\): ?(.*?)(?: \(\d+(?:\.\d+)?m?s\))?$/.exec(title);
  if (!match) return null;
  const [, name, input, rest] = match;
  const ends = / ⇒ (\S+)$/.exec(rest);
  const beforeEnd = ends ? rest.slice(0, ends.index) : rest;
  const answers = / \[([^\]]*)\]$/.exec(beforeEnd);
  const events = answers ? beforeEnd.slice(0, answers.index) : beforeEnd;
  const steps = events ? events.split(' → ').map(inWords).join(', then ') : 'nothing happens';
  return { name, input, words: `from ${input}: ${steps}${answers?.[1] ? ` [${answers[1]}]` : ''}${ends ? ` ⇒ ${ends[1]}` : ''}` };
}

/** A line of Playwright's report with the path of a model test in words (its status and time kept). */
function reportLine(line: string): string {
  const at = line.lastIndexOf('@model ');
  const path = at >= 0 ? pathOf(line.slice(at)) : null;
  if (!path) return line;
  // Its status and number, without the file and the describe's title.
  const head = line.slice(0, line.includes(' › ') ? line.indexOf(' › ') : at).replace(/\s+tests\/e2e\/\S+$/, '');
  const time = /\((\d+(?:\.\d+)?m?s)\)$/.exec(line);
  return `${head} ${path.name} ${path.words}${time ? ` (${time[1]})` : ''}`;
}

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
