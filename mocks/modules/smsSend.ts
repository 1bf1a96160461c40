import type { SendAnswer, SendStatus } from '../../src/api/contracts/sms.ts';
import { fillTemplate, INSUFFICIENT_COUNT, parseRecipients, scheduleProblem, segmentCount, sendCost } from '../../src/rules/sms.ts';
import { BadRequestError, BusinessError } from '../errors.ts';
import type { StandInContext } from '../module.ts';
import { callerOf, requireButton } from '../scope.ts';
import { requireFields } from '../validate.ts';
import { nextNumber } from './orders.ts';
import { findSign, findTemplate } from './smsAudit.ts';

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
}

export function writeLedger(ctx: StandInContext, entry: LedgerEntry): void {
  ctx.db.prepare('INSERT INTO sms_ledger (agent_id, user_id, created_at, record_type, target, qty, balance_qty, ref_no) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .run(entry.agentId, entry.userId, ctx.now(), entry.type, entry.target, entry.qty, entry.balance, entry.refNo);
}

/** Moves the agent's pool by delta (never below zero) and writes the ledger line; answers the pool after. */
export function movePool(ctx: StandInContext, agentId: number, delta: number, type: string, refNo: string, target = POOL, userId: number | null = null): number {
  const before = poolOf(ctx, agentId);
  if (before + delta < 0) throw new BusinessError(INSUFFICIENT_COUNT);
  ctx.db.prepare('INSERT INTO sms_pools (agent_id, remaining) VALUES (?, ?) ON CONFLICT (agent_id) DO UPDATE SET remaining = ?').run(agentId, before + delta, before + delta);
  writeLedger(ctx, { agentId, userId, type, target, qty: delta, balance: before + delta, refNo });
  return before + delta;
}

/**
 * POST /api/sms/Send (SCREENS M7): an approved signature, an approved template (variables filled) or free
 * text, valid numbers each once; the cost (numbers × parts) comes out of the pool. No real message leaves:
 * each number is 成功 unless /api/__dev/smsFail marked it, and a failed number's parts are returned.
 * A 定时发送 (sendAt ≥ now + 10 min) is stored as 待发送 at its time; its parts are taken at once.
 */
export function sendSms(ctx: StandInContext, accountId: number, body: unknown): SendAnswer {
  requireButton(ctx, accountId, 'fsdx', 'send');
  const form = requireFields(body, { signId: 'number', templateId: 'number?', content: 'string?', variables: 'object?', tels: 'array', sendAt: 'number?' });
  const sendAt = form.sendAt ?? null;
  const tooSoon = sendAt === null ? null : scheduleProblem(sendAt, ctx.now());
  if (tooSoon) throw new BusinessError(tooSoon);
  if (form.tels.length > MAX_RECIPIENTS) throw new BadRequestError(`单次最多发送${MAX_RECIPIENTS}个号码`);
  if (form.tels.some((tel) => typeof tel !== 'string')) throw new BadRequestError('参数 tels 应为字符串数组');
  const { agentId } = callerOf(ctx, accountId);
  const sign = findSign(ctx, agentId, form.signId);
  if (sign.effective_name === null || sign.user_id !== null) throw new BusinessError('签名未审核通过，不能发送');
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(form.variables ?? {})) {
    if (typeof value !== 'string') throw new BadRequestError('参数 variables 的值应为字符串');
    values[key] = value;
  }
  let content: string;
  let tplName = '';
  if (form.templateId !== undefined && form.templateId !== null) {
    const template = findTemplate(ctx, agentId, form.templateId);
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
  const sender = (ctx.db.prepare('SELECT name FROM accounts WHERE id = ?').get(accountId) as { name: string }).name;
  return ctx.db.transaction((): SendAnswer => {
    const batchNo = nextNumber(ctx, 'FS');
    movePool(ctx, agentId, -sendCost(recipients.valid.length, segments), '发送扣减', batchNo);
    const failing = ctx.db.prepare('SELECT 1 FROM sms_failing WHERE tel = ?');
    const results = recipients.valid.map((tel) => {
      const status: SendStatus = sendAt !== null ? '待发送' : failing.get(tel) ? '失败' : '成功';
      const reason = status === '失败' ? '号码状态异常' : '';
      ctx.db.prepare('INSERT INTO sms_sends (agent_id, batch_no, tel, content, sign_name, tpl_name, segments, status, reason, sender, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
        .run(agentId, batchNo, tel, content, sign.effective_name, tplName, segments, status, reason, sender, sendAt ?? ctx.now());
      return { tel, status, reason };
    });
    const failed = results.filter((result) => result.status === '失败').length;
    if (failed) movePool(ctx, agentId, sendCost(failed, segments), '失败返还', batchNo);
    return { batchNo, results, remaining: poolOf(ctx, agentId) };
  })();
}
