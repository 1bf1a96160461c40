// Pictures of the system screens (login banners, qualification scans): jpg/png only, at most 2 MB,
// told by their content (first bytes), not by their name.

export const IMAGE_TYPE_MESSAGE = '图片只能是jpg/png格式';
export const IMAGE_SIZE_MESSAGE = '图片大小不能超过2MB';
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** How many leading bytes tell the type. */
export const IMAGE_HEAD_BYTES = 8;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

export type ImageKind = 'png' | 'jpg';

export function imageKindOf(head: Uint8Array): ImageKind | null {
  const starts = (signature: number[]) => signature.every((byte, index) => head[index] === byte);
  if (starts(PNG)) return 'png';
  if (starts(JPEG)) return 'jpg';
  return null;
}

export const IMAGE_MIME: Record<ImageKind, string> = { png: 'image/png', jpg: 'image/jpeg' };

/** The refusal for a picture of this size and these first bytes, or null when it may be stored. */
export function imageProblem(size: number, head: Uint8Array): string | null {
  if (imageKindOf(head) === null) return IMAGE_TYPE_MESSAGE;
  if (size > IMAGE_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}
