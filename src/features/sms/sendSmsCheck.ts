import type { SendCheck } from '../../../machines/sendSms.machine.ts';
import { invalidRecipientsRefusal } from '../../rules/recipients.ts';
import { fillTemplate, parseRecipients, scheduleProblem, segmentCount, sendCost, templateVariables } from '../../rules/sms.ts';
import type { SmsSign, SmsTemplate } from './smsApi.ts';
import { businessNow } from '../../ui/businessClock.ts';
import { formatCount } from '../../rules/numbers.ts';

/** What the send form holds. */
export interface SendDraft {
  signId: string;
  templateId: string;
  variables: Record<string, string>;
  content: string;
  recipients: string;
  /** 定时发送 (ms), or null to send now. */
  sendAt: number | null;
}

export const EMPTY_DRAFT: SendDraft = { signId: '', templateId: '', variables: {}, content: '', recipients: '', sendAt: null };

/** The message as it will be sent (template filled, or the free text), or the problem to fix first. */
export function draftMessage(draft: SendDraft, signs: SmsSign[], templates: SmsTemplate[]): { signName: string; content: string } | string {
  const sign = signs.find((item) => String(item.id) === draft.signId);
  if (!sign?.effectiveName) return '请选择审核通过的签名';
  const template = templates.find((item) => String(item.id) === draft.templateId);
  if (template?.effectiveContent) {
    const missing = templateVariables(template.effectiveContent).find((name) => !draft.variables[name]?.trim());
    if (missing) return `请填写变量 ${missing}`;
    return { signName: sign.effectiveName, content: fillTemplate(template.effectiveContent, draft.variables) };
  }
  if (!draft.content.trim()) return '请输入短信内容';
  return draft.content.trim().length > 500 ? '短信内容最多500个字' : { signName: sign.effectiveName, content: draft.content.trim() };
}

/** The M7 check: numbers deduped and checked (R-mobile), parts, cost against what remains. */
export function checkDraft(draft: SendDraft, signs: SmsSign[], templates: SmsTemplate[], remaining: number): SendCheck {
  const message = draftMessage(draft, signs, templates);
  if (typeof message === 'string') throw new Error(message);
  const tooSoon = draft.sendAt === null ? null : scheduleProblem(draft.sendAt, businessNow());
  if (tooSoon) throw new Error(tooSoon);
  const recipients = parseRecipients(draft.recipients);
  // Nothing typed is dropped silently: entries that are not numbers are fixed or removed by the user first.
  if (recipients.invalid.length > 0) throw new Error(invalidRecipientsRefusal(recipients.invalid.length));
  const segments = segmentCount(message.signName, message.content);
  return { ...recipients, segments, cost: sendCost(recipients.valid.length, segments), remaining };
}

/** What the form shows while it is typed: the numbers found and, once the message is complete, its parts and the total. */
export interface DraftCount {
  valid: number;
  duplicates: number;
  invalid: number;
  /** Parts per message, null until signature and content are complete. */
  segments: number | null;
  /** 计费条数 (numbers × parts), null with segments. */
  cost: number | null;
}

/** The count of the typed numbers and of `message` (draftMessage's answer for the same draft). */
export function draftCount(recipientsText: string, message: ReturnType<typeof draftMessage>): DraftCount {
  const recipients = parseRecipients(recipientsText);
  const segments = typeof message === 'string' ? null : segmentCount(message.signName, message.content);
  return {
    valid: recipients.valid.length, duplicates: recipients.duplicates.length, invalid: recipients.invalid.length,
    segments, cost: segments === null ? null : sendCost(recipients.valid.length, segments),
  };
}

/** The live line under the recipients: 有效号码…，每条…，共计费…；当前剩余…. */
export function draftCountText(count: DraftCount, remaining: number | null): string {
  const numbers = `有效号码 ${formatCount(count.valid)} 个（重复 ${formatCount(count.duplicates)} 个，无效 ${formatCount(count.invalid)} 个）`;
  const cost = count.cost === null ? '' : `，每条 ${count.segments} 条，共计费 ${formatCount(count.cost)} 条`;
  const left = remaining === null ? '' : `；当前剩余 ${formatCount(remaining)} 条${count.cost !== null && count.cost > remaining ? '，余量不足' : ''}`;
  return numbers + cost + left;
}
