/**
 * How a call or a part failed, which decides what the task does next (docs/product.md#flows):
 * network errors and 5xx are retried, 3xx/4xx abort, an expired temporary credential is refreshed, and
 * 'wrongFile' (the file no longer matches the parts the store holds) stops the task until another file is picked.
 */
export type FailureKind = 'retryable' | 'fatal' | 'expired' | 'wrongFile';

export class UploadFailure extends Error {
  constructor(
    message: string,
    readonly kind: FailureKind,
    /** The HTTP status; 0 when no answer came (the network, the server or its store is away). */
    readonly status = 0,
  ) {
    super(message);
  }

  /** Nothing answered: worth trying again by itself once the server or the network is back. */
  get unanswered(): boolean {
    return this.kind === 'retryable' && this.status === 0;
  }
}

export const NETWORK_FAILURE_TEXT = '网络连接中断';

/** The kind of an HTTP answer that is not a success (status 0 = no answer at all). */
export function failureKindOf(status: number): FailureKind {
  return status === 0 || status >= 500 ? 'retryable' : 'fatal';
}
