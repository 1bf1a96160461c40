import type { UploadedPart } from '../../../machines/uploadTask.machine.ts';
import type { StsCredential, UploadDescriptor } from '../../contracts/uploads.ts';
import { CLOCK_SKEWED, StoreClock } from './clock.ts';
import { byPartNumber, orNullOn404, toUploadFailure } from './failures.ts';
import type { MultipartAdapter } from './types.ts';

interface ObsResult<T> {
  /** An error answer's fields (ServerTime on a skew refusal) are copied here by the SDK. */
  CommonMsg: { Status: number; Code?: string; Message?: string; ServerTime?: string };
  InterfaceResult: T;
}

type ObsCall<T> = (params: Record<string, unknown>) => Promise<ObsResult<T>>;

interface ObsClient {
  initiateMultipartUpload: ObsCall<{ UploadId: string }>;
  uploadPart: ObsCall<{ ETag: string }>;
  listParts: ObsCall<{ Parts?: Array<{ PartNumber: string; ETag: string; Size: string }>; IsTruncated: string; NextPartNumberMarker: string }>;
  completeMultipartUpload: ObsCall<unknown>;
  abortMultipartUpload: ObsCall<unknown>;
  getObjectMetadata: ObsCall<{ ContentLength: string; ETag?: string }>;
}

type ObsConstructor = new (options: Record<string, unknown>) => ObsClient;

/** OBS answers failures as results; a thrown error means no answer reached us. A skew refusal sets the clock. */
async function callObs<T>(run: () => Promise<ObsResult<T>>, clock: StoreClock): Promise<T> {
  let result: ObsResult<T>;
  try {
    result = await run();
  } catch (error) {
    throw toUploadFailure(0, undefined, (error as Error).message);
  }
  const { Status, Code, Message, ServerTime } = result.CommonMsg;
  if (Code === CLOCK_SKEWED) clock.learn(ServerTime);
  if (!Status || Status >= 300) throw toUploadFailure(Status ?? 0, Code, Message);
  return result.InterfaceResult;
}

/** esdk-obs-browserjs. An IPv4 `server` makes it use path style and AWS V2 signing. */
export async function obsAdapter(descriptor: UploadDescriptor): Promise<MultipartAdapter> {
  const ObsClientClass = (await import('esdk-obs-browserjs')).default as unknown as ObsConstructor;
  const sts: StsCredential = descriptor.sts;
  const client = new ObsClientClass({
    access_key_id: sts.secretId,
    secret_access_key: sts.secretKey,
    security_token: sts.securityToken,
    server: descriptor.endPointOuter,
    timeout: 120,
    max_retry_count: 0,
  });
  const key = { Bucket: descriptor.bucketName, Key: descriptor.path };
  // Every request is dated by the store's clock as last learned (the SDK signs RequestDate).
  const clock = new StoreClock();
  const call = <T>(run: (target: typeof key & { RequestDate: Date }) => Promise<ObsResult<T>>) => callObs(() => run({ ...key, RequestDate: clock.now() }), clock);

  return {
    init: async () => (await call((target) => client.initiateMultipartUpload(target))).UploadId,
    uploadPart: async (UploadId, PartNumber, SourceFile) =>
      (await call((target) => client.uploadPart({ ...target, UploadId, PartNumber, SourceFile, Offset: 0, PartSize: SourceFile.size }))).ETag,
    async listParts(UploadId) {
      const parts: UploadedPart[] = [];
      let PartNumberMarker = 0;
      for (;;) {
        const page = await call((target) => client.listParts({ ...target, UploadId, PartNumberMarker, MaxParts: 1000 }));
        for (const part of page.Parts ?? []) parts.push({ partNumber: Number(part.PartNumber), etag: part.ETag, size: Number(part.Size) });
        if (String(page.IsTruncated) !== 'true') return byPartNumber(parts);
        PartNumberMarker = Number(page.NextPartNumberMarker);
      }
    },
    complete: async (UploadId, parts) => {
      await call((target) =>
        client.completeMultipartUpload({ ...target, UploadId, Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })) }),
      );
    },
    abort: async (UploadId) => {
      await call((target) => client.abortMultipartUpload({ ...target, UploadId }));
    },
    stat: () => orNullOn404(async () => ({ size: Number((await call((target) => client.getObjectMetadata(target))).ContentLength) })),
  };
}
