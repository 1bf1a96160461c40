import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { PROBE_INTERVAL_MS, RESTORED_SHOWN_MS, networkState, networkStatusMachine } from './networkStatus.machine.ts';

function start(browserOnline: boolean, probe: () => Promise<void> = () => Promise.reject(new Error('no answer'))) {
  const reconnected = vi.fn();
  const probes = vi.fn(probe);
  const machine = networkStatusMachine.provide({ actors: { probe: fromPromise(probes) }, actions: { reconnected } });
  const actor = createActor(machine, { input: { browserOnline } }).start();
  return { actor, reconnected, probes, state: () => networkState(actor.getSnapshot().value) };
}

describe('network status', () => {
  it('starts from what the browser says', () => {
    expect(start(true).state()).toBe('online');
    expect(start(false).state()).toBe('offline');
  });

  it('goes offline on a call that got no answer, and back on the next answer, once', () => {
    const { actor, reconnected, state } = start(true);
    actor.send({ type: 'CALL_FAILED' });
    expect(state()).toBe('offline');
    actor.send({ type: 'CALL_ANSWERED' });
    actor.send({ type: 'CALL_ANSWERED' });
    expect(state()).toBe('restored');
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it('asks nothing while the browser has no network, and asks once it has one', async () => {
    vi.useFakeTimers();
    try {
      const { actor, probes, reconnected, state } = start(true, () => Promise.resolve());
      actor.send({ type: 'BROWSER_OFFLINE' });
      await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3);
      expect(probes).not.toHaveBeenCalled();
      actor.send({ type: 'BROWSER_ONLINE' });
      await vi.advanceTimersByTimeAsync(0);
      expect(probes).toHaveBeenCalledTimes(1);
      expect(state()).toBe('restored');
      expect(reconnected).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(RESTORED_SHOWN_MS);
      expect(state()).toBe('online');
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks an unreachable service again every interval, not faster', async () => {
    vi.useFakeTimers();
    try {
      const { actor, probes, state } = start(true);
      actor.send({ type: 'CALL_FAILED' });
      await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3 + 10);
      expect(probes).toHaveBeenCalledTimes(3);
      expect(state()).toBe('offline');
    } finally {
      vi.useRealTimers();
    }
  });
});
