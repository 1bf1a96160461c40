import { vi } from 'vitest';
import { testClockStart } from './testClock.ts';

// Under TEST_CLOCK every test file starts at that instant and the clock runs on from there; timers stay
// real. A test that fakes timers itself takes over (and gives back the real clock when it ends).
const start = testClockStart();
if (start !== null) vi.useFakeTimers({ toFake: ['Date'], now: start, shouldAdvanceTime: true });
