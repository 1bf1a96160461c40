import type { UploadedPart } from '../../../machines/uploadTask.machine.ts';
import type { StsCredential, UploadDescriptor } from '../../contracts/uploads.ts';

/**
 * The low-level multipart calls of one object store. Each call does one request and never retries:
 * pausing, retrying and checkpoints belong to the task machine. Failures are UploadFailure.
 */
export interface MultipartAdapter {
  init(): Promise<string>;
  uploadPart(uploadId: string, partNumber: number, body: Blob): Promise<string>;
  listParts(uploadId: string): Promise<UploadedPart[]>;
  complete(uploadId: string, parts: UploadedPart[]): Promise<void>;
  abort(uploadId: string): Promise<void>;
  /** The stored object's size and ETag, null when there is none (a Complete whose answer was lost may have finished). */
  stat(): Promise<StoredObject | null>;
  /** Use a new temporary credential from now on. */
  refresh(sts: StsCredential): void;
}

/** What a store tells of an object: its size, and its ETag where the store gives one. */
export interface StoredObject {
  size: number;
  etag?: string;
}

export type AdapterFactory = (descriptor: UploadDescriptor) => MultipartAdapter;
