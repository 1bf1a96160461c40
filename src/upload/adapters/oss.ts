import type { UploadedPart } from '../../../machines/uploadTask.machine.ts';
import type { UploadDescriptor } from '../../contracts/uploads.ts';
import { byPartNumber, guarded, orNullOn404 } from './failures.ts';
import { ossFetchTransport } from './ossFetchTransport.ts';
import type { MultipartAdapter } from './types.ts';

interface OssPart {
  PartNumber: string;
  ETag: string;
  Size: string;
}

interface OssClient {
  initMultipartUpload(name: string): Promise<{ uploadId: string }>;
  /** The SDK's own part request, under its public uploadPart (which first reads the part into memory). */
  _uploadPart(name: string, uploadId: string, partNo: number, data: { content: Blob; size: number }, options: { disabledMD5: boolean }): Promise<{ etag: string }>;
  listParts(name: string, uploadId: string, query: Record<string, string | number>): Promise<{ parts?: OssPart | OssPart[]; isTruncated: boolean | string; nextPartNumberMarker: string }>;
  completeMultipartUpload(name: string, uploadId: string, parts: Array<{ number: number; etag: string }>): Promise<unknown>;
  abortMultipartUpload(name: string, uploadId: string): Promise<unknown>;
  head(name: string): Promise<{ res: { headers: Record<string, string> } }>;
}

type OssConstructor = new (options: Record<string, unknown>) => OssClient;

const call = <T>(run: () => Promise<T>) => guarded(run, (error) => error);

/** ali-oss, path-style (`sldEnable`) so that a loopback or custom endpoint works, sending through fetch. */
export async function ossAdapter(descriptor: UploadDescriptor): Promise<MultipartAdapter> {
  const OSS = (await import('ali-oss')).default as unknown as OssConstructor;
  const key = descriptor.path;
  const { sts } = descriptor;
  const client = new OSS({
    endpoint: descriptor.endPointOuter,
    region: descriptor.region,
    bucket: descriptor.bucketName,
    accessKeyId: sts.secretId,
    accessKeySecret: sts.secretKey,
    stsToken: sts.securityToken,
    sldEnable: true,
    secure: descriptor.endPointOuter.startsWith('https:'),
    timeout: 120_000,
    retryMax: 0,
    urllib: ossFetchTransport,
  });

  return {
    init: () => call(async () => (await client.initMultipartUpload(key)).uploadId),
    // The part goes to the transport as the file's Blob slice: the public uploadPart would read it into
    // memory and the transport copy it back, two copies of every byte on the main thread. No Content-MD5:
    // the SDK would hash each part in JavaScript.
    uploadPart: (uploadId, partNumber, body) =>
      call(async () => (await client._uploadPart(key, uploadId, partNumber, { content: body, size: body.size }, { disabledMD5: true })).etag),
    async listParts(uploadId) {
      const parts: UploadedPart[] = [];
      let marker = '0';
      for (;;) {
        const page = await call(() => client.listParts(key, uploadId, { 'max-parts': 1000, 'part-number-marker': marker }));
        for (const part of [page.parts ?? []].flat()) {
          parts.push({ partNumber: Number(part.PartNumber), etag: part.ETag, size: Number(part.Size) });
        }
        if (String(page.isTruncated) !== 'true') return byPartNumber(parts);
        marker = page.nextPartNumberMarker;
      }
    },
    complete: (uploadId, parts) =>
      call(async () => {
        await client.completeMultipartUpload(key, uploadId, parts.map((part) => ({ number: part.partNumber, etag: part.etag })));
      }),
    abort: (uploadId) =>
      call(async () => {
        await client.abortMultipartUpload(key, uploadId);
      }),
    stat: () =>
      orNullOn404(() =>
        call(async () => {
          const { headers } = (await client.head(key)).res;
          return { size: Number(headers['content-length']), etag: headers.etag };
        }),
      ),
  };
}
