import { describe, expect, it } from 'vitest';
import { NO_PERMISSION } from './scope.ts';
import { standInCalls } from './testing/calls.ts';
import { freshStandInPerTest } from './testing/freshStandIn.ts';
import { customersScreens } from '../src/contracts/screens/customers.ts';
import { buttonCode } from '../src/contracts/screens/screens.ts';

/**
 * What a staff account may do with customers and orders: its buttons (those its role grants) and its
 * customers (those authorised to it), the same on every route.
 */

const standIn = freshStandInPerTest('staff-limits-test-');
const { callAs, forget } = standInCalls(standIn);

const db = () => standIn().ctx.db;
const accountId = (account: string) => (db().prepare('SELECT id FROM accounts WHERE account = ?').get(account) as { id: number }).id;
/** A customer of agent01's own agent whose service runs a while yet. */
const liveCustomer = () =>
  (db().prepare("SELECT id FROM customers WHERE agent_id = 1 AND product_type = 'CRM' AND expire_at > ? ORDER BY id LIMIT 1").get(standIn().ctx.now() + 60 * 86_400_000) as { id: number }).id;

function grantToStaff01(...codes: string[]): void {
  const roleId = (db().prepare('SELECT role_id FROM staff_profiles WHERE account_id = ?').get(accountId('staff01')) as { role_id: number }).role_id;
  for (const code of codes) db().prepare('INSERT INTO role_grants (role_id, grant_key) VALUES (?, ?)').run(roleId, `b:${code}`);
}

/** The content type of a download as the account gets it. */
async function download(account: string, path: string): Promise<string> {
  const session = await fetch(`${standIn().urls.api}/api/__dev/session`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account }) });
  const { token } = ((await session.json()) as { data: { token: string } }).data;
  const response = await fetch(`${standIn().urls.api}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return response.headers.get('content-type') ?? '';
}

/** staff01 no longer looks after the customer: not authorised, not its owner. */
function unauthorise(customerId: number): void {
  db().prepare('DELETE FROM account_customers WHERE account_id = ? AND customer_id = ?').run(accountId('staff01'), customerId);
  db().prepare('DELETE FROM customer_owner WHERE account_id = ? AND customer_id = ?').run(accountId('staff01'), customerId);
}

const hardware = { orderType: 'hardware', goods: '扫码枪', quantity: 1, receiver: '王伟', phone: '13912345678', address: '杭州市文三路 90 号', postalCode: '310012' };

describe('order types need the button of the page that offers them', () => {
  it('refuses staff01 hardware, add-user and upgrade orders (main-account buttons) on Quote and Create, and takes its renewals', async () => {
    forget();
    const userId = liveCustomer();
    const refused = [hardware, { orderType: 'addUser', userId, userCount: 2 }, { orderType: 'upgrade', userId, versionName: '旗舰版' }];
    for (const [index, order] of refused.entries()) {
      expect(await callAs('staff01', '/api/Order/Quote', order, 'order')).toMatchObject({ msg: NO_PERMISSION });
      expect(await callAs('staff01', '/api/Order/Create', { ...order, idempotencyKey: `staff-refused-${index}` }, 'order')).toMatchObject({ msg: NO_PERMISSION });
    }
    expect(db().prepare('SELECT COUNT(*) AS n FROM orders WHERE account_id = ?').get(accountId('staff01'))).toEqual({ n: 0 });
    const renewal = await callAs<{ orderNo: string }>('staff01', '/api/Order/Create', { orderType: 'renew', userId, years: 1, idempotencyKey: 'staff-renew-01' }, 'order');
    expect(renewal.code).toBe(200);
    expect((await callAs('agent01', '/api/Order/Create', { ...hardware, idempotencyKey: 'agent-hardware-01' }, 'order')).code).toBe(200);
  });

  it('lets staff01 place an add-user order once its role grants 增加用户', async () => {
    forget();
    grantToStaff01(buttonCode(customersScreens.customerList, 'addUser'));
    const answer = await callAs('staff01', '/api/Order/Create', { orderType: 'addUser', userId: liveCustomer(), userCount: 2, idempotencyKey: 'staff-adduser-01' }, 'order');
    expect(answer.code).toBe(200);
  });
});

describe('editing a customer needs khxx:edit', () => {
  it('refuses staff01 an inline field edit as it refuses the detail edit, and takes it once granted', async () => {
    forget();
    const id = liveCustomer();
    expect(await callAs('staff01', '/api/user/UpdateUserField', { id, field: 'contact', value: '赵敏' })).toMatchObject({ msg: NO_PERMISSION });
    expect((db().prepare('SELECT contact FROM customers WHERE id = ?').get(id) as { contact: string }).contact).not.toBe('赵敏');
    grantToStaff01(buttonCode(customersScreens.customerList, 'edit'));
    expect(await callAs('staff01', '/api/user/UpdateUserField', { id, field: 'contact', value: '赵敏' })).toMatchObject({ code: 200 });
  });
});

describe('a staff account reaches only its authorised customers', () => {
  it('cannot open a work order, a recovery option or an installer for a network customer it is not authorised for', async () => {
    forget();
    const userId = liveCustomer();
    unauthorise(userId);
    const workOrder = { woType: '故障', userId, title: '打印错位', content: '销售单打印时错位', tel: '13800000002' };
    expect(await callAs('staff01', '/api/workorder/Create', workOrder)).toMatchObject({ msg: '客户不存在' });
    expect(await callAs('staff01', `/api/DataRecovery/Options?userId=${userId}`)).toMatchObject({ msg: '客户不存在' });
    // 普通员工 holds yywj:download: the file is refused for its customer alone.
    const file = db().prepare('SELECT a.id, a.customer_id FROM customer_app_files a JOIN customers c ON c.id = a.customer_id WHERE c.agent_id = 1 ORDER BY a.id LIMIT 1').get() as { id: number; customer_id: number };
    expect(await download('staff01', `/api/AppFile/Download?id=${file.id}`)).toMatch(/^application\/octet-stream/);
    unauthorise(file.customer_id);
    expect(await callAs('staff01', `/api/AppFile/Download?id=${file.id}`)).toMatchObject({ msg: '文件不存在' });
  });
});
