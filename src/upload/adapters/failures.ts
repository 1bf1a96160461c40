import { NETWORK_FAILURE_TEXT, UploadFailure, failureKindOf } from '../../../machines/uploadTask.failure.ts';

/** Error codes the stores answer for an expired temporary credential. */
const EXPIRED_CODES = ['SecurityTokenExpired', 'ExpiredToken', 'InvalidSecurityToken', 'TokenRefreshRequired'];

/** An SDK's failure as the task machine understands it. `status` 0 means no answer reached us. */
export function toUploadFailure(status: number, code: string | undefined, message: string | undefined): UploadFailure {
  if (code && EXPIRED_CODES.includes(code)) return new UploadFailure('临时凭证已过期', 'expired', status);
  // The browser's clock is off: retried (ali-oss corrects its offset from the answer's ServerTime by itself).
  if (code === 'RequestTimeTooSkewed') return new UploadFailure('本机时间与服务器相差过大，正在重试', 'retryable', status);
  if (status <= 0) return new UploadFailure(NETWORK_FAILURE_TEXT, 'retryable', 0);
  const detail = [code, message].filter(Boolean).join('：');
  return new UploadFailure(`上传失败（${status}）${detail ? `：${detail}` : ''}`, failureKindOf(status), status);
}

/** Runs a metadata call; a 404 (no such object) answers null. */
export async function orNullOn404<T>(run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof UploadFailure && error.status === 404) return null;
    throw error;
  }
}

/** Sorts parts by number and drops duplicates, as listings may repeat across pages. */
export function byPartNumber<T extends { partNumber: number }>(parts: T[]): T[] {
  return [...new Map(parts.map((part) => [part.partNumber, part])).values()].sort((a, b) => a.partNumber - b.partNumber);
}

/** Runs one SDK call, turning what it throws into an UploadFailure with `read` picking status, code and message. */
export async function guarded<T>(run: () => Promise<T>, read: (error: Record<string, unknown>) => { status?: unknown; code?: unknown; message?: unknown }): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const { status, code, message } = read((error ?? {}) as Record<string, unknown>);
    const answered = typeof status === 'number' && status > 0 ? status : 0;
    throw toUploadFailure(answered, typeof code === 'string' ? code : undefined, typeof message === 'string' ? message : undefined);
  }
}
