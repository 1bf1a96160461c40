import { PHONE_INVALID, isMainlandMobile } from '../../rules/phone.ts';
import type { UploadRules } from '../../rules/upload.ts';

/** Feedback. (docs/product.md#validation) */
export const FEEDBACK_MAX_CHARS = 500;
export const CONTENT_REQUIRED = '请输入内容';
export const CONTENT_TOO_LONG = `最多输入${FEEDBACK_MAX_CHARS}字`;
export const UPLOADING_WAIT = '文件正在上传，请稍等';
export const SAVED = '保存成功';

export const attachmentRules: UploadRules = { accept: ['jpg', 'jpeg', 'png'], maxSizeMb: 2, maxCount: 5 };

/** Characters as a person counts them (an emoji is one). */
export const charCount = (text: string) => [...text].length;

export function contentProblem(content: string): string | null {
  if (!content.trim()) return CONTENT_REQUIRED;
  if (charCount(content) > FEEDBACK_MAX_CHARS) return CONTENT_TOO_LONG;
  return null;
}

export function telProblem(tel: string): string | null {
  return tel.trim() === '' || isMainlandMobile(tel.trim()) ? null : PHONE_INVALID;
}
