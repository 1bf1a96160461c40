import type { UploadDescriptor } from '../../contracts/uploads.ts';
import type { MultipartAdapter } from './types.ts';

/** Each adapter (the SDKs weigh 46–177 KB gzipped) is fetched only when a descriptor of its type arrives. */
export async function loadAdapter(descriptor: UploadDescriptor): Promise<MultipartAdapter> {
  switch (descriptor.type) {
    case 'oss':
      return (await import('./oss.ts')).ossAdapter(descriptor);
    case 'cos':
      return (await import('./cos.ts')).cosAdapter(descriptor);
    case 'obs':
      return (await import('./obs.ts')).obsAdapter(descriptor);
    case 'direct':
      return (await import('./direct.ts')).directAdapter(descriptor);
    default:
      throw new Error(`不支持的存储类型：${String(descriptor.type)}`);
  }
}
