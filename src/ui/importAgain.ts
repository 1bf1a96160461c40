/**
 * A module whose dynamic import failed (the network was down), asked for again. A browser may keep the failed
 * import for the life of the document and answer the same address with the same failure, so the module is
 * asked for at an address of its own: the one the failure names, with a query. Only a script of this origin's
 * is asked for; a failure that names none (or another origin's) is thrown again.
 */
export function importAgain<T>(failure: unknown): Promise<T> {
  const url = failedModuleUrl(failure);
  if (!url) return Promise.reject(failure);
  const again = new URL(url);
  again.searchParams.set('again', String(Date.now()));
  return import(/* @vite-ignore */ again.href) as Promise<T>;
}

/** The address a failed dynamic import names in its message (Chromium's and Firefox's do), when it is this origin's. */
export function failedModuleUrl(failure: unknown): string | null {
  const named = /(https?:\/\/\S+\.js)\b/.exec(failure instanceof Error ? failure.message : '')?.[1];
  if (!named) return null;
  try {
    return new URL(named).origin === location.origin ? named : null;
  } catch {
    return null;
  }
}
