import { FaultBook } from './faults.ts';
import type { MultipartUploads } from './multipart.ts';
import type { ObjectFiles } from './objects.ts';

/**
 * What the API's upload routes need to know about the object store of this stand-in:
 * its address, objects and multipart uploads (set once it listens) and the faults tests inject. One stand-in per process.
 */
export const storeRuntime: { url: string; objects: ObjectFiles | null; uploads: MultipartUploads | null; faults: FaultBook } = {
  url: '',
  objects: null,
  uploads: null,
  faults: new FaultBook(),
};
