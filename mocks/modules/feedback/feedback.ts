import { seededRandom } from '../../db.ts';
import { objectUrl, storedObjectRoute } from '../../fileLinks.ts';
import { BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { storeRuntime } from '../../store/runtime.ts';
import { requireFields } from '../../validate.ts';
import { bucketOfStorage, issueUploadDescriptor, uploadFolder } from '../../domain/uploads.ts';
import { signedIn } from '../../guards.ts';
import { isMainlandMobile, PHONE_INVALID } from '../../../src/rules/phone.ts';

/**
 * Feedback (POST /api/Consultation/create) and the user's own list. Attachments go to the object store
 * through the resumable upload path (GetCloudUploadParam answers with an object-store descriptor); the list
 * links each one through a signed, expiring address that reads it back from the store.
 */
const schema = `
CREATE TABLE IF NOT EXISTS consultations (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  content TEXT NOT NULL,
  tel TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  reply TEXT,
  replied_at INTEGER
);
CREATE TABLE IF NOT EXISTS consultation_files (
  consultation_id INTEGER NOT NULL REFERENCES consultations(id),
  file_path TEXT NOT NULL,
  object_storage_id INTEGER NOT NULL,
  sort INTEGER NOT NULL
);
`;

export const FEEDBACK_MAX_CHARS = 500;
export const FEEDBACK_MAX_FILES = 5;
export const FEEDBACK_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };
const DAY = 24 * 60 * 60 * 1000;

const seedFeedback = [
  ['客户列表导出时能否增加联系人手机号一列？', '已在6.8版本中加入，导出时勾选“联系人电话”即可。'],
  ['短信签名审核一般需要多久？', '签名审核一般在1个工作日内完成。'],
  ['服务维护页面加载比较慢，希望优化。', null],
  ['二级代理能否单独设置折扣？', '目前可在代理商资质中按产品设置折扣。'],
  ['发票申请后多久可以收到？', '电子发票1个工作日内开具。'],
  ['希望首页能显示本月新增客户数。', null],
  ['账套备份文件下载速度慢。', '已为华东一区扩容带宽，请再试。'],
  ['AI视频推广的结算周期是多久？', '每月5日结算上月收益。'],
  ['加密狗更换需要什么流程？', null],
  ['登录时验证码收不到。', '已排查为运营商延迟，现已恢复。'],
  ['能否批量续费服务？', '批量续费功能已在服务维护中上线。'],
  ['工单回复能否短信提醒？', null],
  ['客户到期提醒能否提前到60天？', '已记录需求，将在后续版本评估。'],
  ['iShop营销活动模板太少。', null],
  ['充值后余额未及时刷新。', '余额在到账后1分钟内刷新，请稍后查看。'],
  ['希望支持导出PDF格式的对账单。', null],
  ['数据恢复能否指定到某一天？', '可以，申请时选择备份日期即可。'],
  ['后台看板的图表能否自定义时间范围？', null],
] as const;

function seed({ db }: StandInContext, calendar: SeedCalendar): void {
  const random = seededRandom(5150);
  const insert = db.prepare(
    'INSERT INTO consultations (account_id, content, tel, created_at, reply, replied_at) VALUES (1, ?, ?, ?, ?, ?)',
  );
  // Two days apart, the newest yesterday morning (China time).
  const newest = calendar.day(-1, 11);
  seedFeedback.forEach(([content, reply], index) => {
    const createdAt = newest - (seedFeedback.length - 1 - index) * 2 * DAY - Math.floor(random() * 6) * 3_600_000;
    insert.run(content, index % 3 === 0 ? '' : '13800000001', createdAt, reply, reply ? createdAt + DAY / 2 : null);
  });
}

function extensionOf(fileName: string): string {
  return /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
}

interface FileRef {
  filePath: string;
  objectStorageId: number;
}

function fileRefs(value: unknown[], idField: 'objectStorageId' | 'objStoreageId'): FileRef[] {
  return value.map((item) => {
    const record = requireFields(item, { filePath: 'string', [idField]: 'number' } as Record<string, 'string' | 'number'>);
    return { filePath: String(record.filePath), objectStorageId: Number(record[idField]) };
  });
}

/** A stored object of the account's feedback folder, or null (not the account's, not uploaded, or deleted). */
function storedAttachment(ctx: StandInContext, accountId: number, file: FileRef): { bucket: string; size: number } | null {
  const bucket = bucketOfStorage(file.objectStorageId);
  if (!bucket || !file.filePath.startsWith(uploadFolder(ctx, accountId, 'consultation'))) return null;
  const row = ctx.db.prepare('SELECT size FROM store_objects WHERE bucket = ? AND object_key = ?').get(bucket, file.filePath) as
    | { size: number }
    | undefined;
  return row ? { bucket, size: row.size } : null;
}

const ATTACHMENT_PATH = '/api/Consultation/Attachment';
const attachmentUrl = (ctx: StandInContext, file: FileRef) => objectUrl(ctx, ATTACHMENT_PATH, file);

export const feedbackModule: StandInModule = {
  name: 'feedback',
  schema,
  seed,
  routes({ api }, ctx) {
    api.post('/api/Consultation/GetCloudUploadParam', ({ body, accountId }) => {
      const { fileName } = requireFields(body, { fileName: 'string', id: 'number?' });
      if (!IMAGE_TYPES[extensionOf(fileName)]) throw new BusinessError('只能上传jpg、jpeg、png格式文件');
      return issueUploadDescriptor(ctx, accountId, 'consultation', fileName);
    }, { guard: signedIn });

    // Only the account's own attachments that no saved feedback uses are deleted.
    api.post('/api/Promotion/DeleteFileByObjStoreageId', ({ body, accountId }) => {
      const { param } = requireFields(body, { objStorUseTo: 'number', param: 'array' });
      const used = ctx.db.prepare('SELECT 1 FROM consultation_files WHERE file_path = ?');
      for (const file of fileRefs(param, 'objStoreageId')) {
        const stored = storedAttachment(ctx, accountId, file);
        if (stored && !used.get(file.filePath)) storeRuntime.objects?.remove(stored.bucket, file.filePath);
      }
      return true;
    }, { guard: signedIn });

    api.post('/api/Consultation/create', ({ body, accountId }) => {
      const form = requireFields(body, { content: 'string', tel: 'string?', fileList: 'array?' });
      const content = form.content.trim();
      const tel = (form.tel ?? '').trim();
      if (!content) throw new BusinessError('请输入内容');
      if ([...content].length > FEEDBACK_MAX_CHARS) throw new BusinessError(`最多输入${FEEDBACK_MAX_CHARS}字`);
      if (tel && !isMainlandMobile(tel)) throw new BusinessError(PHONE_INVALID);
      const files = fileRefs(form.fileList ?? [], 'objectStorageId');
      if (files.length > FEEDBACK_MAX_FILES) throw new BusinessError(`最多上传${FEEDBACK_MAX_FILES}个文件`);
      const stored = files.map((file) => storedAttachment(ctx, accountId, file));
      if (stored.some((object) => !object)) throw new BusinessError('附件未上传完成或已删除，请重新上传');
      if (stored.some((object) => object!.size > FEEDBACK_MAX_BYTES)) throw new BusinessError('文件大小要小于2MB');
      return ctx.db.transaction(() => {
        const id = Number(
          ctx.db
            .prepare('INSERT INTO consultations (account_id, content, tel, created_at) VALUES (?, ?, ?, ?)')
            .run(accountId, content, tel, ctx.now()).lastInsertRowid,
        );
        const attach = ctx.db.prepare('INSERT INTO consultation_files (consultation_id, file_path, object_storage_id, sort) VALUES (?, ?, ?, ?)');
        files.forEach((file, index) => attach.run(id, file.filePath, file.objectStorageId, index));
        return id;
      })();
    }, { guard: signedIn });

    api.get('/api/Consultation/MyList', ({ query, accountId }) => {
      const pageIndex = Math.max(1, Number.parseInt(query.pageIndex ?? '1', 10) || 1);
      const pageSize = Math.min(100, Math.max(1, Number.parseInt(query.pageSize ?? '15', 10) || 15));
      // LIKE wildcards typed by the user are matched literally.
      const keyword = `%${(query.keyword ?? '').trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      const where = "account_id = ? AND content LIKE ? ESCAPE '\\'";
      const { total } = ctx.db.prepare(`SELECT COUNT(*) AS total FROM consultations WHERE ${where}`).get(accountId, keyword) as {
        total: number;
      };
      const rows = ctx.db
        .prepare(
          `SELECT id, content, tel, created_at, reply, replied_at FROM consultations WHERE ${where}
           ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
        )
        .all(accountId, keyword, pageSize, (pageIndex - 1) * pageSize) as Array<{
        id: number;
        content: string;
        tel: string;
        created_at: number;
        reply: string | null;
        replied_at: number | null;
      }>;
      const filesOf = ctx.db.prepare(
        'SELECT file_path AS filePath, object_storage_id AS objectStorageId FROM consultation_files WHERE consultation_id = ? ORDER BY sort',
      );
      return {
        total,
        list: rows.map((row) => ({
          id: row.id,
          content: row.content,
          tel: row.tel,
          createTime: new Date(row.created_at).toISOString(),
          replyContent: row.reply,
          replyTime: row.replied_at === null ? null : new Date(row.replied_at).toISOString(),
          fileList: (filesOf.all(row.id) as FileRef[]).map((file) => ({ ...file, url: attachmentUrl(ctx, file) })),
        })),
      };
    }, { guard: signedIn });

    // The picture behind a link of the list: public like a pre-signed URL, so <img> can load it without the token.
    storedObjectRoute(api, ctx, ATTACHMENT_PATH, 'consultation/', (key) => ({ type: IMAGE_TYPES[extensionOf(key)] ?? 'application/octet-stream' }));
  },
};
