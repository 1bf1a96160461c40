import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../../src/contracts/menu.ts';
import type { AuthSide, PermissionNode, RoleGrants, RoleOption, StaffAccount } from '../../../src/contracts/staff.ts';
import { hashPassword } from '../../passwords.ts';
import { freshStandInPerTest } from '../../testing/freshStandIn.ts';
import { standInCalls } from '../../testing/calls.ts';

const standIn = freshStandInPerTest('staff-test-');
const { call } = standInCalls(standIn);



async function session(account: string): Promise<string> {
  return (await call<{ token: string }>('/api/__dev/session', { account }, '')).data.token;
}

/** A second agent's main account, to show nothing crosses between agents. */
function addOtherAgent(): void {
  standIn()
    .ctx.db.prepare(
      `INSERT INTO accounts (account, name, phone, password_hash, agent_id, is_parent, role_type, created_at)
       VALUES ('agent02', '陈静', '13900000012', ?, 2, 1, 1, 0)`,
    )
    .run(hashPassword('Agent@2026', 'seed'));
}

const roles = async (token: string) => (await call<RoleOption[]>('/api/role/RoleOptions', undefined, token)).data;
const roleId = async (token: string, name: string) => (await roles(token)).find((role) => role.roleName === name)!.id;
const menuNames = async (token: string) =>
  (await call<MenuEntry[]>('/api/menu/getMenuList', undefined, token)).data.flatMap((group) => (group.child ?? []).map((page) => page.name));

const newAccount = (accountName: string, roleId: number, extra: object = {}) => ({
  accountName,
  name: '赵敏',
  phone: '13700000099',
  roleId,
  password: 'Fresh#2026a',
  confirmPassword: 'Fresh#2026a',
  status: '启用',
  ...extra,
});

async function signIn(account: string, password: string) {
  await call('/api/account/GeneralCustomerValidCode', { userName: account }, '');
  const phone = standIn().ctx.db.prepare('SELECT phone FROM accounts WHERE account = ?').get(account) as { phone: string };
  const code = standIn().ctx.sms.list(phone.phone)[0]?.code ?? '';
  return call<{ token: string }>('/api/Auth/Login', { Username: account, password, accountType: 2, authorCode: code }, '');
}

describe('roles', () => {
  it('are per agent, unique by name, and refuse deletion while accounts use them', async () => {
    const agent = await session('agent01');
    addOtherAgent();
    const other = await session('agent02');
    expect((await roles(agent)).map((role) => role.roleName)).toEqual(['普通员工', '财务']);
    expect(await roles(other)).toEqual([]);
    expect((await call('/api/role/SaveRole', { roleName: ' 财务 ', remark: '' }, agent)).msg).toBe('角色名称已存在');
    expect((await call('/api/role/SaveRole', { roleName: '财务', remark: '' }, other)).code).toBe(200);
    expect((await call('/api/role/SaveRole', { roleName: '一'.repeat(21) }, agent)).msg).toBe('角色名称最多20个字');
    const staffRole = await roleId(agent, '普通员工');
    expect((await call('/api/role/DeleteRole', { id: staffRole }, other)).msg).toBe('角色不存在');
    expect((await call('/api/role/DeleteRole', { id: staffRole }, agent)).msg).toBe('该角色下存在账号');
    expect((await call('/api/role/DeleteRole', { id: await roleId(agent, '财务') }, agent)).code).toBe(200);
    expect((await call('/api/role/SaveRole', { roleName: 5 }, agent)).code).toBe(400);
  });

  it('are managed by the main account only, unless a role grants the buttons', async () => {
    const staff = await session('staff01');
    expect((await call('/api/role/SaveRole', { roleName: '新角色' }, staff)).msg).toBe('没有该操作的权限');
  });
});

describe('role grants drive the menu and the buttons', () => {
  it('staff01 keeps exactly what staff accounts had; agent01 keeps everything', async () => {
    const [agent, staff] = [await session('agent01'), await session('staff01')];
    const staffMenu = await menuNames(staff);
    expect(staffMenu).toContain('客户信息管理');
    expect(staffMenu).not.toContain('清理服务');
    expect(staffMenu).not.toContain('账户充值');
    expect(staffMenu).not.toContain('角色管理');
    expect(await menuNames(agent)).toContain('角色管理');
    expect((await call('/api/btnAction/getBtnActionIdentity?tableId=khxx', undefined, staff)).data).toEqual(['export']);
    expect((await call('/api/btnAction/getBtnActionIdentity?tableId=khxx', undefined, agent)).data).toEqual(['edit', 'renew', 'addUser', 'upgrade', 'export']);
  });

  it('a saved change applies at the next load; a 停用 role grants nothing', async () => {
    const [agent, staff] = [await session('agent01'), await session('staff01')];
    const id = await roleId(agent, '普通员工');
    const grants = (await call<RoleGrants>(`/api/role/GetRoleGrants?roleId=${id}`, undefined, agent)).data;
    const rechargePage: PermissionNode = grants.tree.flatMap((group) => group.children ?? []).find((page) => page.label === '账户充值')!;
    // A page with buttons holds 显示菜单 first; the staff had its export button but not the page.
    expect(rechargePage.children?.map((node) => node.key)).toEqual(['m:' + rechargePage.key.slice(2), 'b:zhcz:recharge', 'b:zhcz:pay', 'b:zhcz:invoice', 'b:zhcz:export']);
    const rechargeMenu = rechargePage.children![0].key;
    const keys = [...grants.granted.filter((key) => key !== 'b:khxx:export'), rechargeMenu, 'b:khxx:renew'];
    expect((await call('/api/role/SaveRoleGrants', { roleId: id, keys }, agent)).code).toBe(200);
    expect(await menuNames(staff)).toContain('账户充值');
    expect((await call('/api/btnAction/getBtnActionIdentity?tableId=khxx', undefined, staff)).data).toEqual(['renew']);
    expect((await call('/api/role/SaveRoleGrants', { roleId: id, keys: ['m:999999'] }, agent)).code).toBe(400);
    expect((await call('/api/role/SetRoleStatus', { id, status: '停用' }, agent)).code).toBe(200);
    expect(await menuNames(staff)).toEqual([]);
    expect((await call('/api/btnAction/getBtnActionIdentity?tableId=khxx', undefined, staff)).data).toEqual([]);
  });

  it("tells an open portal when the staff's grants change: the version moves with the role, and a 停用 account's answers 403", async () => {
    const [agent, staff] = [await session('agent01'), await session('staff01')];
    const version = async (token: string) => (await call<{ version: string }>('/api/menu/PermissionVersion', undefined, token)).data?.version;
    const id = await roleId(agent, '普通员工');
    const before = await version(staff);
    const granted = (await call<RoleGrants>(`/api/role/GetRoleGrants?roleId=${id}`, undefined, agent)).data.granted;
    // The same grants saved again in another order leave it as it was.
    await call('/api/role/SaveRoleGrants', { roleId: id, keys: granted.toReversed() }, agent);
    expect(await version(staff)).toBe(before);
    await call('/api/role/SaveRoleGrants', { roleId: id, keys: granted.filter((key) => key !== 'b:khxx:export') }, agent);
    const changed = await version(staff);
    expect(changed).not.toBe(before);
    await call('/api/role/SetRoleStatus', { id, status: '停用' }, agent);
    expect(await version(staff)).not.toBe(changed);
    // The main account's does not move with a role.
    expect(await version(agent)).toBe('main');
    await call('/api/account/SetChildAccountStatus', { id: 2, status: '停用' }, agent);
    expect((await call('/api/menu/PermissionVersion', undefined, staff)).code).toBe(403);
  });

  it('a refused button names the right it needs as the role tree shows it; a call of the main account alone names none', async () => {
    const [agent, staff] = [await session('agent01'), await session('staff01')];
    const id = await roleId(agent, '普通员工');
    const granted = (await call<RoleGrants>(`/api/role/GetRoleGrants?roleId=${id}`, undefined, agent)).data.granted;
    await call('/api/role/SaveRoleGrants', { roleId: id, keys: granted.filter((key) => key !== 'b:khgz:add') }, agent);
    const refused = await call('/api/CustomerTrack/Add', { userId: 1, trackWay: '电话', content: '回访' }, staff);
    expect(refused).toMatchObject({ msg: '没有该操作的权限', data: { right: '客户跟进-新增' } });
    expect((await call('/api/role/SaveRole', { roleName: '临时' }, staff)).data).toEqual({ right: '角色管理-新增' });
  });
});

describe('staff accounts', () => {
  it('are created with a unique name and phone, sign in, and see only their role menu', async () => {
    const agent = await session('agent01');
    const finance = await roleId(agent, '财务');
    expect((await call('/api/account/AddChildAccount', newAccount('ab', finance), agent)).msg).toBe('账号为4-20位字母、数字或下划线');
    expect((await call('/api/account/AddChildAccount', newAccount('Staff01', finance), agent)).msg).toBe('账号已存在');
    expect((await call('/api/account/AddChildAccount', newAccount('fin01', finance, { phone: '13800000002' }), agent)).msg).toBe('该手机号已被其他账号使用');
    expect((await call('/api/account/AddChildAccount', newAccount('fin01', finance, { confirmPassword: 'x' }), agent)).msg).toBe('两次输入密码不一致!');
    expect((await call('/api/account/AddChildAccount', newAccount('fin01', finance, { password: 'abc12345', confirmPassword: 'abc12345' }), agent)).msg).toBe(
      '密码必须包含数字、字母（区分大小写）、字符',
    );
    expect((await call('/api/account/AddChildAccount', newAccount('fin01', finance), agent)).code).toBe(200);
    const login = await signIn('fin01', 'Fresh#2026a');
    expect(login.code).toBe(200);
    const menu = await menuNames(login.data.token);
    expect(menu).toContain('发票列表');
    expect(menu).not.toContain('客户信息管理');
    const list = (await call<{ list: StaffAccount[] }>('/api/account/ChildAccountPageList', {}, agent)).data.list;
    expect(list.find((row) => row.accountName === 'fin01')).toMatchObject({ roleName: '财务', status: '启用', authCount: 0 });
    expect((await call<{ list: unknown[] }>('/api/user/UserPageList', {}, login.data.token)).data.list).toEqual([]);
  });

  it('a 停用 account cannot sign in, and accounts are scoped to their agent', async () => {
    const agent = await session('agent01');
    addOtherAgent();
    const other = await session('agent02');
    const staffId = 2;
    expect((await call('/api/account/SetChildAccountStatus', { id: staffId, status: '停用' }, other)).msg).toBe('账号不存在');
    expect((await call('/api/account/SetChildAccountStatus', { id: 1, status: '停用' }, agent)).msg).toBe('不能停用自己的账号');
    expect((await call('/api/account/SetChildAccountStatus', { id: staffId, status: '停用' }, agent)).code).toBe(200);
    expect((await signIn('staff01', 'Staff@2026')).msg).toBe('该账号已停用，请联系管理员');
    expect((await call('/api/account/DeleteChildAccount', { id: 1 }, agent)).msg).toBe('不能删除自己的账号');
  });

  it('a reset password is sent by SMS and the old one stops working', async () => {
    const agent = await session('agent01');
    expect((await call('/api/account/ResetChildAccountPassword', { id: 2 }, agent)).code).toBe(200);
    const text = standIn().ctx.sms.list('13800000002')[0].text;
    const password = /重置为(\S+)，/.exec(text)![1];
    expect((await signIn('staff01', 'Staff@2026')).code).not.toBe(200);
    expect((await signIn('staff01', password)).code).toBe(200);
  });
});

describe('authorisations', () => {
  it('a staff account sees its authorised customers and those of the staff it manages', async () => {
    const agent = await session('agent01');
    const roleOfStaff = await roleId(agent, '普通员工');
    await call('/api/account/AddChildAccount', newAccount('sales01', roleOfStaff), agent);
    await call('/api/account/AddChildAccount', newAccount('boss01', roleOfStaff, { phone: '13700000098' }), agent);
    const [sales, boss] = (await call<{ list: StaffAccount[] }>('/api/account/ChildAccountPageList', { keyword: '01', pageSize: 50 }, agent)).data.list.filter(
      (row) => ['sales01', 'boss01'].includes(row.accountName),
    );
    const left = (await call<AuthSide>('/api/account/GetUnAuthChildAccountInfo', { accountId: sales.id }, agent)).data;
    expect(left.list).toHaveLength(200);
    expect(left.total).toBeGreaterThan(9000);
    const picked = left.list.slice(0, 3).map((item) => item.id);
    expect((await call('/api/account/SaveUserInfoAuth', { accountId: sales.id, add: picked, remove: [] }, agent)).code).toBe(200);
    const right = (await call<AuthSide>('/api/account/GetAuthChildAccountInfo', { accountId: sales.id, keyword: '' }, agent)).data;
    expect(right.list.map((item) => item.id)).toEqual(picked);

    const salesToken = (await signIn('sales01', 'Fresh#2026a')).data.token;
    const seen = async (token: string) => (await call<{ total: number }>('/api/user/UserPageList', {}, token)).data.total;
    expect(await seen(salesToken)).toBe(3);
    // A customer moved to the account (user transfer) is its own, authorised or not.
    standIn().ctx.db.prepare('INSERT OR REPLACE INTO customer_owner (customer_id, account_id) VALUES (?, ?)').run(left.list[10].id, sales.id);
    expect(await seen(salesToken)).toBe(4);
    // 授权客户数 counts it too, and a customer both authorised and owned once.
    standIn().ctx.db.prepare('INSERT OR REPLACE INTO customer_owner (customer_id, account_id) VALUES (?, ?)').run(picked[0], sales.id);
    const listed = (await call<{ list: StaffAccount[] }>('/api/account/ChildAccountPageList', { keyword: 'sales01' }, agent)).data.list;
    expect(listed.find((row) => row.accountName === 'sales01')?.authCount).toBe(4);
    await call('/api/__dev/clock', { advanceMs: 130_000 }, '');
    const bossToken = (await signIn('boss01', 'Fresh#2026a')).data.token;
    expect(await seen(bossToken)).toBe(0);
    expect((await call('/api/account/SaveAuthManager', { accountId: boss.id, add: [sales.id], remove: [] }, agent)).code).toBe(200);
    expect(await seen(bossToken)).toBe(4);
    expect((await call('/api/account/SaveAuthManager', { accountId: boss.id, add: [boss.id], remove: [] }, agent)).msg).toBe('不能授权给自己');
    expect((await call('/api/account/SaveAuthManager', { accountId: sales.id, add: [boss.id], remove: [] }, agent)).msg).toBe('不能形成循环授权');
    expect((await call('/api/account/SaveUserInfoAuth', { accountId: sales.id, add: ['x'], remove: [] }, agent)).code).toBe(400);
  });

  it('staff01 still sees every customer of the network', async () => {
    const [agent, staff] = [await session('agent01'), await session('staff01')];
    const total = async (token: string) => (await call<{ total: number }>('/api/user/UserPageList', {}, token)).data.total;
    expect(await total(staff)).toBe(await total(agent));
  });
});
