/**
 * The store's clock as this browser should sign with it: a request refused as RequestTimeTooSkewed
 * carries the store's time (ServerTime in the answer, or its Date header), and the offset learned from
 * it dates every later request, so the retry passes.
 */
export class StoreClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Takes the store's time from a skew refusal; false when it gave none readable. */
  learn(serverTime: string | undefined, localNow = Date.now()): boolean {
    const at = Date.parse(serverTime ?? '');
    if (!Number.isFinite(at)) return false;
    this.offsetMs = at - localNow;
    return true;
  }
}

export const CLOCK_SKEWED = 'RequestTimeTooSkewed';
