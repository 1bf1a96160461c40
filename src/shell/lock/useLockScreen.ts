import { useActorRef } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { lockScreenMachine } from '../../../machines/lockScreen.machine.ts';
import { unlockSession } from '../../api/preferences.ts';
import { usePreferences } from '../preferences/preferenceStore.ts';
import { forgetLock, lastActivityAnywhere, lockedHere, onLockElsewhere, recordActivity, rememberLock } from './lockStorage.ts';

export type LockActor = ActorRefFrom<typeof lockScreenMachine>;

/** The server checks the password (and counts a wrong one as a failed sign-in). */
const serverChecked = lockScreenMachine.provide({
  actors: { checkPassword: fromPromise<void, { password: string }>(({ input }) => unlockSession(input.password).then(() => undefined)) },
});

/** Alt+L locks (Option+L on a Mac: the key's position, as Alt changes the character). */
export const LOCK_SHORTCUT = 'Alt+L';
const isLockShortcut = (event: KeyboardEvent) => event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.code === 'KeyL';

const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
/** Input is told to the other tabs at most this often; the idle time is looked at as often. */
const SHARE_EVERY_MS = 5_000;

/** Locks after `minutes` without input in any tab of this browser (0: never). */
function useIdleLock(minutes: number, lock: () => void): void {
  useEffect(() => {
    if (minutes === 0) return;
    let last = Date.now();
    let shared = 0;
    const active = () => {
      last = Date.now();
      if (last - shared < SHARE_EVERY_MS) return;
      shared = last;
      recordActivity(last);
    };
    ACTIVITY_EVENTS.forEach((type) => addEventListener(type, active, { capture: true, passive: true }));
    const timer = setInterval(() => {
      if (Date.now() - Math.max(last, lastActivityAnywhere()) >= minutes * 60_000) lock();
    }, SHARE_EVERY_MS);
    return () => {
      clearInterval(timer);
      ACTIVITY_EVENTS.forEach((type) => removeEventListener(type, active, { capture: true }));
    };
  }, [minutes, lock]);
}

/**
 * 锁屏 (docs/product.md#lock-screen): locked by the header's button, Alt+L or the idle time the preferences set,
 * kept across reloads and this browser's tabs; open again with the account's password.
 */
export function useLockScreen(): LockActor {
  const actor = useActorRef(serverChecked, { input: { locked: lockedHere() } });
  useEffect(() => {
    const remembered = actor.on('locked', rememberLock);
    const forgotten = actor.on('unlocked', forgetLock);
    const stopListening = onLockElsewhere((locked) => actor.send(locked ? { type: 'LOCK' } : { type: 'UNLOCKED_ELSEWHERE' }));
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isLockShortcut(event)) return;
      event.preventDefault();
      actor.send({ type: 'LOCK' });
    };
    addEventListener('keydown', onKeyDown);
    return () => {
      remembered.unsubscribe();
      forgotten.unsubscribe();
      stopListening();
      removeEventListener('keydown', onKeyDown);
    };
  }, [actor]);
  const lock = useCallback(() => actor.send({ type: 'LOCK' }), [actor]);
  useIdleLock(usePreferences().autoLockMinutes, lock);
  return actor;
}
