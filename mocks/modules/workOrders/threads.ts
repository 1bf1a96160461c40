import { WORK_ORDER_LIMITS } from '../../../src/contracts/workOrders.ts';
import type { LinkedFile, ThreadReply, WorkOrderFile } from '../../../src/contracts/workOrders.ts';
import { BusinessError } from '../../errors.ts';
import { objectUrl, storedObjectRoute } from '../../fileLinks.ts';
import type { Services, StandInContext } from '../../module.ts';
import { requireFields } from '../../validate.ts';
import { cleanFileName, requireStoredUpload } from '../../domain/uploads.ts';

/**
 * The conversations of the support desk's areas (work orders, Word formats): replies of the agent and of
 * the desk, each with attachments uploaded through /api/workorder/GetCloudUploadParam, read back through
 * signed links.
 */

/** Who answers for the desk. */
export const SUPPORT_AUTHOR = '客服小周';

/** The table of a conversation, its rows keyed by the number of what they discuss. */
export const threadSchema = (table: string, key: string, parent: string) => `
CREATE TABLE IF NOT EXISTS ${table} (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ${key} TEXT NOT NULL REFERENCES ${parent}(${key}),
  author TEXT NOT NULL,
  from_support INTEGER NOT NULL,
  content TEXT NOT NULL,
  files TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
`;

export function textProblem(text: string, label: string, max: number): string | null {
  if (!text.trim()) return `请输入${label}`;
  if ([...text].length > max) return `${label}最多${max}个字`;
  return null;
}

export function requireText(text: string, label: string, max: number): string {
  const problem = textProblem(text, label, max);
  if (problem) throw new BusinessError(problem);
  return text.trim();
}

/** Attachments the caller uploaded through /api/workorder/GetCloudUploadParam, checked in the store. */
export function readFiles(ctx: StandInContext, accountId: number, value: unknown[] | undefined, max: number, maxMb: number): WorkOrderFile[] {
  const list = value ?? [];
  if (list.length > max) throw new BusinessError(`最多上传${max}个文件`);
  return list.map((item) => {
    const file = requireFields(item, { fileName: 'string', filePath: 'string', objectStorageId: 'number', size: 'number' });
    if (file.size > maxMb * 1_048_576) throw new BusinessError(`文件大小要小于${maxMb}MB`);
    requireStoredUpload(ctx, accountId, 'workorder', { path: file.filePath, size: file.size, objectStorageId: file.objectStorageId });
    return { fileName: cleanFileName(file.fileName), filePath: file.filePath, objectStorageId: file.objectStorageId, size: file.size };
  });
}

/** A reply as sent: its text (≤ 2000) and up to 5 stored attachments of ≤ 10 MB. */
export interface NewReply {
  content: string;
  files: WorkOrderFile[];
}

export const readReply = (ctx: StandInContext, accountId: number, content: string, files: unknown[] | undefined): NewReply => ({
  content: requireText(content, '回复内容', WORK_ORDER_LIMITS.content),
  files: readFiles(ctx, accountId, files, WORK_ORDER_LIMITS.files, WORK_ORDER_LIMITS.fileMb),
});

const ATTACHMENT_PATH = '/api/workorder/Attachment';

/** Stored attachments with a signed link each. */
export const linkedFiles = (ctx: StandInContext, files: WorkOrderFile[]): LinkedFile[] =>
  files.map((file) => ({ ...file, url: objectUrl(ctx, ATTACHMENT_PATH, file) }));

/** The replies of one conversation table, oldest first. */
export function thread(ctx: StandInContext, table: string, key: string) {
  return {
    list(no: string): ThreadReply[] {
      const rows = ctx.db.prepare(`SELECT * FROM ${table} WHERE ${key} = ? ORDER BY created_at, id`).all(no) as Array<{
        id: number;
        author: string;
        from_support: number;
        content: string;
        files: string;
        created_at: number;
      }>;
      return rows.map((row) => ({
        id: row.id,
        author: row.author,
        fromSupport: row.from_support === 1,
        content: row.content,
        files: linkedFiles(ctx, JSON.parse(row.files) as WorkOrderFile[]),
        createTime: row.created_at,
      }));
    },
    add(no: string, author: string, fromSupport: boolean, reply: NewReply): void {
      ctx.db
        .prepare(`INSERT INTO ${table} (${key}, author, from_support, content, files, created_at) VALUES (?, ?, ?, ?, ?, ?)`)
        .run(no, author, fromSupport ? 1 : 0, reply.content, JSON.stringify(reply.files), ctx.now());
    },
  };
}

/** The attachment behind a signed link, saved under its file name (the key's last part). */
export const attachmentRoute = ({ api }: Services, ctx: StandInContext) =>
  storedObjectRoute(api, ctx, ATTACHMENT_PATH, 'workorder/', (key) => ({ type: 'application/octet-stream', download: key.slice(key.lastIndexOf('/') + 1) }));
