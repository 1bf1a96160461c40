import { spawnSync } from 'node:child_process';

// `npm run test:model` (QA's command): only the model-based paths — the unit ones generated from
// each machine, then the in-browser ones (Playwright tests tagged @model) — and, per machine,
// the states and transitions the paths cover out of the total.
function run(command: string, args: string[]): { ok: boolean; output: string } {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 });
  const output = `${result.stdout}${result.stderr}`;
  process.stdout.write(output);
  return { ok: result.status === 0, output };
}

const unit = run('npx', ['vitest', 'run', '--project', 'model']);
const coverage = [...new Set(unit.output.split('\n').filter((line) => line.trimStart().startsWith('[model]')).map((line) => line.trim()))];

const browserArgs = ['playwright', 'test', '--grep', '@model', '--pass-with-no-tests'];
const build = run('npx', ['vite', 'build', '--outDir', 'dist-e2e', '--emptyOutDir', '--logLevel', 'warn']);
const browser = build.ok ? run('npx', browserArgs) : build;

const driven = [...new Set(browser.output.split('\n').filter((line) => line.trimStart().startsWith('[model:e2e]')).map((line) => line.trim()))];

console.log('\nModel coverage per machine (states and transitions covered / total):');
for (const line of coverage.sort()) console.log(`  ${line.replace('[model] ', '')}`);
console.log('\nModel paths replayed in Chromium:');
for (const line of driven.sort()) console.log(`  ${line.replace('[model:e2e] ', '')}`);
process.exit(unit.ok && browser.ok ? 0 : 1);
