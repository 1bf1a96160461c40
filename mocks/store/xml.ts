/** The XML answers the SDKs parse (S3-style multipart subset), and the one request body they send. */

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const element = (name: string, value: string | number | boolean) => `<${name}>${escapeXml(String(value))}</${name}>`;
const document = (root: string, body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>${body}</${root}>`;

export function errorXml(code: string, message: string, requestId: string, extra: Record<string, string> = {}): string {
  const fields = Object.entries(extra).map(([name, value]) => element(name, value));
  return document('Error', [element('Code', code), element('Message', message), element('RequestId', requestId), ...fields].join(''));
}

export function initiateXml(bucket: string, key: string, uploadId: string): string {
  return document('InitiateMultipartUploadResult', element('Bucket', bucket) + element('Key', key) + element('UploadId', uploadId));
}

export interface ListedPart {
  partNumber: number;
  etag: string;
  size: number;
  lastModified: number;
}

export function listPartsXml(bucket: string, key: string, uploadId: string, page: { marker: number; maxParts: number; parts: ListedPart[]; truncated: boolean }): string {
  const parts = page.parts.map(
    (part) =>
      `<Part>${element('PartNumber', part.partNumber)}${element('LastModified', new Date(part.lastModified).toISOString())}${element('ETag', part.etag)}${element('Size', part.size)}</Part>`,
  );
  const next = page.parts.at(-1)?.partNumber ?? page.marker;
  return document(
    'ListPartsResult',
    element('Bucket', bucket) +
      element('Key', key) +
      element('UploadId', uploadId) +
      element('PartNumberMarker', page.marker) +
      element('NextPartNumberMarker', next) +
      element('MaxParts', page.maxParts) +
      element('IsTruncated', page.truncated) +
      parts.join(''),
  );
}

export function completeXml(location: string, bucket: string, key: string, etag: string): string {
  return document(
    'CompleteMultipartUploadResult',
    element('Location', location) + element('Bucket', bucket) + element('Key', key) + element('ETag', etag),
  );
}

const unescapeXml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&');

/** The parts listed in a CompleteMultipartUpload body, or null when it is not one. */
export function parseCompleteBody(body: string): Array<{ partNumber: number; etag: string }> | null {
  if (!/<CompleteMultipartUpload[\s>]/.test(body)) return null;
  const parts: Array<{ partNumber: number; etag: string }> = [];
  for (const [, inner] of body.matchAll(/<Part>([\s\S]*?)<\/Part>/g)) {
    const number = /<PartNumber>\s*(\d+)\s*<\/PartNumber>/.exec(inner);
    const etag = /<ETag>([\s\S]*?)<\/ETag>/.exec(inner);
    if (!number || !etag) return null;
    parts.push({ partNumber: Number(number[1]), etag: unescapeXml(etag[1].trim()) });
  }
  return parts;
}
