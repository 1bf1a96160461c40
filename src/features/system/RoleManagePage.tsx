import { Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormDrawer } from '../../ui/resource/FormDrawer.tsx';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { message } from '../../ui/message.ts';
import { enabledStatusColumn, minuteText } from './AccountColumns.tsx';
import { roleNameProblem, roleRemarkProblem } from '../../rules/staffAccounts.ts';
import { deleteRole, roles, saveRole, setRoleStatus, type Role, type RoleForm } from './staffApi.ts';
import { systemScreens } from '../../contracts/screens/system.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const columns: DeclaredColumns<Role, typeof systemScreens.roleManage.list> = [
  { field: 'roleName', title: '角色名称', width: 180, orderBy: 'none' },
  { field: 'remark', title: '说明', width: 'auto' },
  { field: 'accountCount', title: '账号数', width: 100, contentAlign: 'right' },
  enabledStatusColumn<Role>(),
  { field: 'createdAt', title: '创建时间', width: 170, orderBy: 'none', formatter: (value) => minuteText(value) },
];

/** What the drawer edits (a type alias, as the form wants an indexable record). */
type RoleValues = { roleName: string; remark: string };

const validate = { roleName: roleNameProblem, remark: roleRemarkProblem };

/** The agent's staff roles; 权限 opens their grants. */
export default function RoleManagePage() {
  const [editing, setEditing] = useState<RoleForm | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const refresh = () => setRefreshKey((key) => key + 1);
  const toggle = async (role: Role) => {
    const next = role.status === '启用' ? '停用' : '启用';
    await setRoleStatus(role.id, next);
    message.success(`已${next}`);
    refresh();
  };
  return (
    <>
      <ListScreen
        screen={systemScreens.roleManage}
        source={roles}
        columns={columns}
        rowKey={(row) => row.id}
        refreshKey={refreshKey}
        query={[{ kind: 'keyword', placeholder: '角色名称/说明' }]}
        toolbar={[{ label: '新增', action: 'add', run: () => setEditing({ roleName: '', remark: '' }) }]}
        rowActions={[
          { label: '编辑', action: 'edit', run: (row) => setEditing({ id: row.id, roleName: row.roleName, remark: row.remark }) },
          { label: '权限', href: (row) => systemScreens.permissionAssignment.href({ roleId: row.id }) },
          {
            label: '停用',
            action: 'status',
            shown: (row) => row.status === '启用',
            confirm: (row) => `确定停用角色“${row.roleName}”吗？该角色下的账号将失去全部权限。`,
            run: toggle,
          },
          { label: '启用', action: 'status', shown: (row) => row.status === '停用', confirm: (row) => `确定启用角色“${row.roleName}”吗？`, run: toggle },
          {
            label: '删除',
            action: 'del',
            danger: true,
            confirm: (row) => `确定删除角色“${row.roleName}”吗？删除后不可恢复。`,
            run: async (row) => {
              await deleteRole(row.id);
              message.success('删除成功');
              refresh();
            },
          },
        ]}
      />
      <FormDrawer<RoleValues>
        opened={editing !== null}
        title={editing?.id ? '编辑角色' : '新增角色'}
        initialValues={editing ?? { roleName: '', remark: '' }}
        validate={validate}
        onSubmit={(values) => saveRole({ ...values, id: editing?.id })}
        onClose={() => setEditing(null)}
        onSaved={refresh}
      >
        {(form) => (
          <>
            <TextInput label="角色名称" withAsterisk key={form.key('roleName')} {...form.getInputProps('roleName')} />
            <Textarea label="说明" autosize minRows={3} key={form.key('remark')} {...form.getInputProps('remark')} />
          </>
        )}
      </FormDrawer>
    </>
  );
}
