import { UploadFailure } from '../../machines/uploadTask.failure.ts';
import { HTTP_TIMEOUT_MS, SESSION_EXPIRED_CODE, SUCCESS_CODE, headersFor } from '../api/client.ts';
import { endSession } from '../api/session.ts';
import { toUploadFailure } from './adapters/failures.ts';

const SESSION_ENDED_TEXT = '登录已失效，请重新登录';

interface Envelope<T> {
  code?: number;
  msg?: string;
  data?: T;
}

/**
 * One call of an upload to the product's own API (its upload endpoints, a fresh descriptor), with the bearer
 * token; its failure as the task machine understands it. Unlike the portal's other calls it says nothing on
 * screen: a task retrying every few seconds would toast each time. A lowercase 403 ends the session
 * (docs/product.md#calls-and-errors); a 5xx that is not the service's own answer comes from a gateway whose
 * service is away, which counts as no answer.
 */
export async function callProduct<T>(url: string, init: RequestInit, timeout = HTTP_TIMEOUT_MS): Promise<T> {
  const json: Record<string, string> = typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {};
  let response: Response;
  try {
    response = await fetch(url, { ...init, headers: { ...headersFor(url), ...json }, signal: AbortSignal.timeout(timeout) });
  } catch {
    throw toUploadFailure(0, undefined, undefined);
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope<T>;
  if (envelope.code === SESSION_EXPIRED_CODE) {
    endSession();
    // Not a refusal of the upload: its parts stay, and it resumes after the next sign-in.
    throw new UploadFailure(envelope.msg ?? SESSION_ENDED_TEXT, 'retryable', response.status);
  }
  if (envelope.code === undefined && response.status >= 500) throw toUploadFailure(0, undefined, undefined);
  if (!response.ok) throw toUploadFailure(response.status, undefined, envelope.msg);
  if (envelope.code !== SUCCESS_CODE) throw new UploadFailure(envelope.msg ?? `上传失败（${response.status}）`, 'fatal', response.status);
  return envelope.data as T;
}
