import { AGENT_NUMBER_NAMES, queryParam } from './query.ts';
import { isMainlandMobile, PHONE_INVALID } from './phone.ts';

// Gift and gift messages. (docs/product.md#validation)
export const GIFT_CODE_MAX = 6;

export const GIFT_PHONE_REQUIRED = '请输入手机号';
export const GIFT_CODE_REQUIRED = '请输入验证码';
export const GIFT_CODE_INVALID = '请输入正确验证码';
export const GIFT_AGREEMENT_REQUIRED = '请先阅读并勾选下方《用户协议&隐私保护条款》';
export const GIFT_SUBMITTING = '注册中';
export const SMS_SEND_FAILED = '短信发送失败';
export const SMS_NETWORK_FAILED = '验证码发送失败，请检查网络后重试';
export const REGISTER_FAILED = '注册失败';
export const LOGIN_FAILED = '登录失败';
export const CLAIM_FAILED = '领取失败';

export const codeSentTo = (phone: string) => `验证码已发送至尾号${phone.slice(-4)}的手机`;

/** 1 invite a friend to a free trial, 2 log in to claim, 3 a bought membership card given away. */
export type GiftType = 1 | 2 | 3;

export function giftPhoneProblem(value: string): string | null {
  if (value === '') return GIFT_PHONE_REQUIRED;
  if (!isMainlandMobile(value)) return PHONE_INVALID;
  return null;
}

/** What a code input keeps of what is typed or pasted: digits only, at most 6. */
export function giftCodeDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, GIFT_CODE_MAX);
}

export function giftCodeProblem(value: string): string | null {
  if (value === '') return GIFT_CODE_REQUIRED;
  if (!/^\d{1,6}$/.test(value)) return GIFT_CODE_INVALID;
  return null;
}

export function giftAgreementProblem(checked: boolean): string | null {
  return checked ? null : GIFT_AGREEMENT_REQUIRED;
}

const memberTypeNames: Record<string, string> = {
  MONTH_CARD: '月卡会员',
  QUARTER_CARD: '季卡会员',
  YEAR_CARD: '年卡会员',
};

/** The card named in a type-3 link; anything unknown is a generic card. */
export function memberTypeName(memberType: string | null | undefined): string {
  return memberTypeNames[memberType ?? ''] ?? '会员卡';
}

export interface GiftParams {
  agentNumber: string;
  promoter: string;
  inviteId: string;
  buyId: string;
  memberType: string;
}

/**
 * The gift post parameters (docs/product.md#fields) from a link's query (AgentNumber, Promoter, inviteId, buyId,
 * memberType), whatever the case of their names; the agent number also as agentNo.
 */
export function giftParamsFrom(search: string): GiftParams {
  return {
    agentNumber: queryParam(search, ...AGENT_NUMBER_NAMES),
    promoter: queryParam(search, 'Promoter'),
    inviteId: queryParam(search, 'inviteId'),
    buyId: queryParam(search, 'buyId'),
    memberType: queryParam(search, 'memberType'),
  };
}

export const LINK_INCOMPLETE = '链接不完整';

const LINK_NEEDS: Record<GiftType, { key: keyof GiftParams; name: string }> = {
  1: { key: 'agentNumber', name: '代理商编号' },
  2: { key: 'inviteId', name: '邀请编号（inviteId）' },
  3: { key: 'buyId', name: '会员卡编号（buyId）' },
};

/**
 * What a gift link lacks to be claimed, said to the visitor (null when complete): the invite page
 * registers under the agent's number, the login-to-claim page claims its invite, the card page its card.
 * (An unknown one is refused by the service, and the page shows its reason.)
 */
export function giftLinkProblem(giftType: GiftType, params: GiftParams): string | null {
  const { key, name } = LINK_NEEDS[giftType];
  if (params[key]) return null;
  return `链接中缺少${name}，无法领取。请向分享链接的代理商或好友重新获取完整链接。`;
}

/** For a code that could not be sent: the network, or the server's reason when it gave one. (docs/product.md#calls-and-errors) */
export function smsFailureText(networkFailed: boolean, serverMessage: string | undefined): string {
  if (networkFailed) return SMS_NETWORK_FAILED;
  return withServerMessage(SMS_SEND_FAILED, serverMessage);
}

/** A failed invite or card check, with the service's reason when it gave one. */
export function claimFailed(serverMessage: string | undefined): string {
  return serverMessage && serverMessage.trim() !== '' ? `${CLAIM_FAILED}：${serverMessage}` : CLAIM_FAILED;
}

/** Failure text: the server's message when it gave one, else the generic one. */
export function withServerMessage(fallback: string, serverMessage: string | undefined): string {
  return serverMessage && serverMessage.trim() !== '' ? serverMessage : fallback;
}
