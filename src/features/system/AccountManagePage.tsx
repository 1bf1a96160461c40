import { use, useSyncExternalStore } from 'react';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import type { RowAction } from '../../ui/resource/actions.ts';
import { message } from '../../ui/message.ts';
import { usePageContext } from '../../ui/pageContext.ts';
import { enabledStatusColumn, minuteText } from './AccountColumns.tsx';
import { accountChangeStore, deleteStaffAccount, resetStaffPassword, setStaffAccountStatus, staffAccounts, type StaffAccount } from './staffApi.ts';
import { systemScreens } from '../../contracts/screens/system.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import type { ButtonCode } from '../../contracts/screens/screens.ts';

const columns: DeclaredColumns<StaffAccount, typeof systemScreens.accountManage.list> = [
  { field: 'accountName', title: '账号', width: 140, orderBy: 'none', isFrozen: true },
  { field: 'name', title: '姓名', width: 120, orderBy: 'none' },
  { field: 'phone', title: '手机', width: 130 },
  { field: 'roleName', title: '角色', width: 'auto', formatter: (value, row) => (row.isParent ? '主账号（全部权限）' : String(value ?? '未分配')) },
  { field: 'authCount', title: '授权客户数', width: 120, orderBy: 'none', contentAlign: 'right', formatter: (value, row) => (row.isParent ? '全部' : String(value)) },
  enabledStatusColumn<StaffAccount>(),
  { field: 'lastLogin', title: '最后登录', width: 170, orderBy: 'none', formatter: (value) => (value ? minuteText(value) : '从未登录') },
];

/** The agent's accounts; staff accounts are switched, reset, authorised and deleted here. */
export default function AccountManagePage() {
  const me = use(usePageContext().account);
  const changes = useSyncExternalStore(accountChangeStore.subscribe, accountChangeStore.count);
  const staff = (row: StaffAccount) => !row.isParent && row.accountName !== me;
  const setStatus = (status: '启用' | '停用') => async (row: StaffAccount, context: { reload(): void }) => {
    await setStaffAccountStatus(row.id, status);
    message.success(status === '启用' ? '已启用' : '已停用');
    context.reload();
  };
  const rowActions: RowAction<StaffAccount, ButtonCode<typeof systemScreens.accountManage>>[] = [
    { label: '客户授权', action: 'auth', shown: (row) => !row.isParent, href: (row) => systemScreens.userInfoAuth.href({ id: row.id }) },
    {
      label: '停用',
      action: 'status',
      shown: (row) => staff(row) && row.status !== '停用',
      confirm: (row) => `确定停用账号“${row.accountName}”吗？停用后该账号无法登录。`,
      run: setStatus('停用'),
    },
    { label: '启用', action: 'status', shown: (row) => staff(row) && row.status === '停用', confirm: (row) => `确定启用账号“${row.accountName}”吗？`, run: setStatus('启用') },
    { label: '解锁', action: 'status', shown: (row) => staff(row) && row.status === '锁定', run: setStatus('启用') },
    { label: '经理授权', action: 'authManager', shown: (row) => !row.isParent, href: (row) => systemScreens.authManager.href({ id: row.id }) },
    {
      label: '重置密码',
      action: 'resetPwd',
      shown: staff,
      confirm: (row) => `确定重置账号“${row.accountName}”的密码吗？新密码将以短信发送至 ${row.phone}。`,
      run: async (row) => {
        await resetStaffPassword(row.id);
        message.success('密码已重置，新密码已通过短信发送');
      },
    },
    {
      label: '删除',
      action: 'del',
      danger: true,
      shown: staff,
      confirm: (row) => `确定删除账号“${row.accountName}”（${row.name}）吗？删除后该账号无法登录，且不可恢复。`,
      run: async (row, context) => {
        await deleteStaffAccount(row.id);
        message.success('删除成功');
        context.reload();
      },
    },
  ];
  return (
    <ListScreen
      screen={systemScreens.accountManage}
      source={staffAccounts}
      columns={columns}
      rowKey={(row) => row.id}
      refreshKey={changes}
      query={[{ kind: 'keyword', placeholder: '账号/姓名/手机' }]}
      toolbar={[{ label: '新增', action: 'add', href: systemScreens.addAccount.path }]}
      detailHref={(row) => systemScreens.accountDetail.href({ id: row.id })}
      rowActions={rowActions}
    />
  );
}
