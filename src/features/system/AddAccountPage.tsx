import { Alert, Button, Group, Paper, PasswordInput, Radio, Select, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { message } from '../../ui/message.ts';
import { usePageContext } from '../../ui/pageContext.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { newPasswordProblem } from '../../rules/password.ts';
import { accountEmailProblem, accountNameProblem, confirmProblem, mobileProblem, roleProblem, staffNameProblem } from '../../rules/staffAccounts.ts';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { addStaffAccount } from './staffApi.ts';
import { useRoleOptions } from './useRoleOptions.ts';
import { systemScreens } from '../../contracts/screens/system.ts';

interface AddAccountValues {
  accountName: string;
  name: string;
  phone: string;
  email: string;
  roleId: string | null;
  password: string;
  confirmPassword: string;
  status: '启用' | '停用';
}

const LIST = systemScreens.accountManage.path;

/** A new staff login with its role and first password. */
export default function AddAccountPage() {
  const page = usePageContext();
  const [, navigate] = useLocation();
  const roleChoices = useRoleOptions();
  const roles = roleChoices.roles.filter((role) => role.status === '启用');
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useForm<AddAccountValues>({
    initialValues: { accountName: '', name: '', phone: '', email: '', roleId: null, password: '', confirmPassword: '', status: '启用' },
    validate: {
      accountName: accountNameProblem,
      name: staffNameProblem,
      phone: mobileProblem,
      email: accountEmailProblem,
      roleId: roleProblem,
      password: newPasswordProblem,
      confirmPassword: confirmProblem,
    },
    validateInputOnBlur: true,
  });

  const submit = async (values: AddAccountValues) => {
    setSaving(true);
    setProblem(null);
    try {
      await addStaffAccount({ ...values, accountName: values.accountName.trim(), email: values.email.trim(), roleId: Number(values.roleId) });
      message.success('保存成功');
      form.resetDirty();
      if (page.canGoBack) page.back();
      else navigate(LIST);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '保存失败，请稍后重试');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack p="md" gap="sm" maw={640}>
      <Title order={3}>{systemScreens.addAccount.title}</Title>
      <Paper withBorder p="md">
        <form onSubmit={form.onSubmit((values) => void submit(values))} noValidate>
          <Stack gap="sm">
            {problem && <Alert color="red">{problem}</Alert>}
            <TextInput label="账号" withAsterisk description="4-20位字母、数字或下划线" autoComplete="off" {...form.getInputProps('accountName')} />
            <TextInput label="姓名" withAsterisk {...form.getInputProps('name')} />
            <TextInput label="手机" withAsterisk inputMode="numeric" {...form.getInputProps('phone')} />
            <TextInput label="邮箱" {...form.getInputProps('email')} />
            {roleChoices.problem && <LoadProblem problem={roleChoices.problem} onRetry={roleChoices.reload} />}
            <Select
              label="角色"
              withAsterisk
              placeholder="请选择角色"
              data={roles.map((role) => ({ value: String(role.id), label: role.roleName }))}
              {...form.getInputProps('roleId')}
            />
            <PasswordInput label="初始密码" withAsterisk description="8-18位，须含数字、字母和符号" autoComplete="new-password" {...form.getInputProps('password')} />
            <PasswordInput label="确认密码" withAsterisk autoComplete="new-password" {...form.getInputProps('confirmPassword')} />
            <Radio.Group label="状态" {...form.getInputProps('status')}>
              <Group mt={4}>
                <Radio value="启用" label="启用" />
                <Radio value="停用" label="停用" />
              </Group>
            </Radio.Group>
            <Group>
              <Can screen={systemScreens.addAccount} action="add">
                <Button type="submit" loading={saving}>
                  保存
                </Button>
              </Can>
              <Button variant="default" onClick={() => (page.canGoBack ? page.back() : navigate(LIST))}>
                返回
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
