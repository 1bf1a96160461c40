import { UploadFailure } from '../../../machines/uploadTask.failure.ts';
import type { UploadedPart } from '../../../machines/uploadTask.machine.ts';
import type { UploadDescriptor } from '../../contracts/uploads.ts';
import { callProduct as send } from '../productCall.ts';
import { byPartNumber } from './failures.ts';
import type { MultipartAdapter } from './types.ts';

/** A 9 MB part may take a while on a slow line; the other calls are small. */
const PART_TIMEOUT_MS = 120_000;
export const FOREIGN_ENDPOINT_TEXT = '上传地址无效：只能上传到本站的上传接口';

interface PartsPage {
  parts: UploadedPart[];
  truncated: boolean;
}

/**
 * The product's own upload endpoints (the bearer token is sent; docs/product.md#flows), with the same multipart steps
 * as the object stores. Only an address on the portal's own origin is used, so that a descriptor can
 * never send the token elsewhere.
 */
export function directAdapter(descriptor: UploadDescriptor): MultipartAdapter {
  const base = ownEndpoint(descriptor.endPointOuter);
  const path = descriptor.path;
  const post = <T>(step: string, body: object) => send<T>(`${base}/${step}`, { method: 'POST', body: JSON.stringify(body) });

  return {
    init: async () => (await post<{ uploadId: string }>('Initiate', { path })).uploadId,
    uploadPart: async (uploadId, partNumber, body) => {
      const query = new URLSearchParams({ uploadId, path, partNumber: String(partNumber) });
      return (await send<{ etag: string }>(`${base}/Part?${query}`, { method: 'PUT', body }, PART_TIMEOUT_MS)).etag;
    },
    async listParts(uploadId) {
      const parts: UploadedPart[] = [];
      for (let marker = 0; ; ) {
        const page = await send<PartsPage>(`${base}/Parts?${new URLSearchParams({ uploadId, path, marker: String(marker) })}`, { method: 'GET' });
        parts.push(...page.parts.map(({ partNumber, etag, size }) => ({ partNumber, etag, size })));
        if (!page.truncated || page.parts.length === 0) return byPartNumber(parts);
        marker = page.parts[page.parts.length - 1].partNumber;
      }
    },
    complete: async (uploadId, parts) => {
      await post('Complete', { uploadId, path, parts: parts.map(({ partNumber, etag }) => ({ partNumber, etag })) });
    },
    abort: async (uploadId) => {
      await post('Abort', { uploadId, path });
    },
    stat: async () => {
      const object = await send<{ size: number; etag?: string } | null>(`${base}/Object?${new URLSearchParams({ path })}`, { method: 'GET' });
      return object ? { size: object.size, etag: object.etag } : null;
    },
  };
}

/** The endpoint's path when it is on the portal's own origin. */
function ownEndpoint(endPointOuter: string): string {
  const url = new URL(endPointOuter, location.origin);
  if (url.origin !== location.origin) throw new UploadFailure(FOREIGN_ENDPOINT_TEXT, 'fatal');
  return url.pathname.replace(/\/+$/, '');
}
