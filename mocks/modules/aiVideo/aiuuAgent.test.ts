import { describe, expect, it } from 'vitest';
import type { AiuuUser, CardOrder, Promoter, PromoLink, Settlement, SettlementDetail, TiktokBinding, VoucherLink } from '../../../src/contracts/aiuu.ts';
import type { PagedAnswer } from '../../../src/contracts/list.ts';
import { conversionRate } from '../../../src/rules/conversion.ts';
import { slipPng } from '../../png.ts';
import { JPEG_BYTES, PNG_BYTES, standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { LINK_SECONDS } from '../../fileLinks.ts';
import { VOUCHER_MAX_BYTES } from './aiuuSettlements.ts';

const standIn = freshStandInPerTest('aiuu-agent-test-');
const { call, session } = standInCalls(standIn);

const list = async <T>(path: string, token: string, body: object = {}) => (await call<PagedAnswer<T>>(path, { pageSize: 100, ...body }, token)).data;
const promoter = async (token: string, code: string) => (await list<Promoter>('/api/aiuu/promoter/List', token)).list.find((row) => row.code === code)!;
const latestCode = (mobile: string) => standIn().ctx.sms.list(mobile)[0].code;
const query = (path: string) => Object.fromEntries(new URLSearchParams(path.split('?')[1]));

async function aiuu<T>(path: string, body?: object) {
  const response = await fetch(`${standIn().urls.aiuu}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) });
  return (await response.json()) as { success: boolean; msg: string; data: T };
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const slip = slipPng();

/** A settlement of the agent's first open month, applied for and approved (待打款). */
async function approvedSettlement(agent: string): Promise<string> {
  const open = (await call<CardOrder[]>('/api/aiuu/settlement/Unsettled', undefined, agent)).data;
  const { settleNo } = (await call<{ settleNo: string }>('/api/aiuu/settlement/Apply', apply(open.filter((order) => order.period === open[0].period)), agent)).data;
  expect((await call('/api/__dev/aiuu/settlement', { settleNo, action: 'approve' })).code).toBe(200);
  return settleNo;
}

const apply = (orders: CardOrder[], extra: object = {}) => ({
  period: orders[0].period,
  orderNos: orders.map((order) => order.orderNo),
  payeeName: '杭州云启科技有限公司',
  bankName: '招商银行杭州分行',
  accountNo: '6214830123456789',
  invoiceFileName: '发票.png',
  invoiceBase64: Buffer.from(PNG_BYTES).toString('base64'),
  idempotencyKey: 'apply-key-0001',
  ...extra,
});

describe('aiUU for agents (stand-in)', () => {
  it('counts visits and claims of a link for its promoter and lists the claimed user', async () => {
    const agent = await session('agent01');
    const before = await promoter(agent, 'P1002');
    const type1 = (await call<PromoLink>('/api/aiuu/promoter/MakeLink', { code: 'P1002', type: 1 }, agent)).data.path;
    expect(type1).toBe('/promotedAiUUH5Page?AgentNumber=A10001&Promoter=P1002');
    await call('/api/agentAiUUMarketing/visit', { giftType: 1, agentNumber: 'A10001', promoter: 'P1002' });
    await call('/api/agentAiUUMarketing/visit', { giftType: 1, agentNumber: 'A10002', promoter: 'P1002' });
    await call('/api/agentAiUUMarketing/getvalidcode', { tel: '13311112222' });
    await call('/api/agentAiUUMarketing/registeraccount', { tel: '13311112222', code: latestCode('13311112222'), agentNo: 'A10001', promoter: 'P1002' });
    const card = (await call<PromoLink>('/api/aiuu/promoter/MakeLink', { code: 'P1002', type: 3, memberType: 'YEAR_CARD' }, agent)).data.path;
    expect(query(card)).toMatchObject({ AgentNumber: 'A10001', Promoter: 'P1002', memberType: 'YEAR_CARD' });
    await aiuu('/app/account/login/sendLoginSms', { mobile: '13311113333' });
    const claim = await aiuu('/app/account/login/login', { mobile: '13311113333', authCode: latestCode('13311113333'), buyId: query(card).buyId });
    expect(claim.success).toBe(true);
    const after = await promoter(agent, 'P1002');
    expect(after).toMatchObject({ visits: before.visits + 1, claims: before.claims + 2, promoType: '买卡赠送' });
    const users = await list<AiuuUser>('/api/aiuu/user/List', agent, { keyword: '1331111' });
    expect(users.list.map((user) => [user.mobile, user.source, user.promoter])).toEqual(
      expect.arrayContaining([['13311112222', '邀请试用', '林雨'], ['13311113333', '买卡赠送', '林雨']]),
    );
  });

  it('counts 转化率 as claims over visits, the visit of an unrecorded claim included, never above 100 %', async () => {
    const agent = await session('agent01');
    const seeded = (await list<Promoter>('/api/aiuu/promoter/List', agent)).list;
    expect(seeded.filter((row) => row.claims > 0).length).toBeGreaterThan(0);
    for (const row of seeded) {
      expect(row.visits).toBeGreaterThanOrEqual(row.claims);
      expect(row.rate).toBe(row.visits === 0 ? null : conversionRate(row.claims, row.visits));
      if (row.claims > 0) expect(row.rate).toBeLessThan(100);
    }
    // A claim through the link whose page never reported its visit, then one visit that did.
    await call('/api/agentAiUUMarketing/getvalidcode', { tel: '13311114444' });
    await call('/api/agentAiUUMarketing/registeraccount', { tel: '13311114444', code: latestCode('13311114444'), agentNo: 'A10001', promoter: 'P1003' });
    await call('/api/aiuu/promoter/SetStatus', { code: 'P1003', status: '启用' }, agent);
    await call('/api/agentAiUUMarketing/visit', { giftType: 1, agentNumber: 'A10001', promoter: 'P1003' });
    await call('/api/agentAiUUMarketing/getvalidcode', { tel: '13311115555' });
    await call('/api/agentAiUUMarketing/registeraccount', { tel: '13311115555', code: latestCode('13311115555'), agentNo: 'A10001', promoter: 'P1003' });
    expect(await promoter(agent, 'P1003')).toMatchObject({ visits: 2, claims: 2, rate: 100 });
  });

  it('keeps each agent to its own promoters, users, bindings and settlements', async () => {
    const agent = await session('agent01');
    const other = await session('other');
    const otherUsers = await list<AiuuUser>('/api/aiuu/user/List', other);
    expect(otherUsers.total).toBe(6);
    expect((await call('/api/aiuu/user/Detail?mobile=15961000002', undefined, other)).msg).toBe('用户不存在');
    expect((await call('/api/aiuu/promoter/MakeLink', { code: 'P1001', type: 1 }, other)).msg).toBe('推广员不存在');
    const binding = (await list<TiktokBinding>('/api/aiuu/tiktok/List', agent)).list[0];
    expect(binding.mobile).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect((await call('/api/aiuu/tiktok/Unbind', { id: binding.id }, other)).msg).toBe('抖音账号不存在或已解绑');
    expect((await list<Settlement>('/api/aiuu/settlement/List', other)).total).toBe(0);
    expect((await call('/api/aiuu/tiktok/Unbind', { id: binding.id }, await session('staff01'))).msg).toBe('没有该操作的权限');
    expect((await call('/api/aiuu/tiktok/Unbind', { id: binding.id }, agent)).code).toBe(200);
  });

  it('refuses malformed bodies with 400 and bad input with a reason', async () => {
    const agent = await session('agent01');
    expect((await call('/api/aiuu/promoter/Add', { name: 3, tel: '1' }, agent)).status).toBe(400);
    expect((await call('/api/aiuu/promoter/Add', { name: '', tel: '13511112222' }, agent)).msg).toBe('请填写推广员姓名');
    expect((await call('/api/aiuu/promoter/Add', { name: '张', tel: '1351111' }, agent)).msg).toBe('请输入正确的手机号');
    expect((await call('/api/aiuu/promoter/Add', { name: '张', tel: '13566660001' }, agent)).msg).toBe('该手机号已是推广员');
    expect((await call('/api/aiuu/promoter/MakeLink', { code: 'P1001', type: 9 }, agent)).status).toBe(400);
    expect((await call('/api/aiuu/promoter/MakeLink', { code: 'P1001', type: 3 }, agent)).msg).toBe('请选择赠送的会员卡类型');
    expect((await call('/api/aiuu/promoter/MakeLink', { code: 'P1003', type: 1 }, agent)).msg).toBe('该推广员已停用，不能生成链接');
    expect((await call('/api/aiuu/promoter/SetStatus', { code: '__proto__', status: '启用' }, agent)).msg).toBe('推广员不存在');
    expect((await call('/api/aiuu/user/GiftMember', { mobile: '15961000002', memberType: 'constructor' }, agent)).status).toBe(400);
    expect((await call('/api/aiuu/user/List', { sortField: '__proto__' }, agent)).status).toBe(400);
  });

  it('applies for a settlement, refuses bad payees and invoices, and follows review to paid', async () => {
    const agent = await session('agent01');
    const open = (await call<CardOrder[]>('/api/aiuu/settlement/Unsettled', undefined, agent)).data;
    const period = open.filter((order) => order.period === open[0].period);
    expect((await call('/api/aiuu/settlement/Apply', apply(period, { accountNo: '1234' }), agent)).msg).toBe('银行账号应为8–30位数字');
    const textFile = Buffer.from('not an invoice').toString('base64');
    expect((await call('/api/aiuu/settlement/Apply', apply(period, { invoiceBase64: textFile }), agent)).msg).toMatch(/^发票文件内容不是/);
    expect((await call('/api/aiuu/settlement/Apply', apply(period, { period: '2026-13x' }), agent)).status).toBe(400);
    expect((await call('/api/aiuu/settlement/Apply', apply(period, { orderNos: ['AU-NOPE'] }), agent)).msg).toMatch(/^所选订单已结算/);
    expect((await call('/api/aiuu/settlement/Apply', apply(period), await session('staff01'))).msg).toBe('没有该操作的权限');
    const { settleNo } = (await call<{ settleNo: string }>('/api/aiuu/settlement/Apply', apply(period), agent)).data;
    expect((await call<{ settleNo: string }>('/api/aiuu/settlement/Apply', apply(period), agent)).data.settleNo).toBe(settleNo);
    const shown = (await call<SettlementDetail>(`/api/aiuu/settlement/Detail?settleNo=${settleNo}`, undefined, agent)).data;
    expect(shown).toMatchObject({ status: '待审核', orderCount: period.length, amountFen: period.reduce((sum, order) => sum + order.commissionFen, 0) });
    expect((await call('/api/__dev/aiuu/settlement', { settleNo, action: 'pay', voucherBase64: base64(slip) })).msg).toBe('只有待打款的结算单可以这样处理');
    expect((await call('/api/__dev/aiuu/settlement', { settleNo, action: 'approve' })).code).toBe(200);
    expect((await call('/api/aiuu/settlement/Revoke', { settleNo }, agent)).msg).toBe('只有待审核的结算单可以撤回');
    expect((await call('/api/__dev/aiuu/settlement', { settleNo, action: 'pay', voucherBase64: base64(slip) })).code).toBe(200);
    const orders = await list<CardOrder>('/api/aiuu/order/List', agent, { filters: { settleStatus: '已结算' } });
    expect(orders.list.map((order) => order.orderNo)).toEqual(expect.arrayContaining(period.map((order) => order.orderNo)));
  });

  it('gives a rejected or revoked settlement its orders back', async () => {
    const agent = await session('agent01');
    const open = (await call<CardOrder[]>('/api/aiuu/settlement/Unsettled', undefined, agent)).data;
    const period = open.filter((order) => order.period === open[0].period);
    const first = (await call<{ settleNo: string }>('/api/aiuu/settlement/Apply', apply(period), agent)).data.settleNo;
    expect((await call('/api/__dev/aiuu/settlement', { settleNo: first, action: 'reject' })).status).toBe(400);
    await call('/api/__dev/aiuu/settlement', { settleNo: first, action: 'reject', reason: '发票抬头有误' });
    expect((await call<SettlementDetail>(`/api/aiuu/settlement/Detail?settleNo=${first}`, undefined, agent)).data.rejectReason).toBe('发票抬头有误');
    const second = (await call<{ settleNo: string }>('/api/aiuu/settlement/Apply', apply(period, { idempotencyKey: 'apply-key-0002' }), agent)).data.settleNo;
    expect(second).not.toBe(first);
    expect((await call('/api/aiuu/settlement/Revoke', { settleNo: second }, agent)).code).toBe(200);
    const again = (await call<CardOrder[]>('/api/aiuu/settlement/Unsettled', undefined, agent)).data;
    expect(again.length).toBe(open.length);
  });

  it('pays only with a png or jpg voucher, told by its bytes, and keeps it with the settlement', async () => {
    const agent = await session('agent01');
    const settleNo = await approvedSettlement(agent);
    const pay = (voucherBase64?: string) => call('/api/__dev/aiuu/settlement', { settleNo, action: 'pay', voucherBase64 });
    expect((await pay()).msg).toBe('打款须附打款凭证（png 或 jpg 图片，voucherBase64）');
    expect((await pay(base64(Buffer.from('%PDF-1.4 not a picture')))).msg).toBe('打款凭证内容不是 png 或 jpg 图片');
    expect((await pay('not base64!')).status).toBe(400);
    const tooBig = Buffer.alloc(VOUCHER_MAX_BYTES + 1);
    tooBig.set(PNG_BYTES);
    expect((await pay(base64(tooBig))).msg).toBe('打款凭证不能超过 512 KB');
    const unpaid = (await call<SettlementDetail>(`/api/aiuu/settlement/Detail?settleNo=${settleNo}`, undefined, agent)).data;
    expect(unpaid).toMatchObject({ status: '待打款', hasVoucher: false });
    expect((await call(`/api/aiuu/settlement/Voucher?settleNo=${settleNo}`, undefined, agent)).msg).toBe('该结算单暂无打款凭证');

    expect((await pay(base64(slip))).code).toBe(200);
    const paid = (await call<SettlementDetail>(`/api/aiuu/settlement/Detail?settleNo=${settleNo}`, undefined, agent)).data;
    expect(paid).toMatchObject({ status: '已打款', hasVoucher: true });
    const listed = (await list<Settlement>('/api/aiuu/settlement/List', agent)).list.find((row) => row.settleNo === settleNo);
    expect(listed?.hasVoucher).toBe(true);
  });

  it('serves the voucher under a link signed for 15 minutes, handed only to the settlement agent\'s accounts', async () => {
    const agent = await session('agent01');
    const settleNo = await approvedSettlement(agent);
    const jpeg = Buffer.concat([JPEG_BYTES, Buffer.from('rest of a jpeg')]);
    expect((await call('/api/__dev/aiuu/settlement', { settleNo, action: 'pay', voucherBase64: base64(jpeg) })).code).toBe(200);
    const fetchImage = (url: string) => fetch(`${standIn().urls.api}${url}`);

    const link = (await call<VoucherLink>(`/api/aiuu/settlement/Voucher?settleNo=${settleNo}`, undefined, agent)).data;
    // Expiry is rounded up to whole 5-minute periods: at least the 15 minutes, less than 20.
    expect(link.expiresAt - standIn().ctx.now()).toBeGreaterThanOrEqual(LINK_SECONDS * 1000);
    expect(link.expiresAt - standIn().ctx.now()).toBeLessThan(LINK_SECONDS * 1000 + 300_000);
    const image = await fetchImage(link.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await image.arrayBuffer()).equals(jpeg)).toBe(true);
    // Staff of the same agent may see it; another agent is told there is no such settlement.
    expect((await call(`/api/aiuu/settlement/Voucher?settleNo=${settleNo}`, undefined, await session('staff01'))).code).toBe(200);
    const other = await call<VoucherLink | null>(`/api/aiuu/settlement/Voucher?settleNo=${settleNo}`, undefined, await session('other'));
    expect(other.msg).toBe('结算单不存在');
    expect(other.data).toBeNull();

    // A link altered to another settlement, or with a longer life, is refused.
    const { settle_no: seededNo } = standIn().ctx.db.prepare("SELECT settle_no FROM aiuu_settlements WHERE status = '已打款' ORDER BY created_at LIMIT 1").get() as { settle_no: string };
    const seeded = (await call<VoucherLink>(`/api/aiuu/settlement/Voucher?settleNo=${seededNo}`, undefined, agent)).data;
    expect((await fetchImage(link.url.replace(settleNo, seededNo))).status).toBe(403);
    const query = new URLSearchParams(link.url.split('?')[1]);
    query.set('expires', String(Number(query.get('expires')) + 3_600_000));
    expect((await fetchImage(`/api/aiuu/settlement/VoucherImage?${query}`)).status).toBe(403);
    const seededImage = await fetchImage(seeded.url);
    expect(seededImage.headers.get('content-type')).toBe('image/png');

    await call('/api/__dev/clock', { advanceMs: link.expiresAt - standIn().ctx.now() + 1000 });
    const expired = await fetchImage(link.url);
    expect(expired.status).toBe(403);
    expect(((await expired.json()) as { msg: string }).msg).toBe('链接无效或已过期');
    const renewed = (await call<VoucherLink>(`/api/aiuu/settlement/Voucher?settleNo=${settleNo}`, undefined, agent)).data;
    expect((await fetchImage(renewed.url)).status).toBe(200);
  });
});
