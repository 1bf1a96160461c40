import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { getAccountInfo, logout, type AccountInfo } from '../../api/auth.ts';
import { clearSession } from '../../api/session.ts';

export default function HomePage() {
  useDocumentTitle('首页 - 代理商后台');
  const [, navigate] = useLocation();
  const [info, setInfo] = useState<AccountInfo | null>(null);

  useEffect(() => {
    getAccountInfo().then(setInfo, () => undefined);
  }, []);

  async function signOut() {
    await logout().catch(() => undefined);
    clearSession();
    navigate('/login', { replace: true });
  }

  return (
    <Stack p="xl">
      <Group justify="space-between">
        <Title order={2}>首页</Title>
        <Button variant="default" onClick={signOut}>
          退出登录
        </Button>
      </Group>
      {info && (
        <Paper withBorder p="md">
          <Text>
            {info.name}（{info.account}），{info.agentName}，代理商编号 {info.agentNo}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
