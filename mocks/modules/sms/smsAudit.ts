import type { SignInput, SmsSign, SmsTemplate, TemplateInput } from '../../../src/contracts/sms.ts';
import type { AuditStatus } from '../../../src/contracts/audit.ts';
import {
  PROOF_REQUIRED,
  SMS_SCENES,
  auditDeleteProblem,
  SMS_SOURCES,
  signNameProblem,
  templateContentProblem,
} from '../../../src/rules/sms.ts';
import { TEMPLATE_KINDS, type TemplateKind } from '../../../src/contracts/sms.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Service } from '../../http.ts';
import type { StandInContext } from '../../module.ts';
import { pagedList, pagedListFor } from '../../pagedList.ts';
import { callerOf, scopedRows } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { ownsImage } from '../../domain/images/agentImages.ts';
import { button, signedIn } from '../../guards.ts';
import { smsScreens } from '../../../src/contracts/screens/sms.ts';

/**
 * Signatures and templates under the provider's review (docs/product.md#flows): submitting puts an item 审核中;
 * the approved name or content stays in force (effective_*) while a change is reviewed. The review
 * itself is the dev-only POST /api/__dev/review (reviewSmsItem).
 */
interface SignRow {
  id: number; agent_id: number; user_id: number | null; name: string; scene: string; source: string; remark: string;
  status: AuditStatus; reason: string | null; effective_name: string | null; created_at: number; customer_name: string | null; proof_image_id: string | null;
}
interface TemplateRow {
  id: number; agent_id: number; name: string; code: string; kind: TemplateKind; content: string; sign_id: number; sign_name: string;
  status: AuditStatus; reason: string | null; effective_content: string | null; created_at: number;
}

const toSign = (row: SignRow): SmsSign => ({
  id: row.id, signName: row.name, scene: row.scene, source: row.source, remark: row.remark, userId: row.user_id, customerName: row.customer_name ?? '',
  auditStatus: row.status, reason: row.reason, effectiveName: row.effective_name, createdAt: row.created_at, proofImageId: row.proof_image_id,
});
const toTemplate = (row: TemplateRow): SmsTemplate => ({
  id: row.id, tplName: row.name, code: row.code, kind: row.kind, content: row.content, signId: row.sign_id, signName: row.sign_name,
  auditStatus: row.status, reason: row.reason, effectiveContent: row.effective_content, createdAt: row.created_at,
});

const SIGN_SELECT = 's.*, c.name AS customer_name';
const SIGN_FROM = 'sms_signs s LEFT JOIN customers c ON c.id = s.user_id';
const TEMPLATE_FROM = 'sms_templates t JOIN sms_signs s ON s.id = t.sign_id';
/** A template is sent under its signature's name in force, not a renaming still under review. */
const TEMPLATE_SELECT = 't.*, COALESCE(s.effective_name, s.name) AS sign_name';

/** A signature of the caller's agent: its own, or one of a cloud customer the caller sees. */
export function findSign(ctx: StandInContext, accountId: number, id: number): SignRow {
  const scope = scopedRows(ctx, accountId, 'sms_signs', 's');
  const row = ctx.db.prepare(`SELECT ${SIGN_SELECT} FROM ${SIGN_FROM} WHERE s.id = ? AND ${scope.sql}`).get(id, ...scope.params) as SignRow | undefined;
  if (!row) throw new BusinessError('签名不存在');
  return row;
}

export function findTemplate(ctx: StandInContext, accountId: number, id: number): TemplateRow {
  const scope = scopedRows(ctx, accountId, 'sms_templates', 't');
  const row = ctx.db.prepare(`SELECT ${TEMPLATE_SELECT} FROM ${TEMPLATE_FROM} WHERE t.id = ? AND ${scope.sql}`).get(id, ...scope.params) as TemplateRow | undefined;
  if (!row) throw new BusinessError('模板不存在');
  return row;
}

const oneOf = <T extends string>(value: string, allowed: readonly T[], what: string): T => {
  if (!allowed.includes(value as T)) throw new BadRequestError(`参数 ${what} 不在可选范围内`);
  return value as T;
};

/** A cloud customer of the caller's agent among the customers the caller sees (signatures per customer, /autograph). */
export function requireCloudCustomer(ctx: StandInContext, accountId: number, userId: number): void {
  const scope = scopedRows(ctx, accountId, 'sms_cloud', 'k');
  if (!ctx.db.prepare(`SELECT 1 FROM sms_cloud k WHERE k.user_id = ? AND ${scope.sql}`).get(userId, ...scope.params)) throw new BusinessError('云短信客户不存在');
}

/** 证明材料 is required for every source (the form asks for it without exceptions). */
function readSign(ctx: StandInContext, accountId: number, body: unknown): SignInput {
  const form = requireFields(body, { signName: 'string', scene: 'string', source: 'string', remark: 'string?', userId: 'number?', proofImageId: 'string?' });
  const problem = signNameProblem(form.signName);
  if (problem) throw new BusinessError(problem);
  const remark = (form.remark ?? '').trim();
  if (remark.length > 200) throw new BusinessError('说明最多200个字');
  if (form.userId !== undefined) requireCloudCustomer(ctx, accountId, form.userId);
  if (!form.proofImageId || !ownsImage(ctx, accountId, form.proofImageId)) throw new BusinessError(PROOF_REQUIRED);
  return {
    signName: form.signName.trim(), scene: oneOf(form.scene, SMS_SCENES, 'scene'), source: oneOf(form.source, SMS_SOURCES, 'source'), remark, userId: form.userId ?? null,
    proofImageId: form.proofImageId,
  };
}

function readTemplate(ctx: StandInContext, accountId: number, body: unknown): TemplateInput {
  const form = requireFields(body, { tplName: 'string', kind: 'string', signId: 'number', content: 'string' });
  const tplName = form.tplName.trim();
  if (!tplName) throw new BusinessError('请输入模板名称');
  if (tplName.length > 30) throw new BusinessError('模板名称最多30个字');
  const kind = oneOf(form.kind, TEMPLATE_KINDS, 'kind');
  const problem = templateContentProblem(kind, form.content);
  if (problem) throw new BusinessError(problem);
  const sign = findSign(ctx, accountId, form.signId);
  if (sign.effective_name === null) throw new BusinessError('请选择审核通过的签名');
  return { tplName, kind, signId: sign.id, content: form.content.trim() };
}

/** The item may change only outside a review. */
function requireNotReviewing(status: AuditStatus): void {
  if (status === '审核中') throw new BusinessError('审核中，请先撤回再修改');
}

/** POST /api/__dev/review {kind: 'smsSign' | 'smsTemplate'}: the provider approves or refuses what is under review. */
export function reviewSmsItem(ctx: StandInContext, kind: 'smsSign' | 'smsTemplate', id: number, approve: boolean, reason: string | undefined): { auditStatus: AuditStatus } {
  const table = kind === 'smsSign' ? 'sms_signs' : 'sms_templates';
  const effective = kind === 'smsSign' ? 'effective_name = name' : 'effective_content = content';
  const row = ctx.db.prepare(`SELECT status FROM ${table} WHERE id = ?`).get(id) as { status: AuditStatus } | undefined;
  if (!row) throw new BusinessError(kind === 'smsSign' ? '签名不存在' : '模板不存在');
  if (row.status !== '审核中') throw new BusinessError('该项不在审核中');
  if (approve) ctx.db.prepare(`UPDATE ${table} SET status = '审核通过', reason = NULL, ${effective} WHERE id = ?`).run(id);
  else ctx.db.prepare(`UPDATE ${table} SET status = '审核未通过', reason = ? WHERE id = ?`).run(reason?.trim() || '资料不符合要求', id);
  return { auditStatus: approve ? '审核通过' : '审核未通过' };
}

/** Signature routes under one table id: the agent's own (dxqm) or its cloud customers' (yqm). */
function signRoutes(api: Service, ctx: StandInContext, prefix: string, screen: typeof smsScreens.signList | typeof smsScreens.autograph, perCustomer: boolean): void {
  const agentOf = (accountId: number) => callerOf(ctx, accountId).agentId;
  // The agent's own signatures, or those of the cloud customers the caller sees.
  const ownSigns = (accountId: number) => {
    const scope = scopedRows(ctx, accountId, 'sms_signs', 's');
    return { sql: `${scope.sql} AND s.user_id IS ${perCustomer ? 'NOT NULL' : 'NULL'}`, params: scope.params };
  };
  api.post(`${prefix}/List`, ({ accountId, body }) =>
    pagedList(ctx, pagedListFor(perCustomer ? smsScreens.autograph.list : smsScreens.signList.list, {
      from: SIGN_FROM, select: SIGN_SELECT,
      scope: ownSigns(accountId),
      sortable: { createdAt: 's.created_at' }, filterable: { auditStatus: 's.status', userId: 's.user_id', scene: 's.scene' },
      keyword: ['s.name', 'c.name'], dateColumn: 's.created_at', defaultOrder: 's.created_at DESC, s.id DESC', toItem: toSign,
    }), body), { guard: signedIn });
  // One signature as its row shows it (the review drawer reads it again when the window regains focus).
  api.get(`${prefix}/Get`, ({ accountId, query }) => {
    const row = findSign(ctx, accountId, Number(query.id));
    if ((row.user_id !== null) !== perCustomer) throw new BusinessError('签名不存在');
    return toSign(row);
  }, { guard: signedIn });
  // The approved signatures to send or write templates with: the agent's own, or one cloud customer's (?userId=).
  api.get(`${prefix}/Approved`, ({ accountId, query }) => {
    const userId = perCustomer ? Number(query.userId) : null;
    if (userId !== null) requireCloudCustomer(ctx, accountId, userId);
    const owner = userId === null ? 's.user_id IS NULL' : 's.user_id = ?';
    return (ctx.db.prepare(`SELECT ${SIGN_SELECT} FROM ${SIGN_FROM} WHERE s.agent_id = ? AND ${owner} AND s.effective_name IS NOT NULL ORDER BY s.effective_name, s.id`)
      .all(agentOf(accountId), ...(userId === null ? [] : [userId])) as SignRow[]).map(toSign);
  }, { guard: signedIn });
  api.post(`${prefix}/Add`, ({ accountId, body }) => {
    const agentId = agentOf(accountId);
    const input = readSign(ctx, accountId, body);
    if (perCustomer !== (input.userId !== null)) throw new BadRequestError(perCustomer ? '缺少参数 userId' : '参数 userId 不适用');
    const id = ctx.db.prepare("INSERT INTO sms_signs (agent_id, user_id, name, scene, source, remark, proof_image_id, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, '审核中', ?)")
      .run(agentId, input.userId, input.signName, input.scene, input.source, input.remark, input.proofImageId, ctx.now()).lastInsertRowid;
    return toSign(findSign(ctx, accountId, Number(id)));
  }, { guard: button(screen, 'add') });
  api.post(`${prefix}/Update`, ({ accountId, body }) => {
    const { id } = requireFields(body, { id: 'number' });
    const row = findSign(ctx, accountId, id);
    requireNotReviewing(row.status);
    const input = readSign(ctx, accountId, { ...(body as object), userId: row.user_id ?? undefined });
    ctx.db.prepare("UPDATE sms_signs SET name = ?, scene = ?, source = ?, remark = ?, proof_image_id = ?, status = '审核中', reason = NULL WHERE id = ?")
      .run(input.signName, input.scene, input.source, input.remark, input.proofImageId, id);
    return toSign(findSign(ctx, accountId, id));
  }, { guard: button(screen, 'edit') });
  api.post(`${prefix}/Withdraw`, ({ accountId, body }) => {
    const row = findSign(ctx, accountId, requireFields(body, { id: 'number' }).id);
    if (row.status !== '审核中') throw new BusinessError('只有审核中的签名可以撤回');
    ctx.db.prepare("UPDATE sms_signs SET status = '已撤回' WHERE id = ?").run(row.id);
    return toSign(findSign(ctx, accountId, row.id));
  }, { guard: button(screen, 'withdraw') });
  api.post(`${prefix}/Delete`, ({ accountId, body }) => {
    const row = findSign(ctx, accountId, requireFields(body, { id: 'number' }).id);
    const problem = auditDeleteProblem('签名', row.status, row.effective_name);
    if (problem) throw new BusinessError(problem);
    if (ctx.db.prepare('SELECT 1 FROM sms_templates WHERE sign_id = ?').get(row.id)) throw new BusinessError('该签名已被模板使用，不能删除');
    ctx.db.prepare('DELETE FROM sms_signs WHERE id = ?').run(row.id);
    return true;
  }, { guard: button(screen, 'del') });
}

export function smsAuditRoutes(api: Service, ctx: StandInContext): void {
  const agentOf = (accountId: number) => callerOf(ctx, accountId).agentId;
  signRoutes(api, ctx, '/api/sms/Sign', smsScreens.signList, false);
  signRoutes(api, ctx, '/api/sms/CloudSign', smsScreens.autograph, true);

  api.post('/api/sms/Template/List', ({ accountId, body }) =>
    pagedList(ctx, pagedListFor(smsScreens.templateList.list, {
      from: TEMPLATE_FROM, select: TEMPLATE_SELECT, scope: scopedRows(ctx, accountId, 'sms_templates', 't'),
      sortable: { createdAt: 't.created_at' }, filterable: { auditStatus: 't.status', kind: 't.kind' },
      keyword: ['t.name', 't.code', 't.content'], dateColumn: 't.created_at', defaultOrder: 't.created_at DESC, t.id DESC', toItem: toTemplate,
    }), body), { guard: signedIn });
  api.get('/api/sms/Template/Get', ({ accountId, query }) => toTemplate(findTemplate(ctx, accountId, Number(query.id))), { guard: signedIn });
  // The approved templates to send with, by name.
  api.get('/api/sms/Template/Approved', ({ accountId }) => {
    const scope = scopedRows(ctx, accountId, 'sms_templates', 't');
    return (ctx.db.prepare(`SELECT ${TEMPLATE_SELECT} FROM ${TEMPLATE_FROM} WHERE ${scope.sql} AND t.effective_content IS NOT NULL ORDER BY t.name, t.id`)
      .all(...scope.params) as TemplateRow[]).map(toTemplate);
  }, { guard: signedIn });
  api.post('/api/sms/Template/Add', ({ accountId, body }) => {
    const agentId = agentOf(accountId);
    const input = readTemplate(ctx, accountId, body);
    const id = Number(ctx.db.prepare("INSERT INTO sms_templates (agent_id, name, code, kind, content, sign_id, status, created_at) VALUES (?, ?, '', ?, ?, ?, '审核中', ?)")
      .run(agentId, input.tplName, input.kind, input.content, input.signId, ctx.now()).lastInsertRowid);
    ctx.db.prepare('UPDATE sms_templates SET code = ? WHERE id = ?').run(`SMS_${100200 + id}`, id);
    return toTemplate(findTemplate(ctx, accountId, id));
  }, { guard: button(smsScreens.templateList, 'add') });
  api.post('/api/sms/Template/Update', ({ accountId, body }) => {
    const row = findTemplate(ctx, accountId, requireFields(body, { id: 'number' }).id);
    requireNotReviewing(row.status);
    const input = readTemplate(ctx, accountId, body);
    ctx.db.prepare("UPDATE sms_templates SET name = ?, kind = ?, content = ?, sign_id = ?, status = '审核中', reason = NULL WHERE id = ?")
      .run(input.tplName, input.kind, input.content, input.signId, row.id);
    return toTemplate(findTemplate(ctx, accountId, row.id));
  }, { guard: button(smsScreens.templateList, 'edit') });
  api.post('/api/sms/Template/Withdraw', ({ accountId, body }) => {
    const row = findTemplate(ctx, accountId, requireFields(body, { id: 'number' }).id);
    if (row.status !== '审核中') throw new BusinessError('只有审核中的模板可以撤回');
    ctx.db.prepare("UPDATE sms_templates SET status = '已撤回' WHERE id = ?").run(row.id);
    return toTemplate(findTemplate(ctx, accountId, row.id));
  }, { guard: button(smsScreens.templateList, 'withdraw') });
  api.post('/api/sms/Template/Delete', ({ accountId, body }) => {
    const row = findTemplate(ctx, accountId, requireFields(body, { id: 'number' }).id);
    const problem = auditDeleteProblem('模板', row.status, row.effective_content);
    if (problem) throw new BusinessError(problem);
    ctx.db.prepare('DELETE FROM sms_templates WHERE id = ?').run(row.id);
    return true;
  }, { guard: button(smsScreens.templateList, 'del') });
}
