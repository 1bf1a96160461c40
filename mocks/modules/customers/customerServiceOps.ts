import { customersScreens } from '../../../src/contracts/screens/customers.ts';
import {
  CLEAR_REASON_MAX,
  CLEAR_SCOPES,
  type ClearRecord,
  type ClearScope,
  type ClearableService,
} from '../../../src/contracts/customerServices.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Services, StandInContext } from '../../module.ts';
import { MAX_KEYWORD_LENGTH, escapeLike, pagedList, pagedListFor } from '../../pagedList.ts';
import { requireFields } from '../../validate.ts';
import { accountById } from '../../domain/accounts.ts';
import { blankCondition } from './customerServiceUsage.ts';

import { SERVICE_FROM, SERVICE_SELECT, findService, readId, scoped, serviceStatus, type ServiceDbRow } from '../../domain/services/customerServiceRows.ts';
import { requireOperationCode } from '../../domain/operationCodes.ts';
import { button, signedIn } from '../../guards.ts';
import { NAME_MISMATCH } from '../../../src/rules/dangerousOp.ts';

// The dangerous operations of M13 (清除服务, 注销空户): the exact customer name typed, then the
// caller's phone code; each runs once.
const CLEARABLE: readonly string[] = ['试用中', '已到期'];
const PICKER_SIZE = 20;

const serviceName = (row: ServiceDbRow) => `${row.product_name}（${row.version_name}）${row.host ? ` ${row.host}` : ''}`;

function confirmDangerous(ctx: StandInContext, accountId: number, row: ServiceDbRow, confirmName: string, code: unknown): void {
  if (confirmName.trim() !== row.name) throw new BusinessError(NAME_MISMATCH);
  requireOperationCode(ctx, accountId, 'dangerousOp', code);
}

function clearService(ctx: StandInContext, accountId: number, body: unknown): ClearRecord {
  const request = requireFields(body, { userId: 'number', scope: 'string', reason: 'string', confirmName: 'string', code: 'string' });
  const scope = CLEAR_SCOPES.find((known) => known === request.scope);
  if (!scope) throw new BadRequestError('参数 scope 应为 业务数据、指定账套 或 整个服务');
  const reason = request.reason.trim();
  if (reason === '') throw new BusinessError('请填写清除原因');
  if (reason.length > CLEAR_REASON_MAX) throw new BusinessError(`清除原因最多${CLEAR_REASON_MAX}个字`);
  const row = findService(ctx, accountId, readId(request.userId));
  if (!CLEARABLE.includes(serviceStatus(row, ctx.now()))) throw new BusinessError('只能清除试用中或已到期的服务');
  confirmDangerous(ctx, accountId, row, request.confirmName, request.code);
  return ctx.db.transaction(() => {
    ctx.db.prepare("INSERT INTO service_state (customer_id, status) VALUES (?, '已清除')").run(row.id);
    // The whole service goes: its host prefix is free for others and the customer is stopped.
    if (scope === '整个服务') ctx.db.prepare("UPDATE customers SET host = NULL, status = '已停用' WHERE id = ?").run(row.id);
    return record(ctx, accountId, row, scope, reason);
  })();
}

function record(ctx: StandInContext, accountId: number, row: ServiceDbRow, scope: ClearScope, reason: string): ClearRecord {
  const operator = accountById(ctx, accountId).name;
  const createTime = ctx.now();
  const result = '成功';
  const id = ctx.db
    .prepare(
      `INSERT INTO service_clears (customer_id, customer_name, service_name, scope, reason, operator, created_at, result)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(row.id, row.name, serviceName(row), scope, reason, operator, createTime, result).lastInsertRowid;
  return { id: Number(id), userName: row.name, serviceName: serviceName(row), scope, operator, createTime, result };
}

function closeAccount(ctx: StandInContext, accountId: number, body: unknown): boolean {
  const request = requireFields(body, { userId: 'number', confirmName: 'string', code: 'string' });
  const id = readId(request.userId);
  const row = findService(ctx, accountId, id);
  const blank = blankCondition(ctx.now());
  const stillBlank = ctx.db.prepare(`SELECT 1 FROM ${SERVICE_FROM} WHERE c.id = ? AND ${blank.sql}`).get(id, ...blank.params);
  if (!stillBlank) throw new BusinessError('该客户不是空户或已注销');
  confirmDangerous(ctx, accountId, row, request.confirmName, request.code);
  ctx.db.transaction(() => {
    ctx.db
      .prepare("INSERT INTO service_state (customer_id, status, closed_at) VALUES (?, '已停用', ?) ON CONFLICT (customer_id) DO UPDATE SET status = '已停用', closed_at = excluded.closed_at")
      .run(id, ctx.now());
    ctx.db.prepare("UPDATE customers SET host = NULL, status = '已停用' WHERE id = ?").run(id);
  })();
  return true;
}

/** The services the caller may clear (试用中 or 已到期), found by name or phone. */
function clearable(ctx: StandInContext, accountId: number, keyword: string | undefined): ClearableService[] {
  const text = (keyword ?? '').trim().slice(0, MAX_KEYWORD_LENGTH);
  const now = ctx.now();
  const scope = scoped(
    ctx,
    accountId,
    "st.customer_id IS NULL AND c.status <> '已停用' AND (c.expire_at < ? OR c.status = '试用') AND (c.name LIKE ? ESCAPE '\\' OR c.phone LIKE ? ESCAPE '\\')",
    [now, escapeLike(text), escapeLike(text)],
  );
  const rows = ctx.db
    .prepare(`SELECT ${SERVICE_SELECT} FROM ${SERVICE_FROM} WHERE ${scope.sql} ORDER BY c.id DESC LIMIT ${PICKER_SIZE}`)
    .all(...scope.params) as ServiceDbRow[];
  return rows.map((row) => ({ id: row.id, userName: row.name, serviceName: serviceName(row), serviceStatus: serviceStatus(row, now) }));
}

interface ClearDbRow {
  id: number;
  customer_name: string;
  service_name: string;
  scope: ClearScope;
  operator: string;
  created_at: number;
  result: string;
}

function clearHistory(ctx: StandInContext, accountId: number, body: unknown) {
  return pagedList<ClearDbRow, ClearRecord>(ctx, pagedListFor(customersScreens.clearService.list, {
    from: 'service_clears h JOIN customers c ON c.id = h.customer_id',
    select: 'h.*',
    scope: scoped(ctx, accountId, '1 = 1'),
    sortable: { createTime: 'h.created_at' },
    filterable: { scope: 'h.scope' },
    keyword: ['h.customer_name'],
    dateColumn: 'h.created_at',
    defaultOrder: 'h.id DESC',
    toItem: (row) => ({
      id: row.id,
      userName: row.customer_name,
      serviceName: row.service_name,
      scope: row.scope,
      operator: row.operator,
      createTime: row.created_at,
      result: row.result,
    }),
  }), body);
}

export function registerServiceOps({ api }: Services, ctx: StandInContext): void {
  api.get('/api/service/ClearableServices', ({ accountId, query }) => clearable(ctx, accountId, query.keyword), { guard: signedIn });
  api.post('/api/service/ClearService', ({ accountId, body }) => clearService(ctx, accountId, body), { guard: button(customersScreens.clearService, 'clear') });
  api.post('/api/service/ClearServicePage', ({ accountId, body }) => clearHistory(ctx, accountId, body), { guard: button(customersScreens.clearService, 'clear') });
  api.post('/api/user/CloseBlankUser', ({ accountId, body }) => closeAccount(ctx, accountId, body), { guard: button(customersScreens.blankUsers, 'close') });
}
