import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { getAccountInfo } from '../../api/auth.ts';
import type { AccountInfo } from '../../contracts/auth.ts';
import {
  getExpiredServiceCount,
  getLatestNotices,
  getOpenWorkOrderCount,
  getUnreadNoticeCount,
  OPEN_WORK_ORDERS_HREF,
} from '../../api/home.ts';
import type { ExpiredServiceCount, NoticeSummary } from '../../contracts/home.ts';
import { onNoticesRead } from '../../api/noticeReads.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { useLoad, type Loaded } from '../../ui/resource/useLoad.ts';
import { useRouteAccess } from '../../ui/permissions/routeAccessContext.ts';
import { FavouriteTiles } from './FavouriteTiles.tsx';
import { formatYuanAmount } from '../../rules/money.ts';
import { formatCount } from '../../rules/numbers.ts';
import { systemScreens } from '../../contracts/screens/system.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';

interface HomeData {
  account: AccountInfo | null;
  expiring: ExpiredServiceCount | null;
  unreadNotices: number | null;
  openWorkOrders: number | null;
  notices: NoticeSummary[] | null;
}

const valueOf = <T,>(loaded: Loaded<T>): T | null => (loaded.state === 'ready' ? loaded.value : null);

/** Each part loads on its own: one failing call leaves the others on show (a part not loaded shows —). */
function useHomeData(): HomeData {
  // The account is read afresh: the home page shows its balance.
  const [account] = useLoad((signal) => getAccountInfo(signal), 'account');
  const [expiring] = useLoad((signal) => getExpiredServiceCount(signal), 'expiring');
  const [openWorkOrders] = useLoad((signal) => getOpenWorkOrderCount(signal), 'workOrders');
  const [unreadNotices, reloadUnread] = useLoad((signal) => getUnreadNoticeCount(signal), 'unread');
  const [notices, reloadNotices] = useLoad((signal) => getLatestNotices(5, signal), 'notices');
  // Notices read on other pages change the count and the bold titles here.
  useEffect(
    () =>
      onNoticesRead(() => {
        reloadUnread();
        reloadNotices();
      }),
    [reloadUnread, reloadNotices],
  );
  return {
    account: valueOf(account),
    expiring: valueOf(expiring),
    unreadNotices: valueOf(unreadNotices),
    openWorkOrders: valueOf(openWorkOrders),
    notices: valueOf(notices),
  };
}

/** /homePage and /home: the agent's landing page. */
export default function HomePage() {
  useDocumentTitle('首页 - 代理商后台');
  const data = useHomeData();
  return (
    <Stack p="md" gap="md">
      <AccountCard account={data.account} />
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Count label="30天内到期服务" value={data.expiring?.within30Days} href={customersScreens.expireInfo.href({ range: '30' })} />
        <Count label="已到期服务" value={data.expiring?.expired} href={customersScreens.expireInfo.href({ range: 'expired' })} />
        <Count label="未读公告" value={data.unreadNotices} href={systemScreens.noticeList.path} />
        <Count label="待处理工单" value={data.openWorkOrders} href={OPEN_WORK_ORDERS_HREF} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="最新公告">
          {data.notices === null ? (
            <Skeleton h={120} />
          ) : data.notices.length === 0 ? (
            <Text c="dimmed">暂无数据</Text>
          ) : (
            <Stack gap={6}>
              {data.notices.map((notice) => (
                <UnstyledButton key={notice.id} component={Link} href={systemScreens.noticeDetail.href({ id: notice.id })}>
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                      {notice.isTop && (
                        <Badge size="xs" color="highlight">
                          置顶
                        </Badge>
                      )}
                      <Text size="sm" truncate fw={notice.isRead ? 400 : 600}>
                        {notice.title}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                      {dayjs(notice.publishTime).format('YYYY-MM-DD')}
                    </Text>
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
          )}
        </Section>
        <Section title="常用功能">
          <FavouriteTiles />
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

function AccountCard({ account }: { account: AccountInfo | null }) {
  const access = useRouteAccess();
  if (!account) return <Skeleton h={96} />;
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={3}>{account.agentName}</Title>
          <Text size="sm" c="dimmed">
            代理商编号 {account.agentNo} · {account.name}（{account.account}）· {account.isParent ? '主账号' : '子账号'}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text size="sm" c="dimmed">
            账户余额
          </Text>
          <Text fz={22} fw={700}>
            ¥{formatYuanAmount(account.balance)}
          </Text>
          {access(paymentsScreens.recharge.path) === 'open' && (
            <Can screen={paymentsScreens.recharge} action="recharge">
              <Button size="xs" component={Link} href={paymentsScreens.recharge.path}>
                账户充值
              </Button>
            </Can>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** A count opens its list; shown only to an account that may open that list. */
function Count({ label, value, href }: { label: string; value: number | null | undefined; href: string }) {
  const access = useRouteAccess();
  if (access(href) !== 'open') return null;
  return (
    <UnstyledButton component={Link} href={href} aria-label={`${label} ${value === null || value === undefined ? '' : formatCount(value)}`}>
      <Paper withBorder p="md">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {value === null || value === undefined ? <Skeleton h={28} mt={4} w={60} /> : <Text fz={26} fw={700}>{formatCount(value)}</Text>}
      </Paper>
    </UnstyledButton>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
