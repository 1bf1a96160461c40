import { DEFAULT_PARALLEL_PARTS, MIN_PART_SIZE } from '../rules/upload.ts';
import type { StorageType } from '../contracts/uploads.ts';

export interface ProviderSettings {
  label: string;
  /** Preferred part size (enlarged for huge files so that parts stay under 10000). */
  partSize: number;
  /** Parts sent at once per task. */
  parallel: number;
}

/**
 * Per-provider multipart settings in one place. The spec's "2 MB slices, 2 parallel" belongs to a
 * provider whose minimum part is smaller than the 9437184 bytes the object stores here take, so every
 * provider uses the spec's default part size; 3 parts in flight to an object store, 6 to the product's own
 * endpoints, whose parts pass the portal's proxy and the API's sign-in check, so each waits longer for its
 * answer (at 3 the direct channel reached 0.5–0.7 of a plain PUT, at 6 about 0.9: bench:upload).
 */
const DIRECT_PARALLEL_PARTS = 6;
export const PROVIDER_SETTINGS: Record<StorageType, ProviderSettings> = {
  oss: { label: '阿里云 OSS', partSize: MIN_PART_SIZE, parallel: DEFAULT_PARALLEL_PARTS },
  cos: { label: '腾讯云 COS', partSize: MIN_PART_SIZE, parallel: DEFAULT_PARALLEL_PARTS },
  obs: { label: '华为云 OBS', partSize: MIN_PART_SIZE, parallel: DEFAULT_PARALLEL_PARTS },
  direct: { label: '平台直传', partSize: MIN_PART_SIZE, parallel: DIRECT_PARALLEL_PARTS },
};
