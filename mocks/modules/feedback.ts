import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seededRandom } from '../db.ts';
import { BusinessError } from '../errors.ts';
import type { StandInContext, StandInModule } from '../module.ts';
import { requireFields } from '../validate.ts';

/**
 * Feedback (POST /api/Consultation/create), the user's own list, and the attachments' storage:
 * GetCloudUploadParam hands out an object id and a single-request upload address on a small object
 * store of its own (the main API caps bodies at 1 MB; attachments may be 2 MB), which serves the
 * bytes back for thumbnails.
 */
const schema = `
CREATE TABLE IF NOT EXISTS feedback_objects (
  id TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  file_name TEXT NOT NULL,
  relative_path TEXT NOT NULL,
  content_type TEXT,
  size INTEGER,
  data BLOB,
  uploaded_at INTEGER,
  deleted INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
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
  object_id TEXT NOT NULL REFERENCES feedback_objects(id),
  file_path TEXT NOT NULL,
  sort INTEGER NOT NULL
);
`;

export const FEEDBACK_MAX_CHARS = 500;
export const FEEDBACK_MAX_FILES = 5;
export const FEEDBACK_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };
const MOBILE = /^1[3-9]\d{9}$/;
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

function seed({ db }: StandInContext): void {
  const random = seededRandom(5150);
  const insert = db.prepare(
    'INSERT INTO consultations (account_id, content, tel, created_at, reply, replied_at) VALUES (1, ?, ?, ?, ?, ?)',
  );
  const newest = Date.UTC(2026, 10, 18, 3, 0, 0);
  seedFeedback.forEach(([content, reply], index) => {
    const createdAt = newest - (seedFeedback.length - 1 - index) * 2 * DAY - Math.floor(random() * 6) * 3_600_000;
    insert.run(content, index % 3 === 0 ? '' : '13800000001', createdAt, reply, reply ? createdAt + DAY / 2 : null);
  });
}

function extensionOf(fileName: string): string {
  return /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
}

/** The object store: PUT stores the bytes of an object handed out once, GET serves them back. */
function startObjectStore(ctx: StandInContext): Promise<string> {
  const server = createServer((req, res) => void handleStore(ctx, req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      // The stand-in's own services decide when the process ends; this store never holds it open.
      server.unref();
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

function reply(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function readLimited(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function handleStore(ctx: StandInContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
  res.setHeader('access-control-allow-methods', 'GET, PUT, OPTIONS');
  res.setHeader('access-control-allow-headers', 'content-type');
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  const id = /^\/feedback-objects\/([A-Za-z0-9_-]+)$/.exec(new URL(req.url ?? '/', 'http://store').pathname)?.[1] ?? '';
  const object = ctx.db.prepare('SELECT content_type, data, uploaded_at, deleted FROM feedback_objects WHERE id = ?').get(id) as
    | { content_type: string | null; data: Buffer | null; uploaded_at: number | null; deleted: number }
    | undefined;
  if (!object || object.deleted) return reply(res, 404, { code: 404, msg: '文件不存在' });

  if (req.method === 'GET') {
    if (!object.data) return reply(res, 404, { code: 404, msg: '文件不存在' });
    res.writeHead(200, { 'content-type': object.content_type ?? 'application/octet-stream', 'cache-control': 'private, max-age=86400' });
    return void res.end(object.data);
  }
  if (req.method !== 'PUT') return reply(res, 405, { code: 405, msg: '不支持的请求方法' });
  if (object.uploaded_at !== null) return reply(res, 409, { code: 409, msg: '该文件已上传' });
  const bytes = Number(req.headers['content-length'] ?? 0) > FEEDBACK_MAX_BYTES ? null : await readLimited(req, FEEDBACK_MAX_BYTES);
  if (!bytes) {
    // The rest of the body is not read: the connection cannot be reused.
    res.setHeader('connection', 'close');
    return reply(res, 413, { code: 413, msg: '文件大小要小于2MB' });
  }
  if (bytes.length === 0) return reply(res, 400, { code: 400, msg: '不能上传空文件' });
  ctx.db
    .prepare('UPDATE feedback_objects SET data = ?, size = ?, content_type = ?, uploaded_at = ? WHERE id = ?')
    .run(bytes, bytes.length, req.headers['content-type'] ?? 'application/octet-stream', ctx.now(), id);
  reply(res, 200, { code: 200, msg: '成功' });
}

interface FileRef {
  filePath: string;
  objectStorageId: string;
}

function fileRefs(value: unknown[], idField: 'objectStorageId' | 'objStoreageId'): FileRef[] {
  return value.map((item) => {
    const record = requireFields(item, { filePath: 'string', [idField]: 'string' } as Record<string, 'string'>);
    return { filePath: String(record.filePath), objectStorageId: String(record[idField]) };
  });
}

export const feedbackModule: StandInModule = {
  name: 'feedback',
  schema,
  seed,
  routes({ api }, ctx) {
    const store = startObjectStore(ctx);

    api.post('/api/Consultation/GetCloudUploadParam', async ({ body, accountId }) => {
      const { fileName } = requireFields(body, { fileName: 'string', id: 'number?' });
      const extension = extensionOf(fileName);
      if (!IMAGE_TYPES[extension]) throw new BusinessError('只能上传jpg/jpeg/png格式文件');
      const objectStorageId = randomBytes(16).toString('hex');
      const day = new Date(ctx.now()).toISOString().slice(0, 10).replace(/-/g, '/');
      const relativePath = `consultation/${day}/${objectStorageId}.${extension}`;
      ctx.db
        .prepare('INSERT INTO feedback_objects (id, account_id, file_name, relative_path, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(objectStorageId, accountId, fileName, relativePath, ctx.now());
      return { path: `${await store}/feedback-objects/${objectStorageId}`, relativePath, objectStorageId };
    });

    api.post('/api/Promotion/DeleteFileByObjStoreageId', ({ body, accountId }) => {
      const { param } = requireFields(body, { objStorUseTo: 'number', param: 'array' });
      const remove = ctx.db.prepare(
        `UPDATE feedback_objects SET deleted = 1, data = NULL WHERE id = ? AND account_id = ?
         AND NOT EXISTS (SELECT 1 FROM consultation_files f WHERE f.object_id = feedback_objects.id)`,
      );
      for (const file of fileRefs(param, 'objStoreageId')) remove.run(file.objectStorageId, accountId);
      return true;
    });

    api.post('/api/Consultation/create', ({ body, accountId }) => {
      const form = requireFields(body, { content: 'string', tel: 'string?', fileList: 'array?' });
      const content = form.content.trim();
      const tel = (form.tel ?? '').trim();
      if (!content) throw new BusinessError('请输入内容');
      if ([...content].length > FEEDBACK_MAX_CHARS) throw new BusinessError(`最多输入${FEEDBACK_MAX_CHARS}字`);
      if (tel && !MOBILE.test(tel)) throw new BusinessError('请输入正确的手机号');
      const files = fileRefs(form.fileList ?? [], 'objectStorageId');
      if (files.length > FEEDBACK_MAX_FILES) throw new BusinessError(`最多上传${FEEDBACK_MAX_FILES}个文件`);
      const usable = ctx.db.prepare(
        'SELECT 1 FROM feedback_objects WHERE id = ? AND account_id = ? AND uploaded_at IS NOT NULL AND deleted = 0',
      );
      if (files.some((file) => !usable.get(file.objectStorageId, accountId))) throw new BusinessError('附件未上传完成或已删除，请重新上传');
      return ctx.db.transaction(() => {
        const id = Number(
          ctx.db
            .prepare('INSERT INTO consultations (account_id, content, tel, created_at) VALUES (?, ?, ?, ?)')
            .run(accountId, content, tel, ctx.now()).lastInsertRowid,
        );
        const attach = ctx.db.prepare('INSERT INTO consultation_files (consultation_id, object_id, file_path, sort) VALUES (?, ?, ?, ?)');
        files.forEach((file, index) => attach.run(id, file.objectStorageId, file.filePath, index));
        return id;
      })();
    });

    api.get('/api/Consultation/MyList', async ({ query, accountId }) => {
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
        'SELECT object_id, file_path FROM consultation_files WHERE consultation_id = ? ORDER BY sort',
      );
      const storeUrl = await store;
      return {
        total,
        list: rows.map((row) => ({
          id: row.id,
          content: row.content,
          tel: row.tel,
          createTime: new Date(row.created_at).toISOString(),
          replyContent: row.reply,
          replyTime: row.replied_at === null ? null : new Date(row.replied_at).toISOString(),
          fileList: (filesOf.all(row.id) as Array<{ object_id: string; file_path: string }>).map((file) => ({
            objectStorageId: file.object_id,
            filePath: file.file_path,
            url: `${storeUrl}/feedback-objects/${file.object_id}`,
          })),
        })),
      };
    });
  },
};
