import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'wouter';

/** A screen the account's menu does not grant, opened by its address: said in its tab, with the way home. */
export default function NoAccessPage() {
  useDocumentTitle('无权限访问 - 代理商后台');
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} c="brand.7" fz={64}>
          403
        </Title>
        <Text fw={600} role="alert">
          无权限访问该页面
        </Text>
        <Text c="dimmed" ta="center">
          当前账号的菜单中没有该页面。如需使用，请联系主账号在角色管理中授权。
        </Text>
        <Button component={Link} href="/homePage">
          返回首页
        </Button>
      </Stack>
    </Center>
  );
}
