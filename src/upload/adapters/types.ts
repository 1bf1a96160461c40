import type { UploadedPart } from '../../../machines/uploadTask.machine.ts';
import type { UploadDescriptor } from '../../contracts/uploads.ts';

/**
 * The low-level multipart calls of one object store, through one descriptor (a new credential or endpoint is a
 * new adapter). Each call does one request and never retries: pausing, retrying and checkpoints belong to the
 * task machine. Failures are UploadFailure.
 */
export interface MultipartAdapter {
  init(): Promise<string>;
  uploadPart(uploadId: string, partNumber: number, body: Blob): Promise<string>;
  listParts(uploadId: string): Promise<UploadedPart[]>;
  complete(uploadId: string, parts: UploadedPart[]): Promise<void>;
  abort(uploadId: string): Promise<void>;
  /** The stored object's size and ETag, null when there is none (a Complete whose answer was lost may have finished). */
  stat(): Promise<StoredObject | null>;
}

/** What a store tells of an object: its size, and its ETag where the store gives one. */
export interface StoredObject {
  size: number;
  etag?: string;
}

export type AdapterFactory = (descriptor: UploadDescriptor) => MultipartAdapter;
