import { FaultBook } from './faults.ts';

/**
 * What the API's upload routes need to know about the object store of this stand-in:
 * its address (set once it listens) and the faults tests inject. One stand-in per process.
 */
export const storeRuntime = {
  url: '',
  faults: new FaultBook(),
};
