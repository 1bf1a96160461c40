import type { SendAnswer, SendCancelAnswer, SendStatus } from '../../../src/contracts/sms.ts';
import { CUSTOMER_INSUFFICIENT_COUNT, fillTemplate, INSUFFICIENT_COUNT, parseRecipients, scheduleProblem, segmentCount, sendCost } from '../../../src/rules/sms.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext } from '../../module.ts';
import { accountName, callerOf, scopedRows } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { nextNumber } from '../../domain/numbers.ts';
import { findSign, findTemplate, requireCloudCustomer } from './smsAudit.ts';

export const MAX_RECIPIENTS = 1_000;
const POOL = '代理商短信池';

export const poolOf = (ctx: StandInContext, agentId: number) =>
  (ctx.db.prepare('SELECT remaining FROM sms_pools WHERE agent_id = ?').get(agentId) as { remaining: number } | undefined)?.remaining ?? 0;

export interface LedgerEntry {
  agentId: number;
  userId: number | null;
  type: string;
  target: string;
  qty: number;
  balance: number;
  refNo: string;
  /** The cloud customer's count this line moved (userId's), when it is not the count qty and balance are of. */
  customer?: { qty: number; balance: number };
}

/**
 * One movement of counts. qty and balance are of the count it names (the agent's pool, an app, a customer); a line
 * for a cloud customer also keeps that customer's side, which its 云短信明细 shows: 分配 takes from the pool (−)
 * and gives the customer (+).
 */
export function writeLedger(ctx: StandInContext, entry: LedgerEntry): void {
  const customer = entry.userId === null ? null : (entry.customer ?? { qty: entry.qty, balance: entry.balance });
  ctx.db.prepare('INSERT INTO sms_ledger (agent_id, user_id, created_at, record_type, target, qty, balance_qty, ref_no, user_qty, user_balance) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
    .run(entry.agentId, entry.userId, ctx.now(), entry.type, entry.target, entry.qty, entry.balance, entry.refNo, customer?.qty ?? null, customer?.balance ?? null);
}

/** Moves the agent's pool by delta (never below zero) and writes the ledger line; answers the pool after. */
export function movePool(
  ctx: StandInContext, agentId: number, delta: number, type: string, refNo: string, target = POOL, userId: number | null = null, customer?: LedgerEntry['customer'],
): number {
  const before = poolOf(ctx, agentId);
  if (before + delta < 0) throw new BusinessError(INSUFFICIENT_COUNT);
  ctx.db.prepare('INSERT INTO sms_pools (agent_id, remaining) VALUES (?, ?) ON CONFLICT (agent_id) DO UPDATE SET remaining = ?').run(agentId, before + delta, before + delta);
  writeLedger(ctx, { agentId, userId, type, target, qty: delta, balance: before + delta, refNo, customer });
  return before + delta;
}

/**
 * Moves the count a send is charged to: a cloud customer's (sms_cloud, never below zero, its own refusal
 * pointing to 分配) or, for the agent's own send (userId null), the pool. Answers what is left there.
 */
function moveSendCount(ctx: StandInContext, agentId: number, userId: number | null, delta: number, type: string, refNo: string): number {
  if (userId === null) return movePool(ctx, agentId, delta, type, refNo);
  const row = ctx.db.prepare('SELECT k.remaining, c.name FROM sms_cloud k JOIN customers c ON c.id = k.user_id WHERE k.user_id = ? AND k.agent_id = ?').get(userId, agentId) as
    | { remaining: number; name: string }
    | undefined;
  if (!row) throw new BusinessError('云短信客户不存在');
  if (row.remaining + delta < 0) throw new BusinessError(CUSTOMER_INSUFFICIENT_COUNT);
  ctx.db.prepare('UPDATE sms_cloud SET remaining = ? WHERE user_id = ? AND agent_id = ?').run(row.remaining + delta, userId, agentId);
  writeLedger(ctx, { agentId, userId, type, target: row.name, qty: delta, balance: row.remaining + delta, refNo });
  return row.remaining + delta;
}

/** Whom a batch was sent for: the cloud customer, or null for the agent's own send. */
const batchCustomer = (ctx: StandInContext, agentId: number, batchNo: string) =>
  (ctx.db.prepare('SELECT user_id FROM sms_sends WHERE agent_id = ? AND batch_no = ? LIMIT 1').get(agentId, batchNo) as { user_id: number | null } | undefined)?.user_id ?? null;

/**
 * POST /api/sms/Send (docs/product.md#flows): an approved signature, an approved template (variables filled) or free
 * text, valid numbers each once; the cost (numbers × parts) comes out of the pool, or for a cloud customer
 * (userId, 群发 on /cloudSms) out of that customer's count, under one of its own approved signatures. No real message leaves:
 * each number is 成功 unless /api/__dev/smsFail marked it, and a failed number's parts are returned.
 * A 定时发送 (sendAt ≥ now + 10 min) is stored as 待发送 at its time, its parts taken at once; it is sent
 * (see deliver) once the stand-in's clock passes that time, or cancelled before (cancelSend).
 */
export function sendSms(ctx: StandInContext, accountId: number, body: unknown): SendAnswer {
  const form = requireFields(body, { signId: 'number', templateId: 'number?', content: 'string?', variables: 'object?', tels: 'array', sendAt: 'number?', userId: 'number?' });
  const sendAt = form.sendAt ?? null;
  const tooSoon = sendAt === null ? null : scheduleProblem(sendAt, ctx.now());
  if (tooSoon) throw new BusinessError(tooSoon);
  if (form.tels.length > MAX_RECIPIENTS) throw new BadRequestError(`单次最多发送${MAX_RECIPIENTS}个号码`);
  if (form.tels.some((tel) => typeof tel !== 'string')) throw new BadRequestError('参数 tels 应为字符串数组');
  const agentId = smsAgentOf(ctx, accountId);
  const userId = form.userId ?? null;
  if (userId !== null) requireCloudCustomer(ctx, accountId, userId);
  const sign = findSign(ctx, accountId, form.signId);
  // The agent's own send takes the agent's signatures; a customer's send only that customer's.
  if (sign.user_id !== userId) throw new BusinessError('签名不存在');
  if (sign.effective_name === null) throw new BusinessError('签名未审核通过，不能发送');
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(form.variables ?? {})) {
    if (typeof value !== 'string') throw new BadRequestError('参数 variables 的值应为字符串');
    values[key] = value;
  }
  let content: string;
  let tplName = '';
  if (form.templateId !== undefined && form.templateId !== null) {
    const template = findTemplate(ctx, accountId, form.templateId);
    if (template.effective_content === null) throw new BusinessError('模板未审核通过，不能发送');
    content = fillTemplate(template.effective_content, values);
    if (/\$\{[A-Za-z_][A-Za-z0-9_]*\}/.test(content)) throw new BusinessError('请填写模板变量');
    tplName = template.name;
  } else {
    content = (form.content ?? '').trim();
    if (!content) throw new BusinessError('请输入短信内容');
    if (content.length > 500) throw new BusinessError('短信内容最多500个字');
  }
  const recipients = parseRecipients((form.tels as string[]).join('\n'));
  if (recipients.invalid.length) throw new BusinessError(`${recipients.invalid[0].tel}：${recipients.invalid[0].reason}`);
  if (!recipients.valid.length) throw new BusinessError('请输入接收号码');
  const segments = segmentCount(sign.effective_name, content);
  const sender = accountName(ctx, accountId);
  return ctx.db.transaction((): SendAnswer => {
    const batchNo = nextNumber(ctx, 'FS');
    let remaining = moveSendCount(ctx, agentId, userId, -sendCost(recipients.valid.length, segments), '发送扣减', batchNo);
    const insert = ctx.db.prepare(`INSERT INTO sms_sends (agent_id, user_id, batch_no, tel, content, sign_name, tpl_name, segments, status, reason, sender, sent_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, '待发送', '', ?, ?)`);
    for (const tel of recipients.valid) insert.run(agentId, userId, batchNo, tel, content, sign.effective_name, tplName, segments, sender, sendAt ?? ctx.now());
    if (sendAt === null) remaining = deliver(ctx, agentId, batchNo) ?? remaining;
    const results = ctx.db.prepare('SELECT tel, status, reason FROM sms_sends WHERE agent_id = ? AND batch_no = ? ORDER BY id').all(agentId, batchNo) as SendAnswer['results'];
    return { batchNo, results, remaining };
  })();
}

/**
 * Sends a batch's 待发送 numbers: each is 成功 unless /api/__dev/smsFail marked it (失败, 号码状态异常), and the
 * parts of the failed ones go back where they were taken, the pool or the customer's count (失败返还); answers
 * what is left there after a return, else null. An immediate send and a due 定时发送 both end here.
 */
function deliver(ctx: StandInContext, agentId: number, batchNo: string): number | null {
  const waiting = ctx.db.prepare("SELECT id, tel, segments FROM sms_sends WHERE agent_id = ? AND batch_no = ? AND status = '待发送'").all(agentId, batchNo) as Array<{
    id: number;
    tel: string;
    segments: number;
  }>;
  const failing = ctx.db.prepare('SELECT 1 FROM sms_failing WHERE tel = ?');
  const mark = ctx.db.prepare('UPDATE sms_sends SET status = ?, reason = ? WHERE id = ?');
  let failedParts = 0;
  for (const record of waiting) {
    const failed = failing.get(record.tel) !== undefined;
    mark.run(failed ? '失败' : '成功', failed ? '号码状态异常' : '', record.id);
    if (failed) failedParts += sendCost(1, record.segments);
  }
  return failedParts ? moveSendCount(ctx, agentId, batchCustomer(ctx, agentId, batchNo), failedParts, '失败返还', batchNo) : null;
}

/** Sends the agent's 定时发送 batches whose time has passed on the stand-in's clock, oldest first. */
function sendDue(ctx: StandInContext, agentId: number): void {
  const due = ctx.db
    .prepare("SELECT batch_no FROM sms_sends WHERE agent_id = ? AND status = '待发送' AND sent_at <= ? GROUP BY batch_no ORDER BY MIN(sent_at), MIN(id)")
    .all(agentId, ctx.now()) as Array<{ batch_no: string }>;
  if (due.length) ctx.db.transaction(() => due.forEach((batch) => deliver(ctx, agentId, batch.batch_no)))();
}

/**
 * The caller's agent, its due 定时发送 sent first: every SMS call that reads or moves sends or counts asks
 * through here, so a batch goes out as soon as anything of the area is looked at after its time.
 */
export function smsAgentOf(ctx: StandInContext, accountId: number): number {
  const { agentId } = callerOf(ctx, accountId);
  sendDue(ctx, agentId);
  return agentId;
}

export const NOT_SCHEDULED = '该批次已发送，不能取消';
export const ALREADY_CANCELLED = '该批次已取消发送';

/**
 * POST /api/sms/Send/Cancel: a 定时发送 batch of the caller's agent still 待发送 (its time not come) is
 * cancelled: its numbers become 已取消 and their parts go back to the pool, or to the customer's count for a
 * cloud customer's send (取消返还).
 */
export function cancelSend(ctx: StandInContext, accountId: number, body: unknown): SendCancelAnswer {
  const { batchNo } = requireFields(body, { batchNo: 'string' });
  const agentId = smsAgentOf(ctx, accountId);
  const scope = scopedRows(ctx, accountId, 'sms_sends', 'r');
  const rows = ctx.db.prepare(`SELECT r.status, r.segments FROM sms_sends r WHERE r.batch_no = ? AND ${scope.sql}`).all(batchNo, ...scope.params) as Array<{
    status: SendStatus;
    segments: number;
  }>;
  if (!rows.length) throw new BusinessError('发送批次不存在');
  const waiting = rows.filter((row) => row.status === '待发送');
  if (!waiting.length) throw new BusinessError(rows.every((row) => row.status === '已取消') ? ALREADY_CANCELLED : NOT_SCHEDULED);
  const refunded = waiting.reduce((sum, row) => sum + sendCost(1, row.segments), 0);
  return ctx.db.transaction((): SendCancelAnswer => {
    ctx.db.prepare("UPDATE sms_sends SET status = '已取消' WHERE agent_id = ? AND batch_no = ? AND status = '待发送'").run(agentId, batchNo);
    const remaining = moveSendCount(ctx, agentId, batchCustomer(ctx, agentId, batchNo), refunded, '取消返还', batchNo);
    return { batchNo, cancelled: waiting.length, refunded, remaining };
  })();
}
