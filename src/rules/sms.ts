import type { TemplateKind } from '../contracts/sms.ts';
import { isMobile11, PHONE_INVALID } from './phone.ts';

/** SMS rules shared by the portal and the stand-in (SMS, M7; docs/product.md#routes). */

/** One segment holds 70 characters; a longer message is split into parts of 67. */
export const SINGLE_SEGMENT = 70;
export const MULTI_SEGMENT = 67;
export const MARKETING_SUFFIX = '拒收请回复R';
export const SIGN_NAME_INVALID = '签名为2-16位中文、字母或数字，且不能为纯数字';
export const MARKETING_SUFFIX_MISSING = `营销短信内容必须以“${MARKETING_SUFFIX}”结尾`;
export const CONTENT_MAX = 500;
export const PROOF_REQUIRED = '请上传证明材料';

export const SMS_SCENES = ['验证码', '通用'] as const;
export const SMS_SOURCES = ['企事业单位', '网站', 'APP', '公众号或小程序', '商标', '电商店铺'] as const;

/** The text a phone receives: 【签名】 in front of the content. */
export const signedText = (signName: string, content: string) => `【${signName}】${content}`;

/** 计费条数 of one message, the signature included. */
export function segmentCount(signName: string, content: string): number {
  const length = [...signedText(signName, content)].length;
  return length <= SINGLE_SEGMENT ? 1 : Math.ceil(length / MULTI_SEGMENT);
}

export function signNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return '请输入签名名称';
  return /^[\u4e00-\u9fa5A-Za-z0-9]{2,16}$/.test(trimmed) && !/^\d+$/.test(trimmed) ? null : SIGN_NAME_INVALID;
}

export function templateContentProblem(kind: TemplateKind, content: string): string | null {
  const trimmed = content.trim();
  if (!trimmed) return '请输入模板内容';
  if (trimmed.length > CONTENT_MAX) return `模板内容最多${CONTENT_MAX}个字`;
  if (kind === '营销' && !trimmed.endsWith(MARKETING_SUFFIX)) return MARKETING_SUFFIX_MISSING;
  return null;
}

/** The ${name} variables of a template's content, each once, in order. */
export function templateVariables(content: string): string[] {
  return [...new Set([...content.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1]))];
}

/** The content with each variable replaced by its value (an unfilled one stays as written). */
export const fillTemplate = (content: string, values: Record<string, string>) =>
  content.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (whole, name: string) => (Object.hasOwn(values, name) && values[name] ? values[name] : whole));

export interface Recipients {
  /** Valid numbers, each once, in the order first given. */
  valid: string[];
  /** Numbers given more than once (dropped after the first). */
  duplicates: string[];
  /** What is not a mobile number, with the reason. */
  invalid: Array<{ tel: string; reason: string }>;
}

/** Splits pasted recipients (commas, spaces, new lines) into valid numbers, duplicates and refusals (R-mobile). */
export function parseRecipients(text: string): Recipients {
  const result: Recipients = { valid: [], duplicates: [], invalid: [] };
  const seen = new Set<string>();
  for (const tel of text.split(/[\s,，;；]+/).filter(Boolean)) {
    if (seen.has(tel)) {
      result.duplicates.push(tel);
      continue;
    }
    seen.add(tel);
    if (isMobile11(tel)) result.valid.push(tel);
    else result.invalid.push({ tel, reason: PHONE_INVALID });
  }
  return result;
}

/** 计费条数 of a send: numbers × parts. */
export const sendCost = (numbers: number, segments: number) => numbers * segments;

/**
 * Why a signature or template cannot be deleted (M6), or null: not while reviewed or approved, nor while an
 * approved version is still in force behind a rejected or withdrawn change (deleting would take that away too).
 */
export function auditDeleteProblem(what: '签名' | '模板', status: string, inForce: string | null): string | null {
  if (status === '审核中' && what === '模板') return '审核中的模板不能删除，请先撤回';
  if (status === '审核中' || status === '审核通过') return `只有未提交、未通过或已撤回的${what}可以删除`;
  return inForce !== null ? `该${what}有已生效的版本，不能删除` : null;
}

/** 定时发送 must be at least this far ahead. */
export const SCHEDULE_LEAD_MS = 10 * 60_000;
export const SCHEDULE_TOO_SOON = '定时发送时间须晚于当前时间10分钟以上';

export const scheduleProblem = (sendAt: number, now: number): string | null => (Number.isFinite(sendAt) && sendAt >= now + SCHEDULE_LEAD_MS ? null : SCHEDULE_TOO_SOON);

export const INSUFFICIENT_COUNT = '短信余量不足，请先购买短信';
/** A cloud customer's send (/sendSms?userId=) comes out of that customer's count, refilled by 分配 on /cloudSms. */
export const CUSTOMER_INSUFFICIENT_COUNT = '该客户云短信余量不足，请先为其分配短信';

/** Packages of /buySms: 条数 and unit price in fen per message (whole fen totals). */
export const SMS_PACKAGES = [
  { id: 1, name: '入门包', qty: 1_000, unitFen: 5 },
  { id: 2, name: '标准包', qty: 10_000, unitFen: 4 },
  { id: 3, name: '企业包', qty: 100_000, unitFen: 3 },
] as const;
export const CUSTOM_PACKAGE_UNIT_FEN = 5;
export const CUSTOM_STEP = 1_000;
export const CUSTOM_MAX = 10_000_000;

export function customQtyProblem(qty: number): string | null {
  if (!Number.isInteger(qty) || qty < CUSTOM_STEP || qty % CUSTOM_STEP !== 0) return `自定义条数应为${CUSTOM_STEP}的整数倍`;
  return qty > CUSTOM_MAX ? `单次最多购买${CUSTOM_MAX}条` : null;
}

/** A package's or a custom quantity's name, 条数 and price. */
export function smsPackage(packageId: number, customQty: number): { name: string; qty: number; unitFen: number } | string {
  if (packageId === 0) return customQtyProblem(customQty) ?? { name: '自定义', qty: customQty, unitFen: CUSTOM_PACKAGE_UNIT_FEN };
  const found = SMS_PACKAGES.find((item) => item.id === packageId);
  return found ? { ...found } : '套餐不存在';
}
