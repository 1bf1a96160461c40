import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionsStore } from './sessionsStore.ts';

describe('the sessions database', () => {
  // IndexedDB is the worker's, shared with the other test files it runs (isolate: false): leave nothing behind.
  afterEach(() => Dexie.delete('portal-sessions'));

  it('reads and replaces what the earlier, Dexie-made database of the same name kept', async () => {
    const earlier = new Dexie('portal-sessions');
    earlier.version(1).stores({ sessions: '&account' });
    await earlier.table('sessions').put({ account: 'staff01', savedAt: 1 });
    earlier.close();

    expect(await sessionsStore.get('staff01')).toEqual({ account: 'staff01', savedAt: 1 });
    await sessionsStore.put({ account: 'staff01', savedAt: 2 });
    expect(await sessionsStore.get('staff01')).toEqual({ account: 'staff01', savedAt: 2 });
    await sessionsStore.delete('staff01');
    expect(await sessionsStore.get('staff01')).toBeUndefined();
  });

  it('opens again after another page deleted the database', async () => {
    await sessionsStore.put({ account: 'agent01' });
    await Dexie.delete('portal-sessions');
    expect(await sessionsStore.get('agent01')).toBeUndefined();
    await sessionsStore.put({ account: 'agent01' });
    expect(await sessionsStore.get('agent01')).toEqual({ account: 'agent01' });
  });
});
