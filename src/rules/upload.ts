/** The generic upload rules, the upload dialog's rules and the object-store part plan. (docs/product.md#validation) */

/** Sizes are shown in MB of 1048576 bytes (docs/product.md#limits). */
export const BYTES_PER_MB = 1_048_576;

export interface FileLike {
  name: string;
  size: number;
}

// ——— Generic upload rules ('Upload rules'; docs/product.md#validation) ———

export const EMPTY_FILE = '不能上传空文件';
export const OVERRIDE_CONFIRM = '已上传资料将被覆盖，是否继续上传？';
export const acceptMessage = (accept: readonly string[]) => `只能上传${accept.join('、')}格式文件`;
export const tooLargeMessage = (maxMb: number) => `文件大小要小于${maxMb}MB`;
export const tooManyMessage = (maxCount: number) => `最多上传${maxCount}个文件`;

export interface UploadRules {
  /** Lower-case extensions without the dot, e.g. ['jpg', 'png']; absent = any. */
  accept?: readonly string[];
  /** Largest size in MB (1048576 bytes); absent = no limit. */
  maxSizeMb?: number;
  /** Most files in total, counting those already uploaded; absent = no limit. */
  maxCount?: number;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The first message that refuses one of the picked files, or null when all may be uploaded. */
export function checkUpload(picked: readonly FileLike[], alreadyUploaded: number, rules: UploadRules): string | null {
  if (rules.maxCount !== undefined && alreadyUploaded + picked.length > rules.maxCount) return tooManyMessage(rules.maxCount);
  for (const file of picked) {
    if (rules.accept && !rules.accept.includes(extensionOf(file.name))) return acceptMessage(rules.accept);
    if (file.size === 0) return EMPTY_FILE;
    if (rules.maxSizeMb !== undefined && file.size >= rules.maxSizeMb * BYTES_PER_MB) return tooLargeMessage(rules.maxSizeMb);
  }
  return null;
}

// ——— Upload dialog (docs/product.md#validation 'Upload dialog (generic)') ———

export type FileKind = 'image' | 'music' | 'video' | 'file';
export const ALL_FILE_KINDS: readonly FileKind[] = ['image', 'music', 'video', 'file'];
const KIND_EXTENSIONS: Record<Exclude<FileKind, 'file'>, readonly string[]> = {
  image: ['jpg', 'png', 'jpeg', 'gif', 'bmp'],
  music: ['mp3', 'wav'],
  video: ['mwv', 'rmvb', 'mp4'],
};

export const DIALOG_DEFAULT_MAX_MB = 10;
export const NO_FILES_TITLE = '错误';
export const NO_FILES = '请选择要上传的文件';
export const dialogTooManyMessage = (limit: number) => `最多只允许上传${limit}个文件`;
export const oversizeMessage = (names: readonly string[]) => `以下文件大小超出限制：${names.join('、')}`;
export const unsupportedMessage = (names: readonly string[]) => `以下文件格式暂不支持：${names.join('、')}`;

export function fileKind(name: string): FileKind {
  const extension = extensionOf(name);
  const kind = (Object.keys(KIND_EXTENSIONS) as Array<keyof typeof KIND_EXTENSIONS>).find((key) =>
    KIND_EXTENSIONS[key].includes(extension),
  );
  return kind ?? 'file';
}

export interface DialogRules {
  /** How many files the dialog takes in total. */
  limit: number;
  maxSizeMb?: number;
  kinds?: readonly FileKind[];
}

export interface DialogSelection<F extends FileLike> {
  accepted: F[];
  /** One message per kind of refusal, in the order the dialog shows them. */
  messages: string[];
}

/** What the dialog keeps of a pick: extras over the room left are cut, then oversize and unsupported files refused. */
export function selectForDialog<F extends FileLike>(picked: readonly F[], alreadyAdded: number, rules: DialogRules): DialogSelection<F> {
  const maxBytes = (rules.maxSizeMb ?? DIALOG_DEFAULT_MAX_MB) * BYTES_PER_MB;
  const kinds = rules.kinds ?? ALL_FILE_KINDS;
  const room = Math.max(0, rules.limit - alreadyAdded);
  const messages: string[] = [];
  if (picked.length > room) messages.push(dialogTooManyMessage(rules.limit));
  const kept = picked.slice(0, room);
  const unsupported = kept.filter((file) => !kinds.includes(fileKind(file.name)));
  const oversize = kept.filter((file) => !unsupported.includes(file) && file.size > maxBytes);
  if (oversize.length) messages.push(oversizeMessage(oversize.map((file) => file.name)));
  if (unsupported.length) messages.push(unsupportedMessage(unsupported.map((file) => file.name)));
  return { accepted: kept.filter((file) => !unsupported.includes(file) && !oversize.includes(file)), messages };
}

// ——— Object-store multipart plan (docs/product.md#limits) ———

export const MIN_PART_SIZE = 9_437_184;
export const MAX_PART_SIZE = 5_368_709_120;
/** Parts must number fewer than this. */
export const PART_COUNT_LIMIT = 10_000;
export const MAX_RETRIES = 5;
export const RETRY_DELAY_MS = 5000;
/**
 * After the retries, a task that failed for want of an answer (the network, the server or its store away)
 * tries again by itself: 10 s, 20 s, 40 s, then every minute, until it gets through or is cancelled.
 */
export const RECONNECT_FIRST_DELAY_MS = 10_000;
export const RECONNECT_MAX_DELAY_MS = 60_000;
export const DEFAULT_PARALLEL_PARTS = 3;

export const SOURCE_INVALID = '源文件无效，请重新选择文件';
export const NAME_HAS_CONTROL_CHARACTERS = '文件名含有控制字符（如换行、制表符），请重命名文件后再上传';

/** Whether a file name holds a control character, which no object store takes in a key. */
// eslint-disable-next-line no-control-regex
export const hasControlCharacters = (name: string): boolean => /[\u0000-\u001f\u007f]/.test(name);
export const SLICE_UNSUPPORTED = '当前浏览器不支持文件分片，请使用最新的chrome浏览器';
export const FILE_TOO_LARGE = '文件过大，无法上传';

export interface PartPlan {
  partSize: number;
  partCount: number;
}

/**
 * The part size for a file: the preferred size (never below `minimum`), enlarged to whole MB
 * until the file fits in fewer than 10000 parts. Null when even the largest part is not enough.
 */
export function planParts(size: number, preferred = MIN_PART_SIZE, minimum = MIN_PART_SIZE): PartPlan | null {
  const needed = Math.ceil(size / (PART_COUNT_LIMIT - 1));
  let partSize = Math.max(preferred, minimum);
  if (needed > partSize) partSize = Math.ceil(needed / BYTES_PER_MB) * BYTES_PER_MB;
  if (partSize > MAX_PART_SIZE) return null;
  return { partSize, partCount: Math.max(1, Math.ceil(size / partSize)) };
}

/** The byte range [start, end) of part `partNumber` (1-based). */
export function partRange(partNumber: number, partSize: number, fileSize: number): [number, number] {
  const start = (partNumber - 1) * partSize;
  return [start, Math.min(fileSize, start + partSize)];
}

/** 1.5 MB, 820 KB, 3.2 GB: sizes as the upload centre shows them. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value >= 100 ? 0 : 1)} ${units[unit]}`;
}

// ——— Content check (magic bytes) ———

/** The file types whose content can be told by their first bytes, by extension. */
const SIGNATURES: Record<string, ReadonlyArray<readonly number[]>> = {
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  gif: [[0x47, 0x49, 0x46, 0x38]],
  bmp: [[0x42, 0x4d]],
};

/** How many leading bytes the content check reads. */
export const SIGNATURE_BYTES = 8;

export const contentMismatchMessage = (name: string) => `文件内容与格式不符：${name}`;

/**
 * Whether a file's first bytes are what its extension promises (a renamed document is refused
 * even when called .png). Types without a known signature pass.
 */
export function contentMatchesExtension(name: string, head: Uint8Array): boolean {
  const signatures = SIGNATURES[extensionOf(name)];
  if (!signatures) return true;
  return signatures.some((signature) => signature.every((byte, index) => head[index] === byte));
}
