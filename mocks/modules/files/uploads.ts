import type { UploadDescriptor } from '../../../src/contracts/uploads.ts';
import { BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import { expireAllCredentials, findByToken, issueCredential } from '../../store/credentials.ts';
import { PROVIDERS, bucketOf, type Provider } from '../../store/dialects.ts';
import { assertSafeKey } from '../../store/multipart.ts';
import { storeRuntime } from '../../store/runtime.ts';
import { STORE_SCHEMA } from '../../store/schema.ts';
import { requireFields } from '../../validate.ts';
import { customerOf } from '../../scope.ts';
import {
  PROVIDER_SETTING,
  PURPOSES,
  cleanFileName,
  descriptorOf,
  issueUploadDescriptor,
  requireStoredUpload,
  stsOf,
  uploadFolder,
} from '../../domain/uploads.ts';
import { signedIn } from '../../guards.ts';

const schema = `${STORE_SCHEMA}
CREATE TABLE IF NOT EXISTS db_files (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id INTEGER NOT NULL REFERENCES customers(id),
  account_id INTEGER NOT NULL REFERENCES accounts(id),
  file_name TEXT NOT NULL,
  size INTEGER NOT NULL,
  object_key TEXT NOT NULL,
  object_storage_id INTEGER NOT NULL,
  uploaded_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS db_files_customer ON db_files (customer_id, uploaded_at);
`;

/** Whether the object key lies in one of the account's upload folders. */
export function ownsUploadPath(ctx: StandInContext, accountId: number, key: string): boolean {
  return PURPOSES.some((purpose) => key.startsWith(uploadFolder(ctx, accountId, purpose)));
}

/** Whether a credential's folder is exactly one of the account's upload folders (not merely contains its id). */
export function isOwnFolder(ctx: StandInContext, accountId: number, folder: string): boolean {
  return PURPOSES.some((purpose) => folder === uploadFolder(ctx, accountId, purpose));
}

function isSafeKey(key: string): boolean {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
}

const REFRESH_REFUSED = '上传凭证无效，请重新上传';

/**
 * The descriptor of a task's object as it is now (endpoint and credential), by its object key, bucket and upload id:
 * the browser keeps neither, so a task resumes wherever the store is reached today. Only for the caller's own
 * folders, and an upload id must be this object's.
 */
function resumeDescriptor(ctx: StandInContext, accountId: number, form: { path: string; bucketName?: string; uploadId?: string }): UploadDescriptor {
  const purpose = PURPOSES.find((candidate) => form.path.startsWith(uploadFolder(ctx, accountId, candidate)));
  const provider = PROVIDERS.find((candidate) => bucketOf(candidate) === form.bucketName);
  if (!purpose || !provider || !isSafeKey(form.path)) throw new BusinessError(REFRESH_REFUSED);
  const upload = form.uploadId
    ? (ctx.db.prepare('SELECT bucket, object_key AS key FROM store_uploads WHERE upload_id = ?').get(form.uploadId) as { bucket: string; key: string } | undefined)
    : undefined;
  if (upload && (upload.bucket !== form.bucketName || upload.key !== form.path)) throw new BusinessError(REFRESH_REFUSED);
  return descriptorOf(ctx, provider, form.path, uploadFolder(ctx, accountId, purpose));
}

export const uploadsModule: StandInModule = {
  name: 'uploads',
  schema,
  forget: () => storeRuntime.faults.clear(),
  seed(ctx) {
    ctx.db.prepare('INSERT OR REPLACE INTO store_settings (name, value) VALUES (?, ?)').run(PROVIDER_SETTING, 'oss');
  },
  routes({ api }, ctx) {
    api.post('/api/workorder/GetCloudUploadParam', ({ accountId, body }) => {
      const { fileName } = requireFields(body, { fileName: 'string', id: 'number?' });
      return issueUploadDescriptor(ctx, accountId, 'workorder', fileName);
    }, { guard: signedIn });

    api.post('/api/BakDbCust/GetCloudUploadParam', ({ accountId, body }) => {
      const { customerId, fileName } = requireFields(body, { customerId: 'number', fileName: 'string' });
      customerOf(ctx, accountId, customerId);
      return issueUploadDescriptor(ctx, accountId, 'dbfile', fileName);
    }, { guard: signedIn });

    // A task's descriptor as it is now, by object key (see resumeDescriptor); from older checkpoints that kept a
    // credential's token, a new credential for that credential's folder.
    api.post('/api/upload/RefreshCloudUploadParam', ({ accountId, body }) => {
      const form = requireFields(body, { path: 'string?', bucketName: 'string?', uploadId: 'string?', securityToken: 'string?' });
      if (form.path !== undefined) return resumeDescriptor(ctx, accountId, { ...form, path: form.path });
      const old = findByToken(ctx, form.securityToken ?? '');
      if (!old || !isOwnFolder(ctx, accountId, old.key_prefix)) throw new BusinessError(REFRESH_REFUSED);
      return stsOf(issueCredential(ctx, old.bucket, old.key_prefix));
    }, { guard: signedIn });

    api.post('/api/BakDbCust/SaveDbFile', ({ accountId, body }) => {
      const file = requireFields(body, { customerId: 'number', fileName: 'string', size: 'number', path: 'string', objectStorageId: 'number' });
      customerOf(ctx, accountId, file.customerId);
      requireStoredUpload(ctx, accountId, 'dbfile', file);
      // Recording the same object again (an answer lost, then sent again after a restart) keeps one record.
      const recorded = ctx.db.prepare('SELECT id FROM db_files WHERE customer_id = ? AND object_key = ?').get(file.customerId, file.path) as { id: number } | undefined;
      if (recorded) return recorded.id;
      const { lastInsertRowid } = ctx.db
        .prepare('INSERT INTO db_files (customer_id, account_id, file_name, size, object_key, object_storage_id, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(file.customerId, accountId, cleanFileName(file.fileName), file.size, file.path, file.objectStorageId, ctx.now());
      return Number(lastInsertRowid);
    }, { guard: signedIn });

    api.get('/api/BakDbCust/DbFileList', ({ accountId, query }) => {
      const customer = customerOf(ctx, accountId, Number(query.customerId));
      return ctx.db
        .prepare(
          'SELECT id, file_name AS fileName, size, object_key AS path, uploaded_at AS uploadedAt FROM db_files WHERE customer_id = ? ORDER BY uploaded_at DESC, id DESC',
        )
        .all(customer.id);
    }, { guard: signedIn });

    const open = { public: true };
    // Each object's md5 is worked out on first request (see ObjectFiles).
    api.get('/api/__dev/objects', async ({ query }) => {
      const rows = ctx.db
        .prepare(
          `SELECT o.bucket, o.object_key AS key, o.size, COALESCE(r.bytes, 0) AS receivedBytes
           FROM store_objects o LEFT JOIN store_received r ON r.bucket = o.bucket AND r.object_key = o.object_key
           WHERE (? = '' OR o.object_key LIKE ?) ORDER BY o.stored_at`,
        )
        .all(query.prefix ?? '', `${query.prefix ?? ''}%`) as Array<{ bucket: string; key: string; size: number; receivedBytes: number }>;
      const objects = [];
      for (const row of rows) objects.push({ bucket: row.bucket, key: row.key, size: row.size, md5: await storeRuntime.objects?.md5(row.bucket, row.key), receivedBytes: row.receivedBytes });
      return objects;
    }, open);

    api.get('/api/__dev/multipartUploads', () =>
      ctx.db
        .prepare(
          `SELECT u.upload_id AS uploadId, u.bucket, u.object_key AS key, u.dialect, u.state, COUNT(p.part_number) AS parts,
             COALESCE(SUM(p.times_stored > 1), 0) AS partsStoredTwice,
             (SELECT COALESCE(SUM(bytes), 0) FROM store_received r WHERE r.bucket = u.bucket AND r.object_key = u.object_key) AS receivedBytes
           FROM store_uploads u LEFT JOIN store_parts p ON p.upload_id = u.upload_id GROUP BY u.upload_id ORDER BY u.created_at`,
        )
        .all(),
    open);

    api.post('/api/__dev/faults', ({ body }) => {
      const fault = requireFields(body, {
        partNumber: 'number?',
        status: 'number?',
        delayMs: 'number?',
        cut: 'boolean?',
        times: 'number?',
        expireCredentials: 'boolean?',
        completeAnswerLost: 'boolean?',
        clear: 'boolean?',
      });
      if (fault.clear) storeRuntime.faults.clear();
      if (fault.expireCredentials) expireAllCredentials(ctx);
      if (fault.status !== undefined || fault.delayMs !== undefined || fault.cut || fault.completeAnswerLost) storeRuntime.faults.add(fault);
      return true;
    }, open);

    api.post('/api/__dev/storage', ({ body }) => {
      const { provider } = requireFields(body, { provider: 'string' });
      if (!PROVIDERS.includes(provider as Provider)) throw new BusinessError(`provider 应为 ${PROVIDERS.join(' / ')}`);
      ctx.db.prepare('INSERT OR REPLACE INTO store_settings (name, value) VALUES (?, ?)').run(PROVIDER_SETTING, provider);
      return provider;
    }, open);
  },
};
