import { Button, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { formatDate } from '../../rules/dates.ts';
import { DetailScreen, RelatedList, type DetailContext } from '../../ui/resource/DetailScreen.tsx';
import { FormDrawer } from '../../ui/resource/FormDrawer.tsx';
import { Can } from '../../ui/permissions/Can.tsx';
import { accountEmailProblem, mobileProblem, roleProblem, staffNameProblem } from '../../rules/staffAccounts.ts';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { staffAccountDetail, updateStaffAccount, type StaffAccountDetail } from './staffApi.ts';
import { useRoleOptions } from './useRoleOptions.ts';
import { systemScreens } from '../../contracts/screens/system.ts';

type EditValues = {
  name: string;
  phone: string;
  email: string;
  roleId: string | null;
};

const dateTime = (value: number | null) => (value ? formatDate(value, 'YYYY-MM-DD HH:mm:ss') : '—');
const validate = { name: staffNameProblem, phone: mobileProblem, email: accountEmailProblem, roleId: roleProblem };

function EditAccount({ account, context }: { account: StaffAccountDetail; context: DetailContext }) {
  const [opened, setOpened] = useState(false);
  const { roles, problem, reload } = useRoleOptions(opened);
  const choices = roles.filter((role) => role.status === '启用' || role.id === account.roleId);
  return (
    <>
      <Button size="xs" onClick={() => setOpened(true)}>
        编辑
      </Button>
      <FormDrawer<EditValues>
        opened={opened}
        title={`编辑账号 ${account.accountName}`}
        initialValues={{ name: account.name, phone: account.phone, email: account.email, roleId: account.roleId ? String(account.roleId) : null }}
        validate={validate}
        onSubmit={(values) => updateStaffAccount({ id: account.id, ...values, email: values.email.trim(), roleId: Number(values.roleId) })}
        onClose={() => setOpened(false)}
        onSaved={context.reload}
      >
        {(form) => (
          <>
            <TextInput label="账号" value={account.accountName} disabled />
            <TextInput label="姓名" withAsterisk key={form.key('name')} {...form.getInputProps('name')} />
            <TextInput label="手机" withAsterisk key={form.key('phone')} {...form.getInputProps('phone')} />
            <TextInput label="邮箱" key={form.key('email')} {...form.getInputProps('email')} />
            {problem && <LoadProblem problem={problem} onRetry={reload} />}
            <Select
              label="角色"
              withAsterisk
              data={choices.map((role) => ({ value: String(role.id), label: role.roleName }))}
              key={form.key('roleId')}
              {...form.getInputProps('roleId')}
            />
          </>
        )}
      </FormDrawer>
    </>
  );
}

/** /systemAccountManage/accountDetail?id=: one account, its profile (name fixed) and its recent sign-ins. */
export default function AccountDetailPage() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  return (
    <DetailScreen<StaffAccountDetail>
      load={() => staffAccountDetail(id)}
      loadKey={String(id)}
      title={(account) => `${account.accountName}（${account.name}）`}
      status={(account) => account.status}
      facts={[
        { label: '账号', value: (account) => account.accountName },
        { label: '姓名', value: (account) => account.name },
        { label: '手机', value: (account) => account.phone },
        { label: '邮箱', value: (account) => account.email || '—' },
        { label: '角色', value: (account) => (account.isParent ? '主账号（全部权限）' : (account.roleName ?? '未分配')) },
        { label: '授权客户数', value: (account) => (account.isParent ? '全部' : account.authCount) },
        { label: '创建时间', value: (account) => dateTime(account.createdAt) },
        { label: '最后登录', value: (account) => dateTime(account.lastLogin) },
      ]}
      actions={(account, context) =>
        account.isParent ? null : (
          <Can screen={systemScreens.accountDetail} action="edit">
            <EditAccount account={account} context={context} />
          </Can>
        )
      }
      sections={[
        {
          title: '登录日志',
          render: (account) => (
            <RelatedList
              rows={account.loginLog}
              empty="暂无登录记录"
              columns={[
                { title: '时间', render: (line) => dateTime(line.at) },
                { title: 'IP', render: (line) => line.ip },
                { title: '结果', render: (line) => line.result },
              ]}
            />
          ),
        },
      ]}
    />
  );
}
