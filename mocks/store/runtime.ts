import { FaultBook } from './faults.ts';
import type { ObjectFiles } from './objects.ts';

/**
 * What the API's upload routes need to know about the object store of this stand-in:
 * its address and objects (set once it listens) and the faults tests inject. One stand-in per process.
 */
export const storeRuntime: { url: string; objects: ObjectFiles | null; faults: FaultBook } = {
  url: '',
  objects: null,
  faults: new FaultBook(),
};
