// `npm test`: every check but the browser tests side by side on the machine's cores, then the browser tests.
// Ends with how long each step took.
import { spawn } from 'node:child_process';

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
}

/** Runs an npm script; `quiet` keeps its output until it ends (for scripts running side by side). */
function runScript(name: string, quiet: boolean): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
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
async function runSequence(names: string[], quiet: boolean): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const name of names) {
    outcomes.push(await runScript(name, quiet));
    if (!outcomes.at(-1)!.ok) break;
  }
  return outcomes;
}

// Lint, typecheck and the e2e build (single-threaded) run beside vitest, filling the moments its workers wait (19 s
// less than one after the other, measured); the size budgets are checked on the e2e build once it is there (the same
// production build `npm run size` makes). vitest runs the stand-in's, rules' and machines' tests again at two
// instants that break date code (vite.config.ts, tests/testClock.ts). The browser tests need both cores to themselves.
const PHASES: string[][][] = [[['typecheck'], ['lint'], ['build:e2e', 'size:check'], ['test:unit']], [['test:browser']]];

const outcomes: Outcome[] = [];
const started = Date.now();
for (const phase of PHASES) {
  outcomes.push(...(await Promise.all(phase.map((names) => runSequence(names, phase.length > 1)))).flat());
  if (outcomes.some((outcome) => !outcome.ok)) break;
}
/** m:ss, rounded to the second first (59.6 s is 1:00, not 0:60). */
const minutes = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
console.log(`\nnpm test: ${minutes((Date.now() - started) / 1000)} min in all (${PHASES[0].map((names) => names.join(' then ')).join(', ')} side by side)`);
for (const { name, ok, seconds } of outcomes) console.log(`  ${ok ? 'passed' : 'FAILED'}  ${minutes(seconds).padStart(5)}  ${name}`);
process.exit(outcomes.every((outcome) => outcome.ok) && outcomes.length === PHASES.flat(2).length ? 0 : 1);
