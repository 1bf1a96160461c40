// `npm test`: every check, the independent single-threaded ones side by side on the machine's cores, then
// vitest on one thread beside the browser half. Ends with how long each phase took.
import { spawn } from 'node:child_process';

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

/** An npm script and the arguments it is run with. */
type Script = [name: string, ...args: string[]];

/** Runs an npm script; `quiet` keeps its output until it ends (for scripts running side by side). */
function runScript([name, ...args]: Script, quiet: boolean): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name, ...(args.length ? ['--', ...args] : [])], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk));
    child.on('close', (code) => {
      const outcome = { name, ok: code === 0, seconds: (Date.now() - started) / 1000 };
      if (quiet) process.stdout.write(`\n── ${name} (${outcome.ok ? 'passed' : 'FAILED'}) ──\n${output}`);
      resolve(outcome);
    });
  });
}

/** Scripts run one after the other, stopping at the first that fails. */
async function runSequence(scripts: Script[], quiet: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const script of scripts) {
    outcomes.push(await runScript(script, quiet));
    if (!outcomes.at(-1)!.ok) break;
  }
  return outcomes;
}

// Lint, typecheck and the e2e build run single-threaded side by side; the size budgets are checked on the e2e build
// once it is there (the same production build `npm run size` makes). Then the browser half, whose tests spend a good
// part of their time waiting (a retry interval, a debounce, a held answer, the page's clock), with vitest on one
// thread beside it filling those gaps; vitest runs the stand-in's, rules' and machines' tests again at two instants
// that break date code (vite.config.ts, tests/testClock.ts). The last script of a phase shows its output as it runs.
const PHASES: Script[][][] = [
  [[['typecheck']], [['lint']], [['build:e2e'], ['size:check']]],
  [[['test:unit', '--maxWorkers=1']], [['test:browser']]],
];

const outcomes: Outcome[] = [];
const started = Date.now();
for (const phase of PHASES) {
  outcomes.push(...(await Promise.all(phase.map((scripts, index) => runSequence(scripts, index < phase.length - 1)))).flat());
  if (outcomes.some((outcome) => !outcome.ok)) break;
}
const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
const named = (sequence: Script[]) => sequence.map((script) => script.join(' ')).join(' then ');
console.log(`\nnpm test: ${minutes((Date.now() - started) / 1000)} min in all (${PHASES.map((phase) => phase.map(named).join(', ')).join(' side by side; ')} side by side)`);
for (const { name, ok, seconds } of outcomes) console.log(`  ${ok ? 'passed' : 'FAILED'}  ${minutes(seconds).padStart(5)}  ${name}`);
process.exit(outcomes.every((outcome) => outcome.ok) && outcomes.length === PHASES.flat(2).length ? 0 : 1);
