import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'wouter';

export default function NotFoundPage() {
  useDocumentTitle('页面不存在 - 代理商后台');
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} c="brand.7" fz={64}>
          404
        </Title>
        <Text fw={600}>页面不存在</Text>
        <Text c="dimmed" ta="center">
          您访问的地址有误，或该页面已被移除。
        </Text>
        <Button component={Link} href="/homePage">
          返回首页
        </Button>
      </Stack>
    </Center>
  );
}
