import { agentsScreens } from '../../../src/contracts/screens/agents.ts';
import type { Registration } from '../../../src/contracts/agents.ts';
import { BadRequestError, BusinessError } from '../../errors.ts';
import type { StandInContext, StandInModule } from '../../module.ts';
import type { SeedCalendar } from '../../seedCalendar.ts';
import { pagedList, type PagedListSpec, pagedListFor } from '../../pagedList.ts';
import { customerScope } from '../../scope.ts';
import { dongleRoutes } from './agentDongles.ts';
import { requireFields } from '../../validate.ts';
import { button, signedIn } from '../../guards.ts';

/** 注册信息 (trial sign-ups carrying our number) and 加密狗 (dongles beside orderEntry's table). */
const schema = `
CREATE TABLE IF NOT EXISTS register_follow (
  customer_id INTEGER PRIMARY KEY REFERENCES customers(id),
  follow_status TEXT NOT NULL,
  extended_days INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS dongle_extra (
  dog_no TEXT PRIMARY KEY,
  bind_time INTEGER,
  expire_at INTEGER
);
CREATE TABLE IF NOT EXISTS dongle_stock (
  dog_no TEXT PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES agents(id),
  sites INTEGER NOT NULL,
  status TEXT NOT NULL
);
`;

const DAY = 86_400_000;
export const MAX_TRIAL_EXTENSION_DAYS = 30;

function seed({ db }: StandInContext, calendar: SeedCalendar): void {
  // The dongles were bound a few months before the seed, a month apart, each for about a year.
  const firstBound = calendar.day(-80, 10);
  const bound = db.prepare('SELECT dog_no FROM dongles ORDER BY dog_no').all() as Array<{ dog_no: string }>;
  bound.forEach(({ dog_no }, index) => db.prepare('INSERT INTO dongle_extra VALUES (?, ?, ?)').run(dog_no, firstBound - index * 30 * DAY, firstBound + (300 - index * 20) * DAY));
  for (let index = 0; index < 6; index += 1) {
    db.prepare('INSERT INTO dongle_stock VALUES (?, ?, ?, ?)').run(`JMG${890001 + index}`, index < 4 ? 1 : 30, 1 + (index % 2), index === 3 ? '已作废' : '库存');
  }
  const trials = db.prepare("SELECT id FROM customers WHERE status = '试用' AND agent_id = 1 ORDER BY id LIMIT 40").all() as Array<{ id: number }>;
  trials.forEach(({ id }, index) => db.prepare('INSERT INTO register_follow (customer_id, follow_status) VALUES (?, ?)').run(id, index % 4 === 0 ? '跟进中' : index % 10 === 1 ? '已放弃' : '未跟进'));
}

const followStatus = "(CASE WHEN c.status = '正式' THEN '已转正' ELSE COALESCE(f.follow_status, '未跟进') END)";

interface RegistrationRow {
  id: number;
  name: string;
  phone: string;
  product_name: string;
  version_name: string;
  user_count: number;
  host: string | null;
  created_at: number;
  expire_at: number;
  follow_status: Registration['followStatus'];
}

export function registrationList(ctx: StandInContext, accountId: number): PagedListSpec<RegistrationRow, Registration> {
  const network = customerScope(ctx, accountId, 'c.agent_id', 'c.id');
  return pagedListFor(agentsScreens.registerInfo.list, {
    from: 'customers c LEFT JOIN register_follow f ON f.customer_id = c.id',
    select: `c.id, c.name, c.phone, c.product_name, c.version_name, c.user_count, c.host, c.created_at, c.expire_at, ${followStatus} AS follow_status`,
    scope: { sql: `${network.sql} AND (c.status = '试用' OR f.customer_id IS NOT NULL)`, params: network.params },
    sortable: { createTime: 'c.created_at', trialEnd: 'c.expire_at' },
    filterable: { followStatus, productName: 'c.product_name' },
    keyword: ['c.name', 'c.phone', 'c.host'],
    dateColumn: 'c.created_at',
    defaultOrder: 'c.created_at DESC, c.id DESC',
    toItem: (row) => ({
      id: row.id,
      userName: row.name,
      tel: row.phone,
      productName: row.product_name,
      versonName: row.version_name,
      userCount: row.user_count,
      host: row.host,
      createTime: row.created_at,
      trialEnd: row.expire_at,
      followStatus: row.follow_status,
    }),
  });
}

/** One registration the caller may see. */
function ownRegistration(ctx: StandInContext, accountId: number, userId: number): Registration {
  if (!Number.isSafeInteger(userId)) throw new BadRequestError('参数 userId 应为整数');
  const spec = registrationList(ctx, accountId);
  const row = pagedList(ctx, { ...spec, scope: { sql: `${spec.scope.sql} AND c.id = ?`, params: [...spec.scope.params, userId] } }, {}).list[0];
  if (!row) throw new BusinessError('注册信息不存在');
  return row;
}

function setFollow(ctx: StandInContext, userId: number, status: string, extendDays = 0): void {
  ctx.db
    .prepare('INSERT INTO register_follow (customer_id, follow_status, extended_days) VALUES (?, ?, ?) ON CONFLICT (customer_id) DO UPDATE SET follow_status = excluded.follow_status, extended_days = extended_days + ?')
    .run(userId, status, extendDays, extendDays);
}

function changeRegistration(ctx: StandInContext, accountId: number, body: unknown, action: 'follow' | 'extend' | 'abandon'): Registration {
  const fields = requireFields(body, { userId: 'number', days: 'number?' });
  const row = ownRegistration(ctx, accountId, fields.userId);
  if (row.followStatus === '已转正' || row.followStatus === '已放弃') throw new BusinessError(`该注册${row.followStatus}，不能再操作`);
  if (action === 'extend') {
    const days = fields.days ?? 0;
    if (![7, 15, 30].includes(days)) throw new BusinessError('延长天数应为7、15或30天');
    const used = (ctx.db.prepare('SELECT extended_days FROM register_follow WHERE customer_id = ?').get(fields.userId) as { extended_days: number } | undefined)?.extended_days ?? 0;
    if (used + days > MAX_TRIAL_EXTENSION_DAYS) throw new BusinessError(`试用最多延长${MAX_TRIAL_EXTENSION_DAYS}天，已延长${used}天`);
    ctx.db.prepare('UPDATE customers SET expire_at = MAX(expire_at, ?) + ? WHERE id = ?').run(ctx.now(), days * DAY, fields.userId);
    setFollow(ctx, fields.userId, row.followStatus === '未跟进' ? '跟进中' : row.followStatus, days);
  } else {
    setFollow(ctx, fields.userId, action === 'follow' ? '跟进中' : '已放弃');
  }
  return ownRegistration(ctx, accountId, fields.userId);
}

export const agentRecordsModule: StandInModule = {
  name: 'agentRecords',
  schema,
  seed,
  routes({ api }, ctx) {
    api.post('/api/agent/RegistrationPageList', ({ accountId, body }) => pagedList(ctx, registrationList(ctx, accountId), body), { guard: signedIn });
    api.post('/api/agent/FollowRegistration', ({ accountId, body }) => changeRegistration(ctx, accountId, body, 'follow'), { guard: signedIn });
    api.post('/api/agent/ExtendTrial', ({ accountId, body }) => changeRegistration(ctx, accountId, body, 'extend'), { guard: button(agentsScreens.registerInfo, 'extend') });
    api.post('/api/agent/AbandonRegistration', ({ accountId, body }) => changeRegistration(ctx, accountId, body, 'abandon'), { guard: button(agentsScreens.registerInfo, 'abandon') });
    dongleRoutes(api, ctx);
  },
};
