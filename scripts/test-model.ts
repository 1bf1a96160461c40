import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { UNIT_REPORT_TAG } from '../machines/testing/modelReportData.ts';
import { writeModelReport } from './modelReport/write.ts';

// `npm run test:model` (QA's console for the machines, docs/architecture.md#tests): the model-based paths only —
// the unit ones generated from each machine, then the ones Chromium replays (Playwright tests tagged @model) —
// and per machine the states, transitions and transition pairs they take.
//   --list                        the browser paths, numbered, in the machines' own words; nothing runs
//   --machine NAME                one machine only (e.g. --machine slider)
//   --machine NAME --path N       replays path N of --list in Chromium and keeps its trace and screenshots
//   --walk NAME [--seed S] [--steps K]   a seeded random walk on the real page (default: a new seed, 30 steps)
//   --report                      everything, then writes model-report/index.html (a page per machine)
const USAGE = `用法：npm run test:model -- [--list] [--machine 名称 [--path N]] [--walk 名称 [--seed S] [--steps K]] [--report]`;
/** How a path reads, above --list and the browser half. */
const NOTATION =
  '每条路径：#编号 从「起点」：依次发生的事件（用 → 连接，括号里是区分同名事件的内容，如服务器的答复或输入的值）。\n单独重放一条：npm run test:model -- --machine 名称 --path 编号';
const REPORT_DIR = path.resolve('model-report');
const DATA_DIR = path.join(REPORT_DIR, 'data');
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e';

const args = process.argv.slice(2);
function option(name: string): string | null {
  const at = args.indexOf(name);
  if (at < 0) return null;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) fail(`${name} 需要一个值。${USAGE}`);
  return value;
}
function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/**
 * Runs a command with its output shown as it comes (progress) and kept, without colours, for reading afterwards;
 * its stdout also on its own (a long line written in parts there may have stderr's lines between them in `output`).
 */
function run(command: string, commandArgs: string[], env: Record<string, string> = {}, show = true): Promise<{ ok: boolean; output: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, { env: { ...process.env, FORCE_COLOR: '0', ...env } });
    let output = '';
    let stdout = '';
    let shown = 0;
    // Whole lines only, leaving out the unit tests' report data (one long line per machine).
    const showLines = (all: boolean) => {
      const end = all ? output.length : output.lastIndexOf('\n') + 1;
      if (show && end > shown) process.stdout.write(output.slice(shown, end).split('\n').filter((line) => !stripVTControlCharacters(line).startsWith(UNIT_REPORT_TAG)).join('\n'));
      shown = Math.max(shown, end);
    };
    const take = (chunk: Buffer) => {
      output += chunk;
      showLines(false);
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk;
      take(chunk);
    });
    child.stderr.on('data', take);
    child.on('close', (code) => {
      showLines(true);
      resolve({ ok: code === 0, output: stripVTControlCharacters(output), stdout: stripVTControlCharacters(stdout) });
    });
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const lines = (output: string, tag: string) => [...new Set(output.split('\n').filter((line) => line.trimStart().startsWith(tag)).map((line) => line.trim()))];

/** The unit model test file that checks a machine (money.model.test.ts checks recharge and balanceTransfer). */
function unitTestOf(machine: string): string {
  const file = readdirSync('machines').find((name) => name.endsWith('.model.test.ts') && readFileSync(path.join('machines', name), 'utf8').includes(`expectFullCoverage('${machine}'`));
  if (!file) fail(`没有名为 ${machine} 的状态机模型测试（machines/*.model.test.ts 里的 expectFullCoverage）。`);
  return path.join('machines', file);
}

const buildPortal = () => run('npx', ['vite', 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn']);
const browser = (grep: string, env: Record<string, string> = {}) => run('npx', ['playwright', 'test', '--grep', grep, '--pass-with-no-tests'], { E2E_OUT_DIR: OUT_DIR, ...env });

async function list(machine: string | null): Promise<never> {
  const listed = await run('npx', ['playwright', 'test', '--list', '--grep', machine ? `@model (@walk )?${escape(machine)} ` : '@model'], {}, false);
  const titles = listed.output.split('\n').flatMap((line) => {
    const match = /› ([^›]*?)（(\w+)）在浏览器里的模型路径 @model › @model (?:(@walk) \w+ (.*)|\w+ #(\d+) (.*))$/.exec(line);
    return match ? [{ title: match[1], machine: match[2], walk: match[4] ?? null, n: match[5] ?? null, words: match[6] ?? null }] : [];
  });
  if (titles.length === 0) console.log(machine ? `${machine} 没有浏览器路径。` : '没有浏览器路径。');
  else console.log(NOTATION);
  let current = '';
  for (const entry of titles) {
    if (entry.machine !== current) console.log(`\n${entry.title}（${entry.machine}）`);
    current = entry.machine;
    console.log(entry.walk ? `  随机漫步：${entry.walk}（npm test 里跑）` : `  #${entry.n} ${entry.words}`);
  }
  process.exit(listed.ok ? 0 : 1);
}

/** Replays path N of a machine with its trace kept, and says where the trace and screenshots are. */
async function replayPath(machine: string, n: string): Promise<never> {
  const build = await buildPortal();
  if (!build.ok) process.exit(1);
  const replay = await browser(`@model ${escape(machine)} #${escape(n)} `, { MODEL_RECORD_DIR: DATA_DIR });
  const [trace] = lines(replay.output, '[model:trace]').map((line) => line.split(' ').slice(2).join(' '));
  if (!trace) fail(`${machine} 没有第 ${n} 条浏览器路径（npm run test:model -- --list --machine ${machine} 列出它们）。`);
  const relative = path.relative(process.cwd(), trace);
  console.log(`\n追踪：${relative}\n查看：npx playwright show-trace ${relative}\n每一步的截图：${path.dirname(relative)}/step-*.jpg`);
  process.exit(replay.ok ? 0 : 1);
}

async function walk(machine: string): Promise<never> {
  const seed = option('--seed') ?? String(Math.floor(Math.random() * 2 ** 31));
  const steps = option('--steps') ?? '30';
  if (!/^\d+$/.test(seed) || !/^\d+$/.test(steps)) fail(`--seed 与 --steps 要整数。${USAGE}`);
  console.log(`随机漫步 ${machine}：种子 ${seed}，最多 ${steps} 步（同一种子重放同一次漫步：npm run test:model -- --walk ${machine} --seed ${seed} --steps ${steps}）`);
  const build = await buildPortal();
  if (!build.ok) process.exit(1);
  const walked = await browser(`@walk ${escape(machine)} `, { MODEL_WALK: `${machine}:${seed}:${steps}` });
  if (!walked.output.includes('[model:walk]')) fail(`${machine} 没有浏览器重放，不能在页面上漫步。`);
  process.exit(walked.ok ? 0 : 1);
}

/** The unit model tests (their coverage lines, and under --report what each hands the report), then the browser's. */
async function runAll(machine: string | null, report: boolean): Promise<never> {
  if (report) {
    rmSync(REPORT_DIR, { recursive: true, force: true });
    mkdirSync(DATA_DIR, { recursive: true });
  }
  const vitestJson = path.join(DATA_DIR, 'vitest.json');
  const reporters = report ? ['--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`] : [];
  const unit = await run('npx', ['vitest', 'run', '--project', 'model', ...reporters, ...(machine ? [unitTestOf(machine)] : [])], report ? { MODEL_REPORT: '1' } : {});
  if (report) keepUnitReports(unit.stdout, vitestJson);
  const build = await buildPortal();
  if (build.ok) console.log(`\n在 Chromium 里重放模型路径，逐条显示。\n${NOTATION}\n`);
  const grep = machine ? `@model (@walk )?${escape(machine)} ` : '@model';
  const replays = build.ok ? await browser(grep, report ? { MODEL_RECORD_DIR: DATA_DIR } : {}) : build;

  console.log('\n单元模型路径的覆盖（走过的 / 状态机定义的）：');
  for (const line of lines(unit.output, '[model]').sort()) console.log(`  ${line.replace('[model] ', '')}`);
  console.log('\n浏览器重放：');
  for (const line of lines(replays.output, '[model:e2e]').sort()) console.log(`  ${line.replace('[model:e2e] ', '')}`);
  if (report) console.log(`\n报告：${path.relative(process.cwd(), await writeModelReport(REPORT_DIR, new Date().toLocaleString('zh-CN', { hour12: false })))}（离线打开）`);
  process.exit(unit.ok && replays.ok ? 0 : 1);
}

/** Each machine's unit report line (from vitest's stdout) into data/<machine>/unit.json, and the unit model test failures by machine. */
function keepUnitReports(stdout: string, vitestJson: string) {
  const failuresByFile = new Map<string, string[]>();
  try {
    const results = JSON.parse(readFileSync(vitestJson, 'utf8')) as { testResults: Array<{ name: string; assertionResults: Array<{ status: string; fullName: string; failureMessages: string[] }> }> };
    for (const file of results.testResults) {
      const failed = file.assertionResults.filter((result) => result.status === 'failed');
      failuresByFile.set(path.basename(file.name), failed.map((result) => `${result.fullName}\n${result.failureMessages.join('\n').split('\n').slice(0, 12).join('\n')}`));
    }
  } catch {
    // No results file: vitest did not get to run the tests; its output says why.
  }
  for (const line of stdout.split('\n').filter((text) => text.startsWith(UNIT_REPORT_TAG))) {
    const unit = JSON.parse(line.slice(UNIT_REPORT_TAG.length)) as { name: string };
    const dir = path.join(DATA_DIR, unit.name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'unit.json'), line.slice(UNIT_REPORT_TAG.length));
    writeFileSync(path.join(dir, 'unit-failures.json'), JSON.stringify(failuresByFile.get(path.basename(unitTestOf(unit.name))) ?? []));
  }
}

const machine = option('--machine');
const walkName = option('--walk');
const pathNumber = option('--path');
if (args.includes('--list')) await list(machine);
if (pathNumber) await replayPath(machine ?? fail(`--path 需要 --machine。${USAGE}`), pathNumber);
if (walkName) await walk(walkName);
await runAll(machine, args.includes('--report'));
