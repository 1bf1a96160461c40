import { describe, expect, it } from 'vitest';
import { NETWORK_FAILURE_TEXT } from '../../../machines/uploadTask.failure.ts';
import { byPartNumber, toUploadFailure } from './failures.ts';

describe('store failures as the task machine sees them', () => {
  it('retries when no answer came and on 5xx', () => {
    expect(toUploadFailure(0, undefined, 'Failed to fetch')).toMatchObject({ kind: 'retryable', message: NETWORK_FAILURE_TEXT });
    expect(toUploadFailure(503, 'ServiceUnavailable', 'busy')).toMatchObject({ kind: 'retryable', status: 503 });
  });

  it('aborts on 3xx and 4xx, keeping the store’s code and message for the user', () => {
    expect(toUploadFailure(403, 'AccessDenied', 'denied')).toMatchObject({ kind: 'fatal', message: '上传失败（403）：AccessDenied：denied' });
    expect(toUploadFailure(301, undefined, undefined)).toMatchObject({ kind: 'fatal', message: '上传失败（301）' });
  });

  it('retries a request the store found signed at a skewed time, instead of failing', () => {
    expect(toUploadFailure(403, 'RequestTimeTooSkewed', 'too large')).toMatchObject({ kind: 'retryable', status: 403 });
  });

  it('refreshes an expired credential of any dialect instead of failing', () => {
    for (const code of ['SecurityTokenExpired', 'ExpiredToken']) expect(toUploadFailure(403, code, '').kind).toBe('expired');
  });

  it('orders listed parts and drops repeats across pages', () => {
    expect(byPartNumber([{ partNumber: 3 }, { partNumber: 1 }, { partNumber: 3 }]).map((part) => part.partNumber)).toEqual([1, 3]);
  });
});
