import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'wouter';
import { homeScreens } from '../../contracts/screens/home.ts';

/** A page that cannot be shown: its status code, what happened, why, and the way home. */
export function ErrorScreen({ code, title, why }: { code: number; title: string; why: string }) {
  useDocumentTitle(`${title} - 代理商后台`);
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1} c="brand" fz={64}>
          {code}
        </Title>
        <Text fw={600} role="alert">
          {title}
        </Text>
        <Text c="dimmed" ta="center">
          {why}
        </Text>
        <Button component={Link} href={homeScreens.homePage.path}>
          返回首页
        </Button>
      </Stack>
    </Center>
  );
}
