import { describe, expect, it } from 'vitest';
import type { StoredImage } from '../../../src/contracts/banners.ts';
import type { Qualification, QualificationData } from '../../../src/contracts/qualification.ts';
import { CREDIT_CODE_INVALID } from '../../../src/rules/qualification.ts';
import { PNG_BYTES, standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';

const standIn = freshStandInPerTest('qualification-test-');
const { call, session, upload } = standInCalls(standIn);

async function filledIn(token: string): Promise<QualificationData> {
  const image = async () => (await upload<StoredImage>('/api/image/Upload', PNG_BYTES, token)).data.imageId;
  return {
    companyName: '杭州云启科技有限公司',
    creditCode: '91330100MA27XY1235',
    legalPerson: '张伟',
    contact: '张伟',
    mobile: '13800000001',
    email: '',
    address: '',
    licenseImageId: await image(),
    authImageId: await image(),
  };
}

const get = async (token: string) => (await call<Qualification>('/api/qualification/Get', undefined, token)).data;
const review = (id: number, approve: boolean, reason?: string) =>
  call<Qualification>('/api/__dev/review', { kind: 'agentQuality', id, approve, reason });

describe('agent qualification (stand-in)', () => {
  it('goes 未提交 → 审核中 → 审核未通过 (reason) → 审核中 → 审核通过', async () => {
    const token = await session('agent01');
    const start = await get(token);
    expect(start).toMatchObject({ auditStatus: '未提交', effective: null });
    const data = await filledIn(token);
    expect((await call<Qualification>('/api/qualification/Submit', { data }, token)).data.auditStatus).toBe('审核中');
    expect((await call('/api/qualification/Submit', { data }, token)).msg).toBe('资料审核中，请先撤回再修改');
    expect((await review(start.id, false, '营业执照不清晰')).data).toMatchObject({ auditStatus: '审核未通过', reason: '营业执照不清晰' });
    expect((await review(start.id, true)).msg).toBe('该资质不在审核中');
    await call('/api/qualification/Submit', { data }, token);
    expect((await review(start.id, true)).data).toMatchObject({ auditStatus: '审核通过', reason: null, effective: data });
  });

  it('keeps the approved data in force while a change is reviewed, and withdraws only 审核中', async () => {
    const token = await session('agent01');
    const data = await filledIn(token);
    const { id } = await get(token);
    expect((await call('/api/qualification/Withdraw', {}, token)).msg).toBe('只有审核中的资料可以撤回');
    await call('/api/qualification/Submit', { data }, token);
    await review(id, true);
    const changed = { ...data, address: '杭州市西湖区' };
    const reviewing = (await call<Qualification>('/api/qualification/Submit', { data: changed }, token)).data;
    expect(reviewing).toMatchObject({ auditStatus: '审核中', draft: changed, effective: data });
    expect((await call<Qualification>('/api/qualification/Withdraw', {}, token)).data).toMatchObject({ auditStatus: '已撤回', effective: data });
  });

  it('checks every field as the form does', async () => {
    const token = await session('agent01');
    const data = await filledIn(token);
    const refusal = async (change: Partial<QualificationData>) => (await call('/api/qualification/Submit', { data: { ...data, ...change } }, token)).msg;
    expect(await refusal({ creditCode: '91330100MA27XY1234' })).toBe(CREDIT_CODE_INVALID);
    expect(await refusal({ creditCode: '91330100MA27XY123I' })).toBe(CREDIT_CODE_INVALID);
    expect(await refusal({ companyName: '  ' })).toBe('请输入企业名称');
    expect(await refusal({ companyName: '企'.repeat(101) })).toBe('企业名称最多100个字');
    expect(await refusal({ mobile: '1380000' })).toBe('请输入正确的手机号');
    expect(await refusal({ email: 'a@b' })).toBe('请输入正确的邮箱');
    expect(await refusal({ licenseImageId: '' })).toBe('请上传营业执照');
    expect(await refusal({ authImageId: 'not-mine' })).toBe('图片不存在，请重新上传');
    expect((await call('/api/qualification/Submit', { data: { ...data, mobile: 13800000001 } }, token)).status).toBe(400);
    expect((await call('/api/qualification/Submit', { data: 'x' }, token)).status).toBe(400);
    expect((await call('/api/__dev/review', { kind: 'constructor', id: 1, approve: true })).status).toBe(400);
  });

  it("scopes to the caller's agent and leaves changes to the main account", async () => {
    expect((await get(await session('other'))).auditStatus).toBe('审核通过');
    expect((await get(await session('agent01'))).auditStatus).toBe('未提交');
    const staff = await session('staff01');
    expect((await call('/api/qualification/Submit', { data: {} }, staff)).msg).toBe('只有主账号可以提交或撤回资质');
    expect((await call('/api/qualification/Withdraw', {}, staff)).msg).toBe('只有主账号可以提交或撤回资质');
  });
});
