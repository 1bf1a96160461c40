import { describe, expect, it } from 'vitest';
import type { Contract, ContractText } from '../../../src/contracts/contracts.ts';
import type { PagedAnswer } from '../../../src/contracts/list.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';

const standIn = freshStandInPerTest('contracts-test-');
const { call, session, operationCode } = standInCalls(standIn);

const list = async (token: string) => (await call<PagedAnswer<Contract>>('/api/contract/List', { pageSize: 20 }, token)).data.list;
const byName = (rows: Contract[], name: string) => rows.find((row) => row.contractName === name) as Contract;

describe('agency contracts (stand-in)', () => {
  it("lists the caller's agent's contracts only, with their text", async () => {
    const token = await session('agent01');
    const rows = await list(token);
    expect(rows.map((row) => row.signStatus).sort()).toEqual(['已作废', '已到期', '已生效', '已签署', '待签署'].sort());
    const text = await call<ContractText>(`/api/contract/Text?id=${rows[0].id}`, undefined, token);
    expect(text.data.text).toContain('（以下无正文）');
    const other = await session('other');
    const theirs = await list(other);
    expect(theirs.map((row) => row.contractName)).toEqual([`${standIn().seedCalendar().year()}年度二级代理协议`]);
    expect((await call(`/api/contract/Text?id=${rows[0].id}`, undefined, other)).msg).toBe('合同不存在');
    expect((await call('/api/contract/Sign', { id: rows[0].id, agreed: true, code: '123456' }, other)).msg).toBe('合同不存在');
  });

  it('signs a pending contract with the right phone code only', async () => {
    const token = await session('agent01');
    const pending = byName(await list(token), 'AI视频推广补充协议');
    const code = await operationCode('contractSign');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call('/api/contract/Sign', { id: pending.id, agreed: true, code: wrong }, token)).code).not.toBe(200);
    expect((await call('/api/contract/Sign', { id: pending.id, agreed: false, code }, token)).msg).toBe('请先阅读并同意合同条款');
    const signed = await call<Contract>('/api/contract/Sign', { id: pending.id, agreed: true, code }, token);
    expect(signed.data.signStatus).toBe('已签署');
    expect(signed.data.signTime).not.toBeNull();
    expect((await call('/api/contract/Sign', { id: pending.id, agreed: true, code }, token)).msg).toBe('该合同不是待签署状态');
  });

  it('renews an expired or expiring contract once, as a new pending one', async () => {
    const token = await session('agent01');
    const rows = await list(token);
    // Last cycle's contract ended a year ago (the seed names it by the year it ran).
    const ended = `${standIn().seedCalendar().year(-2)}年度代理协议`;
    const renewed = await call<Contract>('/api/contract/Renew', { id: byName(rows, ended).id }, token);
    expect(renewed.data).toMatchObject({ signStatus: '待签署', contractName: `${ended}（续签）`, contractType: '代理协议' });
    expect((await call('/api/contract/Renew', { id: byName(rows, ended).id }, token)).msg).toBe('已有待签署的续签合同');
    expect((await call('/api/contract/Renew', { id: byName(rows, 'AI视频推广补充协议').id }, token)).msg).toBe('该合同暂不需要续签');
  });

  it('leaves signing and renewing to the main account and checks bodies', async () => {
    const staff = await session('staff01');
    const rows = await list(staff);
    expect((await call('/api/contract/Renew', { id: rows[0].id }, staff)).msg).toBe('只有主账号可以签署或续签合同');
    expect((await call('/api/contract/Sign', { id: rows[0].id, agreed: true, code: '123456' }, staff)).msg).toBe('只有主账号可以签署或续签合同');
    const token = await session('agent01');
    for (const body of [{ id: '1', agreed: true, code: '1' }, { id: 1, agreed: 'yes', code: '1' }, { id: 1, agreed: true }]) {
      expect((await call('/api/contract/Sign', body, token)).status).toBe(400);
    }
    expect((await call('/api/contract/List', { filters: { constructor: 'x' } }, token)).status).toBe(400);
  });
});
