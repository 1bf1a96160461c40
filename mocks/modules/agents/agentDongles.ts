import { agentsScreens } from '../../../src/contracts/screens/agents.ts';
import type { Dongle } from '../../../src/contracts/agents.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { Service } from '../../http.ts';
import type { StandInContext } from '../../module.ts';
import { pagedList, type PagedListSpec, pagedListFor } from '../../pagedList.ts';
import { callerOf, customerScope } from '../../scope.ts';
import { requireFields } from '../../validate.ts';
import { requireOperationCode } from '../../domain/operationCodes.ts';
import { button, signedIn } from '../../guards.ts';

interface DongleRow {
  dog_no: string;
  user_id: number | null;
  user_name: string | null;
  product_name: string | null;
  version_name: string | null;
  sites: number;
  bind_time: number | null;
  expire_at: number | null;
  status: Dongle['status'];
}

const YEAR = 365 * 86_400_000;
export const DOG_NAME_MISMATCH = '输入的狗号与所选加密狗不一致';

/**
 * Bound dongles (orderEntry's table, with our bind and maintenance dates) and our stock, as one list.
 * The union's parameters are bound positionally ahead of every WHERE parameter, so they travel as the scope's.
 */
export function dongleList(ctx: StandInContext, accountId: number): PagedListSpec<DongleRow, Dongle> {
  const { agentId } = callerOf(ctx, accountId);
  const owner = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  return pagedListFor(agentsScreens.dogNumber.list, {
    from: `(SELECT d.dog_no, d.user_id, c.name AS user_name, c.product_name, c.version_name, d.sites, x.bind_time, x.expire_at, d.status
            FROM dongles d JOIN customers c ON c.id = d.user_id LEFT JOIN dongle_extra x ON x.dog_no = d.dog_no WHERE ${owner.sql}
            UNION ALL SELECT s.dog_no, NULL, NULL, NULL, NULL, s.sites, NULL, NULL, s.status FROM dongle_stock s WHERE s.agent_id = ?) v`,
    scope: { sql: '1 = 1', params: [...owner.params, agentId] },
    sortable: { dogNo: 'v.dog_no', expireDate: 'v.expire_at', bindTime: 'v.bind_time' },
    filterable: { status: 'v.status' },
    keyword: ['v.dog_no', 'v.user_name'],
    defaultOrder: 'v.dog_no',
    toItem: (row) => ({
      dogNo: row.dog_no,
      userId: row.user_id,
      userName: row.user_name ?? '',
      productName: row.product_name ?? '',
      versonName: row.version_name ?? '',
      sites: row.sites,
      bindTime: row.bind_time,
      expireDate: row.expire_at,
      status: row.status,
    }),
  });
}

function ownDongle(ctx: StandInContext, accountId: number, dogNo: string): Dongle {
  if (dogNo.length > 40) throw new BadRequestError('狗号过长');
  const spec = dongleList(ctx, accountId);
  const found = pagedList(ctx, { ...spec, scope: { sql: 'v.dog_no = ?', params: [...spec.scope.params, dogNo] } }, {}).list[0];
  if (!found) throw new BusinessError('加密狗不存在');
  return found;
}

function bind(ctx: StandInContext, accountId: number, body: unknown): Dongle {
  const fields = requireFields(body, { dogNo: 'string', userId: 'number' });
  const dongle = ownDongle(ctx, accountId, fields.dogNo);
  if (dongle.status !== '库存') throw new BusinessError('只有库存中的加密狗可以绑定');
  const network = customerScope(ctx, accountId, 'agent_id', 'id');
  const customer = ctx.db.prepare(`SELECT id, product_type FROM customers WHERE id = ? AND ${network.sql}`).get(fields.userId, ...network.params) as
    | { id: number; product_type: string }
    | undefined;
  if (!customer) throw new BusinessError('客户不存在');
  if (customer.product_type !== 'FZERP') throw new BusinessError('只有服装ERP客户可以绑定加密狗');
  const now = ctx.now();
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM dongle_stock WHERE dog_no = ?').run(fields.dogNo);
    ctx.db.prepare("INSERT INTO dongles (dog_no, user_id, sites, status) VALUES (?, ?, ?, '已绑定')").run(fields.dogNo, customer.id, dongle.sites);
    ctx.db.prepare('INSERT INTO dongle_extra (dog_no, bind_time, expire_at) VALUES (?, ?, ?) ON CONFLICT (dog_no) DO UPDATE SET bind_time = excluded.bind_time, expire_at = excluded.expire_at').run(fields.dogNo, now, now + YEAR);
  })();
  return ownDongle(ctx, accountId, fields.dogNo);
}

/** M13: the typed dog number and a phone code; the dongle goes back to our stock. */
function unbind(ctx: StandInContext, accountId: number, body: unknown, client: string): Dongle {
  const fields = requireFields(body, { dogNo: 'string', confirmName: 'string', code: 'string' });
  const dongle = ownDongle(ctx, accountId, fields.dogNo);
  if (dongle.status !== '已绑定') throw new BusinessError('只有已绑定的加密狗可以解绑');
  if (fields.confirmName.trim() !== dongle.dogNo) throw new BusinessError(DOG_NAME_MISMATCH);
  requireOperationCode(ctx, accountId, 'dangerousOp', fields.code, client);
  const { agentId } = callerOf(ctx, accountId);
  ctx.db.transaction(() => {
    ctx.db.prepare('DELETE FROM dongles WHERE dog_no = ?').run(dongle.dogNo);
    ctx.db.prepare('DELETE FROM dongle_extra WHERE dog_no = ?').run(dongle.dogNo);
    ctx.db.prepare("INSERT INTO dongle_stock (dog_no, agent_id, sites, status) VALUES (?, ?, ?, '库存')").run(dongle.dogNo, agentId, dongle.sites);
  })();
  return ownDongle(ctx, accountId, dongle.dogNo);
}

function reportLost(ctx: StandInContext, accountId: number, body: unknown): Dongle {
  const { dogNo } = requireFields(body, { dogNo: 'string' });
  const dongle = ownDongle(ctx, accountId, dogNo);
  if (dongle.status !== '已绑定') throw new BusinessError('只有已绑定的加密狗可以挂失');
  ctx.db.prepare("UPDATE dongles SET status = '已挂失' WHERE dog_no = ?").run(dogNo);
  return ownDongle(ctx, accountId, dogNo);
}

export function dongleRoutes(api: Service, ctx: StandInContext): void {
  api.post('/api/agent/DonglePageList', ({ accountId, body }) => pagedList(ctx, dongleList(ctx, accountId), body), { guard: signedIn });
  api.post('/api/agent/BindDongle', ({ accountId, body }) => bind(ctx, accountId, body), { guard: button(agentsScreens.dogNumber, 'bind') });
  api.post('/api/agent/UnbindDongle', ({ accountId, body, client }) => unbind(ctx, accountId, body, client), { guard: button(agentsScreens.dogNumber, 'unbind') });
  api.post('/api/agent/ReportDongleLost', ({ accountId, body }) => reportLost(ctx, accountId, body), { guard: button(agentsScreens.dogNumber, 'lost') });
}
