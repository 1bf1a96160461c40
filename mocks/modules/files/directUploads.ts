import type { Context } from 'hono';
import { BusinessError } from '../../errors.ts';
import type { RequestInfo } from '../../http.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import { DIRECT_BUCKET, DIRECT_ENDPOINT } from '../../store/dialects.ts';
import { StoreError, assertSafeKey, type MultipartUploads, type OpenUpload } from '../../store/multipart.ts';
import { storeRuntime } from '../../store/runtime.ts';
import { requireFields } from '../../validate.ts';
import { ownsUploadPath } from './uploads.ts';
import { signedIn } from '../../guards.ts';

const MAX_PARTS_PER_PAGE = 1000;

/**
 * The product's own upload endpoints ("direct" descriptors): the same multipart steps as the object
 * stores, sent to the API with the bearer token instead of a signed temporary credential. The object key
 * must lie in one of the signed-in account's upload folders.
 *
 * A refusal of the store keeps its HTTP status (5xx is retried, 3xx/4xx is not) with the envelope's code
 * equal to it, except that a 403 says code 4030: lowercase code 403 means the session ended (docs/product.md#calls-and-errors).
 */
export const directUploadsModule: StandInModule = {
  name: 'directUploads',
  routes({ api }, ctx) {
    const path = (name: string) => `${DIRECT_ENDPOINT}/${name}`;

    api.post(path('Initiate'), (request) =>
      answer(request.c, () => {
        const { path: key } = requireFields(request.body, { path: 'string' });
        return { uploadId: uploads().initiate(DIRECT_BUCKET, ownedKey(ctx, request, key), 'direct') };
      }),
      { guard: signedIn },
    );

    api.put(
      path('Part'),
      (request) =>
        answer(request.c, async () => {
          const upload = openUpload(ctx, request, request.query.uploadId, request.query.path);
          return { etag: await uploads().storePart(request.incoming, upload, Number(request.query.partNumber)) };
        }),
      { stream: true, guard: signedIn },
    );

    api.get(path('Parts'), (request) =>
      answer(request.c, () => {
        const upload = openUpload(ctx, request, request.query.uploadId, request.query.path);
        const marker = Math.max(0, Number(request.query.marker) || 0);
        return uploads().listParts(upload, marker, MAX_PARTS_PER_PAGE);
      }),
      { guard: signedIn },
    );

    api.post(path('Complete'), (request) =>
      answer(request.c, () => {
        const body = requireFields(request.body, { uploadId: 'string', path: 'string', parts: 'array' });
        const upload = openUpload(ctx, request, body.uploadId, body.path);
        const parts = body.parts.map((part) => requireFields(part, { partNumber: 'number', etag: 'string' }));
        const etag = uploads().complete(upload, parts);
        if (storeRuntime.faults.takeCompleteAnswerLost()) request.incoming.socket.destroy();
        return { etag };
      }),
      { guard: signedIn },
    );

    // The stored object's size and ETag (null when there is none): how a client whose Complete got no
    // answer learns that the upload finished.
    api.get(path('Object'), (request) =>
      answer(request.c, () => {
        const key = ownedKey(ctx, request, request.query.path ?? '');
        const object = storeRuntime.objects?.find(DIRECT_BUCKET, key);
        return object ? { size: object.size, etag: object.etag } : null;
      }),
      { guard: signedIn },
    );

    api.post(path('Abort'), (request) =>
      answer(request.c, () => {
        const body = requireFields(request.body, { uploadId: 'string', path: 'string' });
        uploads().abort(openUpload(ctx, request, body.uploadId, body.path));
        return true;
      }),
      { guard: signedIn },
    );
  },
};

function uploads(): MultipartUploads {
  if (!storeRuntime.uploads) throw new StoreError(503, 'ServiceUnavailable', '存储服务未启动');
  return storeRuntime.uploads;
}

function ownedKey(ctx: StandInContext, request: RequestInfo, key: string): string {
  assertSafeKey(key);
  if (!ownsUploadPath(ctx, request.accountId, key)) throw new BusinessError('无权上传到该位置');
  return key;
}

function openUpload(ctx: StandInContext, request: RequestInfo, uploadId: string | undefined, key: string | undefined): OpenUpload {
  return uploads().find(uploadId ?? '', DIRECT_BUCKET, ownedKey(ctx, request, key ?? ''));
}

/** The envelope of a step; a refusal of the store with its own HTTP status. */
async function answer(c: Context, step: () => unknown): Promise<unknown> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof StoreError)) throw error;
    const code = error.status === 403 ? 4030 : error.status;
    return c.json({ code, msg: `${error.code}：${error.message}`, data: null }, error.status as 400);
  }
}
