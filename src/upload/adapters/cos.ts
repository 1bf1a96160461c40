import type { UploadedPart } from '../../../machines/uploadTask.machine.ts';
import type { UploadDescriptor } from '../../contracts/uploads.ts';
import { byPartNumber, guarded, orNullOn404 } from './failures.ts';
import type { MultipartAdapter } from './types.ts';

type Params = Record<string, unknown>;

/** What the SDK received for one request; its 'after-receive' listeners may change it. */
interface CosReceive {
  error?: unknown;
  statusCode: number;
  headers: Record<string, string>;
}

interface CosClient {
  on(event: 'after-receive', listener: (receive: CosReceive) => void): void;
  multipartInit(params: Params): Promise<{ UploadId: string }>;
  multipartUpload(params: Params): Promise<{ ETag: string }>;
  multipartListPart(params: Params): Promise<{
    Part?: Array<{ PartNumber: string; ETag: string; Size: string }>;
    IsTruncated: string;
    NextPartNumberMarker: string;
  }>;
  multipartComplete(params: Params): Promise<unknown>;
  multipartAbort(params: Params): Promise<unknown>;
  headObject(params: Params): Promise<{ headers: Record<string, string> }>;
}

type CosConstructor = new (options: Record<string, unknown>) => CosClient;

/** The store's own 5xx status, kept here while the SDK is shown another (see holdBackSdkRetries). */
const STORE_STATUS = 'x-portal-store-status';

const call = <T>(run: () => Promise<T>) =>
  guarded(run, (error) => {
    const held = (error.headers as Record<string, string> | undefined)?.[STORE_STATUS];
    return { status: held ? Number(held) : error.statusCode, code: error.code, message: error.message };
  });

/**
 * cos-js-sdk-v5 repeats a 5xx or a failed connection by itself, three more times at once, and has no
 * switch for it; the task machine owns retries (5, 5 s apart). Its 'after-receive' hook may change what
 * the SDK goes on with: a 5xx becomes 499 with the real status in a header, and a failed connection an
 * error the SDK does not repeat (status 0 all the same, a network failure to the task).
 */
function holdBackSdkRetries(client: CosClient): CosClient {
  client.on('after-receive', (receive) => {
    if (receive.error) {
      receive.error = new Error('network failure');
    } else if (receive.statusCode >= 500) {
      receive.headers = { ...receive.headers, [STORE_STATUS]: String(receive.statusCode) };
      receive.statusCode = 499;
    }
  });
  return client;
}

/**
 * cos-js-sdk-v5. Its ForcePathStyle option is refused by this SDK version, so path style comes from a
 * Domain that carries the bucket (`host/{Bucket}`); the host is not signed (ForceSignHost: false)
 * because a custom domain is not the one the SDK would derive.
 */
export async function cosAdapter(descriptor: UploadDescriptor): Promise<MultipartAdapter> {
  const COS = (await import('cos-js-sdk-v5')).default as unknown as CosConstructor;
  const endpoint = new URL(descriptor.endPointOuter);
  const target = { Bucket: descriptor.bucketName, Region: descriptor.region, Key: descriptor.path };
  const { sts } = descriptor;
  const client = holdBackSdkRetries(
    new COS({
      SecretId: sts.secretId,
      SecretKey: sts.secretKey,
      SecurityToken: sts.securityToken,
      Domain: `${endpoint.host}/{Bucket}`,
      Protocol: endpoint.protocol,
      ForceSignHost: false,
      Timeout: 120_000,
    }),
  );

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
    stat: () =>
      orNullOn404(() =>
        call(async () => {
          const { headers } = await client.headObject(target);
          return { size: Number(headers['content-length']), etag: headers.etag };
        }),
      ),
  };
}
