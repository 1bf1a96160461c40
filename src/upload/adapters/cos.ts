import type { UploadedPart } from '../../../machines/uploadTask.machine.ts';
import type { StsCredential, UploadDescriptor } from '../../api/uploads.ts';
import { byPartNumber, guarded } from './failures.ts';
import type { MultipartAdapter } from './types.ts';

type Params = Record<string, unknown>;

interface CosClient {
  multipartInit(params: Params): Promise<{ UploadId: string }>;
  multipartUpload(params: Params): Promise<{ ETag: string }>;
  multipartListPart(params: Params): Promise<{
    Part?: Array<{ PartNumber: string; ETag: string; Size: string }>;
    IsTruncated: string;
    NextPartNumberMarker: string;
  }>;
  multipartComplete(params: Params): Promise<unknown>;
  multipartAbort(params: Params): Promise<unknown>;
}

type CosConstructor = new (options: Record<string, unknown>) => CosClient;

const call = <T>(run: () => Promise<T>) => guarded(run, (error) => ({ status: error.statusCode, code: error.code, message: error.message }));

/**
 * cos-js-sdk-v5. Its ForcePathStyle option is refused by this SDK version, so path style comes from a
 * Domain that carries the bucket (`host/{Bucket}`); the host is not signed (ForceSignHost: false)
 * because a custom domain is not the one the SDK would derive.
 */
export async function cosAdapter(descriptor: UploadDescriptor): Promise<MultipartAdapter> {
  const COS = (await import('cos-js-sdk-v5')).default as unknown as CosConstructor;
  const endpoint = new URL(descriptor.endPointOuter);
  const target = { Bucket: descriptor.bucketName, Region: descriptor.region, Key: descriptor.path };
  const connect = (sts: StsCredential) =>
    new COS({
      SecretId: sts.secretId,
      SecretKey: sts.secretKey,
      SecurityToken: sts.securityToken,
      Domain: `${endpoint.host}/{Bucket}`,
      Protocol: endpoint.protocol,
      ForceSignHost: false,
      Timeout: 120_000,
      AutoRetry: false,
    });
  let client = connect(descriptor.sts);

  return {
    init: () => call(async () => (await client.multipartInit(target)).UploadId),
    uploadPart: (UploadId, PartNumber, Body) =>
      call(async () => (await client.multipartUpload({ ...target, UploadId, PartNumber, Body })).ETag),
    async listParts(UploadId) {
      const parts: UploadedPart[] = [];
      let PartNumberMarker = '0';
      for (;;) {
        const page = await call(() => client.multipartListPart({ ...target, UploadId, PartNumberMarker, MaxParts: 1000 }));
        for (const part of page.Part ?? []) parts.push({ partNumber: Number(part.PartNumber), etag: part.ETag, size: Number(part.Size) });
        if (page.IsTruncated !== 'true') return byPartNumber(parts);
        PartNumberMarker = page.NextPartNumberMarker;
      }
    },
    complete: (UploadId, parts) =>
      call(async () => {
        await client.multipartComplete({ ...target, UploadId, Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })) });
      }),
    abort: (UploadId) =>
      call(async () => {
        await client.multipartAbort({ ...target, UploadId });
      }),
    refresh(sts) {
      client = connect(sts);
    },
  };
}
