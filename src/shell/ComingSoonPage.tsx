import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'wouter';

/** A route of SPEC §2 whose screen is not built yet: said plainly, not faked. */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(`${title} - 代理商后台`);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={2}>{title}</Title>
        <Text fw={600}>该功能暂未开放</Text>
        <Text c="dimmed" ta="center">
          此页面正在建设中，敬请期待。
        </Text>
        <Button component={Link} href="/homePage" variant="default">
          返回首页
        </Button>
      </Stack>
    </Center>
  );
}
