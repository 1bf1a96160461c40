import { describe, expect, it } from 'vitest';
import { DBSET_SERVICE_EXPIRED, type DbsetQuota } from '../../../src/contracts/serviceMaintenance.ts';
import { standInCalls } from '../../testing/calls.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';

const standIn = freshStandInPerTest('dbset-add-test-');
const { call, session } = standInCalls(standIn);

/** One of agent01's services, running or expired (never stopped), with room for another 账套. */
function serviceOf(expired: boolean): number {
  const { ctx } = standIn();
  const row = ctx.db
    .prepare(
      `SELECT c.id FROM customers c LEFT JOIN service_state st ON st.customer_id = c.id
       WHERE c.agent_id = 1 AND st.status IS NULL AND c.status <> '已停用' AND ${expired ? 'c.expire_at < ?' : 'c.expire_at > ? + 86400000'}
         AND (SELECT COUNT(*) FROM dbsets d WHERE d.customer_id = c.id AND d.deleted_at IS NULL) = 1
       ORDER BY c.id LIMIT 1`,
    )
    .get(ctx.now()) as { id: number } | undefined;
  if (!row) throw new Error(`no ${expired ? 'expired' : 'running'} service in the seed`);
  return row.id;
}
const held = (serviceId: number) =>
  (standIn().ctx.db.prepare('SELECT COUNT(*) AS n FROM dbsets WHERE customer_id = ? AND deleted_at IS NULL').get(serviceId) as { n: number }).n;

describe('新增账套 and the service it belongs to', () => {
  it('refuses a 账套 on an expired service in Chinese, and its quota says so beforehand with the expiry', async () => {
    const agent = await session('agent01');
    const serviceId = serviceOf(true);
    const quota = (await call<DbsetQuota>(`/api/dbset/Quota?serviceId=${serviceId}`, undefined, agent)).data;
    expect(quota.refusal).toBe(DBSET_SERVICE_EXPIRED);
    expect(quota.expireDate).toBeLessThan(standIn().ctx.now());
    // The customer picker marks it too.
    const name = (standIn().ctx.db.prepare('SELECT name FROM customers WHERE id = ?').get(serviceId) as { name: string }).name;
    const offered = (await call<Array<{ id: number; refusal: string | null }>>(`/api/dbset/Services?keyword=${encodeURIComponent(name)}`, undefined, agent)).data;
    expect(offered.find((service) => service.id === serviceId)?.refusal).toBe(DBSET_SERVICE_EXPIRED);
    const answer = await call('/api/dbset/AddDbset', { serviceId, name: '新账套' }, agent);
    expect(answer.msg).toBe('服务已到期，请先续费再新增账套');
    expect(held(serviceId)).toBe(1);
  });

  it('adds one to a running service, born 正常', async () => {
    const agent = await session('agent01');
    const serviceId = serviceOf(false);
    expect((await call<DbsetQuota>(`/api/dbset/Quota?serviceId=${serviceId}`, undefined, agent)).data.refusal).toBeNull();
    const added = await call<{ status: string }>('/api/dbset/AddDbset', { serviceId, name: '新账套' }, agent);
    expect(added.data.status).toBe('正常');
    expect(held(serviceId)).toBe(2);
  });
});
