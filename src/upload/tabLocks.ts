/**
 * One browser tab drives a given upload task: it holds the task's Web Lock while it does. A release
 * function lets the lock go (the browser also lets it go when the tab closes or reloads).
 */
const lockName = (taskId: string) => `portal-upload:${taskId}`;

function request(taskId: string, options: LockOptions): Promise<(() => void) | null> {
  return new Promise((resolve) => {
    navigator.locks
      .request(lockName(taskId), options, (lock) => {
        if (!lock) return resolve(null);
        return new Promise<void>((release) => resolve(() => release()));
      })
      .catch(() => resolve(null)); // given up through the signal
  });
}

const locksMissing = () => typeof navigator === 'undefined' || !navigator.locks;

/** The task's lock if no other tab holds it; null when another tab drives the task. */
export function holdLock(taskId: string): Promise<(() => void) | null> {
  return locksMissing() ? Promise.resolve(() => undefined) : request(taskId, { ifAvailable: true });
}

/** Waits until the tab driving the task lets it go (closed, reloaded or finished); null if `signal` gives up first. */
export function awaitLock(taskId: string, signal: AbortSignal): Promise<(() => void) | null> {
  return locksMissing() ? Promise.resolve(null) : request(taskId, { signal });
}
