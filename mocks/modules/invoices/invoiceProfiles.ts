import type { InvoiceAddress, InvoiceAddressFields, InvoiceTitle, InvoiceTitleFields } from '../../../src/contracts/invoices.ts';
import { addressChecks, firstProblem, titleChecks } from '../../../src/rules/invoices.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext } from '../../module.ts';
import { callerOf, requireButton } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { button, signedIn, type Guard } from '../../guards.ts';
import { invoicesScreens } from '../../../src/contracts/screens/invoices.ts';

// Invoice titles (开票信息) and mailing addresses (收票地址) of the caller's agent.
export const profilesSchema = `
CREATE TABLE IF NOT EXISTS invoice_titles (
  id INTEGER PRIMARY KEY, agent_id INTEGER NOT NULL REFERENCES agents(id), title_type TEXT NOT NULL, title_name TEXT NOT NULL,
  tax_no TEXT NOT NULL, bank TEXT NOT NULL, account TEXT NOT NULL, reg_address TEXT NOT NULL, reg_tel TEXT NOT NULL,
  is_default INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS invoice_addresses (
  id INTEGER PRIMARY KEY, agent_id INTEGER NOT NULL REFERENCES agents(id), receiver TEXT NOT NULL, phone TEXT NOT NULL,
  landline TEXT NOT NULL, region TEXT NOT NULL, address TEXT NOT NULL, postcode TEXT NOT NULL, is_default INTEGER NOT NULL DEFAULT 0
);
`;

interface TitleRow { id: number; title_type: string; title_name: string; tax_no: string; bank: string; account: string; reg_address: string; reg_tel: string; is_default: number }
interface AddressRow { id: number; receiver: string; phone: string; landline: string; region: string; address: string; postcode: string; is_default: number }

export const toTitle = (row: TitleRow): InvoiceTitle => ({
  id: row.id,
  titleType: row.title_type as InvoiceTitle['titleType'],
  titleName: row.title_name,
  taxNo: row.tax_no,
  bank: row.bank,
  account: row.account,
  regAddress: row.reg_address,
  regTel: row.reg_tel,
  isDefault: row.is_default === 1,
});
export const toAddress = (row: AddressRow): InvoiceAddress => ({
  id: row.id, receiver: row.receiver, phone: row.phone, landline: row.landline, region: row.region, address: row.address, postcode: row.postcode, isDefault: row.is_default === 1,
});

const TITLE_FIELDS = { titleType: 'string', titleName: 'string', taxNo: 'string', bank: 'string', account: 'string', regAddress: 'string', regTel: 'string' } as const;
const ADDRESS_FIELDS = { receiver: 'string', phone: 'string', landline: 'string', region: 'string', address: 'string', postcode: 'string' } as const;

function checked<F extends string>(checks: Record<F, (value: string, values: object) => string | null>, values: Record<F, string>): void {
  const problem = firstProblem(checks, values);
  if (problem) throw new BadRequestError(problem);
}

const idOf = (body: unknown) => {
  const { id } = requireFields(body, { id: 'number' });
  if (!Number.isSafeInteger(id) || id < 1) throw new BadRequestError('参数 id 应为正整数');
  return id;
};

export function insertTitle(ctx: StandInContext, agentId: number, title: InvoiceTitleFields, isDefault = false): number {
  return Number(
    ctx.db
      .prepare('INSERT INTO invoice_titles (agent_id, title_type, title_name, tax_no, bank, account, reg_address, reg_tel, is_default) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(agentId, title.titleType, title.titleName, title.taxNo, title.bank, title.account, title.regAddress, title.regTel, isDefault ? 1 : 0).lastInsertRowid,
  );
}
export function insertAddress(ctx: StandInContext, agentId: number, a: InvoiceAddressFields, isDefault = false): number {
  return Number(
    ctx.db
      .prepare('INSERT INTO invoice_addresses (agent_id, receiver, phone, landline, region, address, postcode, is_default) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run(agentId, a.receiver, a.phone, a.landline, a.region, a.address, a.postcode, isDefault ? 1 : 0).lastInsertRowid,
  );
}

export function findTitle(ctx: StandInContext, agentId: number, id: number): InvoiceTitle {
  const row = ctx.db.prepare('SELECT * FROM invoice_titles WHERE id = ? AND agent_id = ?').get(id, agentId) as TitleRow | undefined;
  if (!row) throw new BusinessError('开票信息不存在');
  return toTitle(row);
}
export function findAddress(ctx: StandInContext, agentId: number, id: number): InvoiceAddress {
  const row = ctx.db.prepare('SELECT * FROM invoice_addresses WHERE id = ? AND agent_id = ?').get(id, agentId) as AddressRow | undefined;
  if (!row) throw new BusinessError('收票地址不存在');
  return toAddress(row);
}

/** Titles and addresses share their list/save/delete/default routes; only the table and checks differ. */
function profileRoutes<F extends string>(
  ctx: StandInContext,
  post: (path: string, handler: (req: { accountId: number; body: unknown; query: Record<string, string> }) => unknown, guard: Guard) => void,
  kind: { base: string; table: string; screen: typeof invoicesScreens.invoiceTitle | typeof invoicesScreens.invoiceAddress; fields: Record<F, 'string'>; checks: Parameters<typeof checked<F>>[0]; toItem(row: never): unknown; insert(agentId: number, values: Record<F, string>): number; columns: Record<F, string>; inUse?(id: number): string | null },
) {
  const agent = (accountId: number) => callerOf(ctx, accountId).agentId;
  post(`${kind.base}List`, ({ accountId }) =>
    (ctx.db.prepare(`SELECT * FROM ${kind.table} WHERE agent_id = ? ORDER BY is_default DESC, id DESC`).all(agent(accountId)) as never[]).map(kind.toItem), signedIn);
  post(`${kind.base}Save`, ({ accountId, body }) => {
    const values = requireFields(body, { ...kind.fields, id: 'number?' as const }) as unknown as Record<F, string> & { id?: number };
    checked(kind.checks, values);
    const agentId = agent(accountId);
    if (values.id === undefined) {
      requireButton(ctx, accountId, kind.screen, 'add');
      const first = !ctx.db.prepare(`SELECT 1 FROM ${kind.table} WHERE agent_id = ?`).get(agentId);
      const id = kind.insert(agentId, values);
      // The first one is the default until another is chosen.
      if (first) ctx.db.prepare(`UPDATE ${kind.table} SET is_default = 1 WHERE id = ?`).run(id);
      return id;
    }
    requireButton(ctx, accountId, kind.screen, 'edit');
    const fields = Object.keys(kind.columns) as F[];
    const changes = ctx.db
      .prepare(`UPDATE ${kind.table} SET ${fields.map((field) => `${kind.columns[field]} = ?`).join(', ')} WHERE id = ? AND agent_id = ?`)
      .run(...fields.map((field) => values[field].trim()), values.id, agentId).changes;
    if (changes === 0) throw new BusinessError('记录不存在');
    return true;
  }, button(kind.screen, 'add', 'edit'));
  post(`${kind.base}Delete`, ({ accountId, body }) => {
    const id = idOf(body);
    // Whether another agent's title is in use is not told: the caller's own is looked up first.
    if (!ctx.db.prepare(`SELECT 1 FROM ${kind.table} WHERE id = ? AND agent_id = ?`).get(id, agent(accountId))) throw new BusinessError('记录不存在');
    const refused = kind.inUse?.(id);
    if (refused) throw new BusinessError(refused);
    ctx.db.prepare(`DELETE FROM ${kind.table} WHERE id = ?`).run(id);
    return true;
  }, button(kind.screen, 'del'));
  post(`${kind.base}SetDefault`, ({ accountId, body }) => {
    const id = idOf(body);
    const agentId = agent(accountId);
    ctx.db.transaction(() => {
      if (!ctx.db.prepare(`SELECT 1 FROM ${kind.table} WHERE id = ? AND agent_id = ?`).get(id, agentId)) throw new BusinessError('记录不存在');
      ctx.db.prepare(`UPDATE ${kind.table} SET is_default = (id = ?) WHERE agent_id = ?`).run(id, agentId);
    })();
    return true;
  }, button(kind.screen, 'edit'));
}

export function registerProfileRoutes(
  ctx: StandInContext,
  post: Parameters<typeof profileRoutes>[1],
  titleInUse: (id: number) => string | null,
): void {
  profileRoutes(ctx, post, {
    base: '/api/Invoice/Title', table: 'invoice_titles', screen: invoicesScreens.invoiceTitle, fields: TITLE_FIELDS, checks: titleChecks, toItem: toTitle as (row: never) => unknown,
    insert: (agentId, values) => insertTitle(ctx, agentId, { ...values, titleType: values.titleType as InvoiceTitleFields['titleType'] }),
    columns: { titleType: 'title_type', titleName: 'title_name', taxNo: 'tax_no', bank: 'bank', account: 'account', regAddress: 'reg_address', regTel: 'reg_tel' },
    inUse: titleInUse,
  });
  profileRoutes(ctx, post, {
    base: '/api/Invoice/Address', table: 'invoice_addresses', screen: invoicesScreens.invoiceAddress, fields: ADDRESS_FIELDS, checks: addressChecks, toItem: toAddress as (row: never) => unknown,
    insert: (agentId, values) => insertAddress(ctx, agentId, values),
    columns: { receiver: 'receiver', phone: 'phone', landline: 'landline', region: 'region', address: 'address', postcode: 'postcode' },
  });
}
