import { customersScreens } from '../../../src/contracts/screens/customers.ts';
import type { AnnualFee, AppFile, CustomerDetail, RenewalPage, RenewalRecord } from '../../../src/contracts/customerRecords.ts';
import { annualFeeProblem, customerInfoProblem } from '../../../src/rules/customerRecords.ts';
import { BusinessError } from '../../errors.ts';
import type { Services, StandInContext, StandInModule } from '../../module.ts';
import { pagedList, type PagedListSpec, pagedListFor } from '../../pagedList.ts';
import { accountName, customerScope } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { findCustomer } from '../../domain/customers/customerList.ts';
import { seedCustomerRecords } from './customerRecordsSeed.ts';
import { renewPaidOrder } from './customerRenewals.ts';
import { positiveId, trackRoutes } from './customerTracks.ts';
import { cleanFileName, issueUploadDescriptor, requireStoredUpload } from '../../domain/uploads.ts';
import { button, signedIn } from '../../guards.ts';
import { DB_SIZE_MB } from '../../domain/databaseModel.ts';

const schema = `
CREATE TABLE IF NOT EXISTS customer_contacts (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id),
  landline TEXT NOT NULL DEFAULT '', email TEXT NOT NULL DEFAULT '', qq TEXT NOT NULL DEFAULT '', address TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS customer_tracks (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), account_id INTEGER REFERENCES accounts(id),
  staff_name TEXT NOT NULL, track_way TEXT NOT NULL, content TEXT NOT NULL, track_time INTEGER NOT NULL, next_time TEXT
);
CREATE INDEX IF NOT EXISTS customer_tracks_customer ON customer_tracks (customer_id, track_time);
CREATE TABLE IF NOT EXISTS customer_renewals (
  id INTEGER PRIMARY KEY, order_no TEXT NOT NULL, customer_id INTEGER NOT NULL REFERENCES customers(id),
  product_name TEXT NOT NULL, version_name TEXT NOT NULL, user_count INTEGER NOT NULL, months INTEGER NOT NULL, old_expire INTEGER NOT NULL, new_expire INTEGER NOT NULL,
  amount_cents INTEGER NOT NULL, pay_method TEXT NOT NULL, operator TEXT NOT NULL, created_at INTEGER NOT NULL,
  UNIQUE (order_no, customer_id)
);
CREATE INDEX IF NOT EXISTS customer_renewals_customer ON customer_renewals (customer_id, created_at);
CREATE TABLE IF NOT EXISTS customer_app_files (
  id INTEGER PRIMARY KEY, customer_id INTEGER NOT NULL REFERENCES customers(id), account_id INTEGER REFERENCES accounts(id),
  file_name TEXT NOT NULL, file_version TEXT NOT NULL, size INTEGER NOT NULL, remark TEXT NOT NULL, object_key TEXT, uploaded_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS customer_app_files_customer ON customer_app_files (customer_id, uploaded_at);
CREATE TABLE IF NOT EXISTS customer_annual_fees (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id), fee_cents INTEGER NOT NULL, modifier TEXT, modified_at INTEGER
);
`;

/** A service's yearly fee until someone sets one: users × the product's price per user. */
const FEE_CENTS = `COALESCE(f.fee_cents, c.user_count * CASE c.product_type WHEN 'CRM' THEN 36000 WHEN 'FZERP' THEN 80000 ELSE 60000 END)`;
export const FEE_UNCHANGED = '新年费与原年费相同';
const VERSION_MAX = 30;
const REMARK_MAX = 200;

function customerDetail(ctx: StandInContext, accountId: number, userId: string | undefined): CustomerDetail {
  const customer = findCustomer(ctx, accountId, userId);
  const extra = ctx.db
    .prepare(
      `SELECT COALESCE(k.landline, '') AS landline, COALESCE(k.email, '') AS email, COALESCE(k.qq, '') AS qq, COALESCE(k.address, '') AS address,
         g.agent_no AS agentNo, g.name AS agentName, ${FEE_CENTS} AS feeCents, ${DB_SIZE_MB} AS dbSizeMB
       FROM customers c JOIN agents g ON g.id = c.agent_id LEFT JOIN customer_contacts k ON k.customer_id = c.id
       LEFT JOIN customer_annual_fees f ON f.customer_id = c.id WHERE c.id = ?`,
    )
    .get(customer.id) as Omit<CustomerDetail, keyof typeof customer | 'annualFee'> & { feeCents: number };
  const { feeCents, ...rest } = extra;
  // The database's size as 数据库列表 shows it (databaseModel.ts).
  return { ...customer, ...rest, annualFee: feeCents / 100 };
}

function updateInfo(ctx: StandInContext, accountId: number, body: unknown): CustomerDetail {
  const form = requireFields(body, { userId: 'number', name: 'string', contact: 'string', phone: 'string', landline: 'string?', email: 'string?', qq: 'string?', address: 'string?' });
  const values = { name: form.name, contact: form.contact, phone: form.phone, landline: form.landline ?? '', email: form.email ?? '', qq: form.qq ?? '', address: form.address ?? '' };
  const problem = customerInfoProblem(values);
  if (problem) throw new BusinessError(problem);
  const { id } = findCustomer(ctx, accountId, String(form.userId));
  ctx.db.prepare('UPDATE customers SET name = ?, contact = ?, phone = ? WHERE id = ?').run(values.name.trim(), values.contact.trim(), values.phone, id);
  ctx.db
    .prepare('INSERT OR REPLACE INTO customer_contacts (customer_id, landline, email, qq, address) VALUES (?, ?, ?, ?, ?)')
    .run(id, values.landline.trim(), values.email.trim(), values.qq.trim(), values.address.trim());
  return customerDetail(ctx, accountId, String(id));
}

interface RenewalRow {
  id: number; order_no: string; customer_id: number; customer_name: string; product_name: string; version_name: string; user_count: number; months: number;
  old_expire: number; new_expire: number; amount_cents: number; pay_method: string; operator: string; created_at: number;
}
const renewalList = (ctx: StandInContext, accountId: number): PagedListSpec<RenewalRow, RenewalRecord> => pagedListFor(customersScreens.renewList.list, {
  from: 'customer_renewals r JOIN customers c ON c.id = r.customer_id', select: 'r.*, c.name AS customer_name', scope: customerScope(ctx, accountId, 'c.agent_id', 'c.id'),
  sortable: { createTime: 'r.created_at', amount: 'r.amount_cents', newExpire: 'r.new_expire' },
  filterable: { userId: 'r.customer_id', payMethod: 'r.pay_method' },
  keyword: ['r.order_no'], dateColumn: 'r.created_at', defaultOrder: 'r.created_at DESC, r.id DESC', sum: 'r.amount_cents',
  toItem: (row) => ({
    id: row.id, orderNo: row.order_no, userId: row.customer_id, customerName: row.customer_name, productName: row.product_name, versionName: row.version_name,
    userCount: row.user_count, months: row.months,
    oldExpire: row.old_expire, newExpire: row.new_expire, amount: row.amount_cents / 100, payMethod: row.pay_method, operator: row.operator, createTime: row.created_at,
  }),
});

/** The 续费记录 lines one paid renewal wrote (one per customer of a batch), within the caller's customers. */
function renewalsOfOrder(ctx: StandInContext, accountId: number, query: unknown): RenewalRecord[] {
  const { orderNo } = requireFields(query, { orderNo: 'string' });
  const spec = renewalList(ctx, accountId);
  const rows = ctx.db.prepare(`SELECT ${spec.select} FROM ${spec.from} WHERE (${spec.scope.sql}) AND r.order_no = ? ORDER BY r.id`).all(...spec.scope.params, orderNo) as RenewalRow[];
  return rows.map(spec.toItem);
}

interface AppFileRow { id: number; customer_id: number; file_name: string; file_version: string; size: number; remark: string; uploaded_at: number }
const appFileList = (ctx: StandInContext, accountId: number): PagedListSpec<AppFileRow, AppFile> => pagedListFor(customersScreens.appFileList.list, {
  from: 'customer_app_files a JOIN customers c ON c.id = a.customer_id', select: 'a.*', scope: customerScope(ctx, accountId, 'c.agent_id', 'c.id'),
  sortable: { uploadTime: 'a.uploaded_at', size: 'a.size', fileName: 'a.file_name' },
  filterable: { userId: 'a.customer_id' },
  keyword: ['a.file_name', 'a.remark'], dateColumn: 'a.uploaded_at', defaultOrder: 'a.uploaded_at DESC, a.id DESC',
  toItem: (row) => ({ id: row.id, userId: row.customer_id, fileName: row.file_name, fileVersion: row.file_version, size: row.size, uploadTime: row.uploaded_at, remark: row.remark }),
});

function findAppFile(ctx: StandInContext, accountId: number, id: unknown): AppFileRow {
  const scope = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  const row = ctx.db
    .prepare(`SELECT a.* FROM customer_app_files a JOIN customers c ON c.id = a.customer_id WHERE a.id = ? AND ${scope.sql}`)
    .get(positiveId(id, 'id'), ...scope.params) as AppFileRow | undefined;
  if (!row) throw new BusinessError('文件不存在');
  return row;
}

function saveAppFile(ctx: StandInContext, accountId: number, body: unknown): number {
  const file = requireFields(body, { userId: 'number', fileName: 'string', fileVersion: 'string', remark: 'string', size: 'number', path: 'string', objectStorageId: 'number' });
  if (file.fileVersion.length > VERSION_MAX) throw new BusinessError(`版本最多${VERSION_MAX}个字`);
  if (file.remark.length > REMARK_MAX) throw new BusinessError(`说明最多${REMARK_MAX}个字`);
  const customer = findCustomer(ctx, accountId, String(file.userId));
  requireStoredUpload(ctx, accountId, 'appfile', file);
  // The same object recorded again (an answer lost, then sent again after a restart) keeps one record.
  const recorded = ctx.db.prepare('SELECT id FROM customer_app_files WHERE customer_id = ? AND object_key = ?').get(customer.id, file.path) as { id: number } | undefined;
  if (recorded) return recorded.id;
  const result = ctx.db
    .prepare('INSERT INTO customer_app_files (customer_id, account_id, file_name, file_version, size, remark, object_key, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(customer.id, accountId, cleanFileName(file.fileName), file.fileVersion.trim(), file.size, file.remark.trim(), file.path, ctx.now());
  return Number(result.lastInsertRowid);
}

/** The stand-in keeps no installer bytes: a download is a small text naming the file. */
function downloadAppFile(ctx: StandInContext, accountId: number, id: string | undefined): Response {
  const file = findAppFile(ctx, accountId, id);
  const text = `${file.file_name}\n版本 ${file.file_version}\n${file.remark}\n`;
  return new Response(text, {
    headers: { 'content-type': 'application/octet-stream', 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.file_name)}` },
  });
}

interface FeeRow {
  id: number; name: string; product_type: string; product_name: string; version_name: string; user_count: number;
  fee_cents: number; expire_at: number; modifier: string | null; modified_at: number | null;
}
const annualFeeList = (ctx: StandInContext, accountId: number): PagedListSpec<FeeRow, AnnualFee> => pagedListFor(customersScreens.annualFee.list, {
  from: 'customers c LEFT JOIN customer_annual_fees f ON f.customer_id = c.id',
  select: `c.id, c.name, c.product_type, c.product_name, c.version_name, c.user_count, c.expire_at, ${FEE_CENTS} AS fee_cents, f.modifier, f.modified_at`,
  scope: customerScope(ctx, accountId, 'c.agent_id', 'c.id'),
  sortable: { annualFee: FEE_CENTS, expireDate: 'c.expire_at', modifyTime: 'f.modified_at', userCount: 'c.user_count' },
  filterable: { productType: 'c.product_type' },
  keyword: ['c.name', 'c.contact', 'c.phone'], defaultOrder: 'c.id DESC',
  toItem: (row) => ({
    id: row.id, userName: row.name, productType: row.product_type, productName: row.product_name, versionName: row.version_name, userCount: row.user_count,
    annualFee: row.fee_cents / 100, expireDate: row.expire_at, modifier: row.modifier, modifyTime: row.modified_at,
  }),
});

function modifyAnnualFee(ctx: StandInContext, accountId: number, body: unknown): AnnualFee {
  const { userId, annualFee } = requireFields(body, { userId: 'number', annualFee: 'number' });
  const problem = annualFeeProblem(annualFee);
  if (problem) throw new BusinessError(problem);
  const before = customerDetail(ctx, accountId, String(userId));
  const cents = Math.round(annualFee * 100);
  if (Math.round(before.annualFee * 100) === cents) throw new BusinessError(FEE_UNCHANGED);
  const name = accountName(ctx, accountId);
  ctx.db.prepare('INSERT OR REPLACE INTO customer_annual_fees (customer_id, fee_cents, modifier, modified_at) VALUES (?, ?, ?, ?)').run(before.id, cents, name, ctx.now());
  const spec = annualFeeList(ctx, accountId);
  return spec.toItem(ctx.db.prepare(`SELECT ${spec.select} FROM ${spec.from} WHERE c.id = ?`).get(before.id) as FeeRow);
}

function routes({ api }: Services, ctx: StandInContext): void {
  api.get('/api/user/GetDetail', ({ accountId, query }) => customerDetail(ctx, accountId, query.userId), { guard: signedIn });
  api.post('/api/user/UpdateUserInfo', ({ accountId, body }) => updateInfo(ctx, accountId, body), { guard: button(customersScreens.customerList, 'edit') });

  trackRoutes(api, ctx);

  api.post('/api/user/RenewPageList', ({ accountId, body }): RenewalPage => {
    const page = pagedList(ctx, renewalList(ctx, accountId), body);
    return { ...page, sum: (page.sum ?? 0) / 100 };
  }, { guard: signedIn });

  api.get('/api/user/RenewListOfOrder', ({ accountId, query }) => renewalsOfOrder(ctx, accountId, query), {
    guard: signedIn,
  });
  api.post('/api/AppFile/PageList', ({ accountId, body }) => pagedList(ctx, appFileList(ctx, accountId), body), { guard: signedIn });
  api.post('/api/AppFile/GetCloudUploadParam', ({ accountId, body }) => {
    const { userId, fileName } = requireFields(body, { userId: 'number', fileName: 'string' });
    findCustomer(ctx, accountId, String(userId));
    return issueUploadDescriptor(ctx, accountId, 'appfile', fileName);
  }, { guard: button(customersScreens.appFileList, 'upload') });
  api.post('/api/AppFile/Save', ({ accountId, body }) => saveAppFile(ctx, accountId, body), { guard: button(customersScreens.appFileList, 'upload') });
  api.get('/api/AppFile/Download', ({ accountId, query }) => downloadAppFile(ctx, accountId, query.id), { guard: button(customersScreens.appFileList, 'download') });
  api.post('/api/AppFile/Delete', ({ accountId, body }) => {
    const { id } = requireFields(body, { id: 'number' });
    ctx.db.prepare('DELETE FROM customer_app_files WHERE id = ?').run(findAppFile(ctx, accountId, id).id);
    return true;
  }, { guard: button(customersScreens.appFileList, 'del') });

  api.post('/api/user/userAnnualFeeList', ({ accountId, body }) => pagedList(ctx, annualFeeList(ctx, accountId), body), { guard: signedIn });
  api.post('/api/user/modifyUserAnnualFee', ({ accountId, body }) => modifyAnnualFee(ctx, accountId, body), { guard: button(customersScreens.annualFee, 'edit') });
}

export const customerRecordsModule: StandInModule = { name: 'customerRecords', schema, seed: seedCustomerRecords, routes, onOrderPaid: { renew: renewPaidOrder } };
