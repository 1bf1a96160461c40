import { Alert, Anchor, Button, Stack, Table, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { RegisteredTrial } from '../../contracts/register.ts';

/** Step 1: what was created and how to sign in. */
export function RegisterSuccess({ trial, onBackToLogin }: { trial: RegisteredTrial; onBackToLogin: () => void }) {
  const rows: Array<[string, string]> = [
    ['客户名称', trial.customerName],
    ['客户编号', trial.customerNo],
    ['产品', trial.productName],
    ['版本', trial.versionName],
    ['服务器区域', trial.regionName],
    ...(trial.host ? ([['域名前缀', trial.host]] as Array<[string, string]>) : []),
    ['用户数', String(trial.userCount)],
    ['试用期', `${trial.trialDays}天（至${dayjs(trial.expireAt).format('YYYY-MM-DD')}）`],
  ];
  return (
    <Stack>
      <Title order={3} ta="center" c="green">
        注册成功
      </Title>
      <Text ta="center">您的试用已开通，可以立即登录使用。</Text>
      <Table withTableBorder variant="vertical" aria-label="开通信息">
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={110}>{label}</Table.Th>
              <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Alert color="green" title="如何登录">
        <Stack gap={4}>
          <Text size="sm">
            登录地址：
            <Anchor href={trial.loginUrl} target="_blank" rel="noopener noreferrer" style={{ wordBreak: 'break-all' }}>
              {trial.loginUrl}
            </Anchor>
          </Text>
          <Text size="sm">登录账号：{trial.account}（注册手机号）</Text>
          <Text size="sm">
            登录密码：{trial.defaultPassword ? '默认密码，请向为您分享链接的代理商获取，登录后请及时修改' : '注册时设置的密码'}
          </Text>
        </Stack>
      </Alert>
      <Button variant="default" onClick={onBackToLogin}>
        返回登录
      </Button>
    </Stack>
  );
}
