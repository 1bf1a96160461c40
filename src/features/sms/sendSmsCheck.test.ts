import { describe, expect, it } from 'vitest';
import { checkDraft, draftCount as countOf, draftCountText, draftMessage, EMPTY_DRAFT, type SendDraft } from './sendSmsCheck.ts';
import type { SmsSign, SmsTemplate } from './smsApi.ts';

const sign = { id: 1, signName: '云启科技', effectiveName: '云启科技' } as SmsSign;
const template = { id: 7, tplName: '会议通知', kind: '通知', effectiveContent: '明天在${room}开会' } as SmsTemplate;
const numbers = '13800000001\n13800000002, 13800000001\n1380000';
const draftCount = (draft: SendDraft, signs: SmsSign[], templates: SmsTemplate[]) => countOf(draft.recipients, draftMessage(draft, signs, templates));

describe('the live count of /sendSms', () => {
  it('counts numbers as they are typed, before the message is complete', () => {
    const count = draftCount({ ...EMPTY_DRAFT, recipients: numbers }, [sign], []);
    expect(count).toEqual({ valid: 2, duplicates: 1, invalid: 1, segments: null, cost: null });
    expect(draftCountText(count, 5000)).toBe('有效号码 2 个（重复 1 个，无效 1 个）；当前剩余 5,000 条');
  });

  it('prices numbers × parts with the signature included: 70 characters one part, 67 per part beyond', () => {
    // 【云启科技】 is 6 characters: 64 of content fill one part, 65 make two.
    const one = draftCount({ ...EMPTY_DRAFT, signId: '1', content: 'x'.repeat(64), recipients: numbers }, [sign], []);
    expect(one).toMatchObject({ segments: 1, cost: 2 });
    const two = draftCount({ ...EMPTY_DRAFT, signId: '1', content: 'x'.repeat(65), recipients: numbers }, [sign], []);
    expect(two).toMatchObject({ segments: 2, cost: 4 });
    expect(draftCountText(two, 3)).toBe('有效号码 2 个（重复 1 个，无效 1 个），每条 2 条，共计费 4 条；当前剩余 3 条，余量不足');
  });

  it('counts a template once its variables are filled', () => {
    const draft = { ...EMPTY_DRAFT, signId: '1', templateId: '7', recipients: '13800000001' };
    expect(draftCount(draft, [sign], [template]).cost).toBeNull();
    expect(draftCount({ ...draft, variables: { room: '三楼' } }, [sign], [template])).toMatchObject({ segments: 1, cost: 1 });
  });
});

describe('the check before 发送', () => {
  const draft = { ...EMPTY_DRAFT, signId: '1', content: '明天开会', recipients: numbers };
  it('refuses while an entry is not a mobile number, saying how many and how to go on', () => {
    expect(() => checkDraft(draft, [sign], [], 100)).toThrow('接收号码中有 1 个无效号码，请修改或点击“删除无效号码”后再发送');
  });

  it('sends each repeated number once once every entry is a number', () => {
    const check = checkDraft({ ...draft, recipients: '13800000001\n13800000002, 13800000001' }, [sign], [], 100);
    expect(check).toMatchObject({ valid: ['13800000001', '13800000002'], duplicates: ['13800000001'], invalid: [], cost: 2 });
  });
});
