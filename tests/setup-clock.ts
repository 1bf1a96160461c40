import { testClockStart } from './testClock.ts';

// Under TEST_CLOCK every test file starts at that instant and the clock runs on from there at the real pace,
// to the millisecond (a faked clock that moves in steps makes calls a few milliseconds apart look simultaneous);
// timers stay real. A test that fakes timers itself takes over, and gives this clock back when it ends.
// The runner's own Date is kept on first use: a worker that runs several files in one module graph (vite.config.ts
// `isolate`) runs this file again for each of them, and each starts from the runner's clock, not the shifted one.
const REAL_DATE = Symbol.for('agent-portal.realDate');
const globals = globalThis as typeof globalThis & { [REAL_DATE]?: DateConstructor };
const start = testClockStart();
if (start !== null) {
  const RealDate = (globals[REAL_DATE] ??= Date);
  const offset = start - RealDate.now();
  const now = () => RealDate.now() + offset;
  function ShiftedDate(this: unknown, ...args: Array<string | number | Date>): Date | string {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : new RealDate(...(args as [number, number]));
  }
  ShiftedDate.prototype = RealDate.prototype;
  globalThis.Date = Object.assign(ShiftedDate, { now, parse: RealDate.parse, UTC: RealDate.UTC }) as unknown as DateConstructor;
}
