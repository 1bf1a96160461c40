import { Button, Timeline, Text } from '@mantine/core';
import { useSearch } from 'wouter';
import { formatDate } from '../../rules/dates.ts';
import { DetailScreen } from '../../ui/resource/DetailScreen.tsx';
import { dateTime } from './aiVideoColumns.tsx';
import { getAiuuUser, type AiuuUserDetail } from './aiVideoApi.ts';
import { aiVideoScreens } from '../../contracts/screens/aiVideo.ts';

/** Each membership in order: type, start, end and the order or gift behind it. */
function MembershipTimeline({ user }: { user: AiuuUserDetail }) {
  if (user.memberships.length === 0) return <Text c="dimmed" size="sm">暂无会员记录</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2} active={user.memberships.length - 1}>
      {user.memberships.map((item) => (
        <Timeline.Item key={`${item.startsAt}-${item.memberType}`} title={`${item.memberType}（${item.source}）`}>
          <Text size="sm">
            {formatDate(item.startsAt)} 至 {formatDate(item.endsAt)}
          </Text>
          {item.refId && (
            <Text size="xs" c="dimmed">
              单号 {item.refId}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** /aiUUUserDetail?mobile= : profile, membership timeline, this month's videos and the user's orders. */
export default function AiuuUserDetailPage() {
  const mobile = new URLSearchParams(useSearch()).get('mobile') ?? '';
  return (
    <DetailScreen<AiuuUserDetail>
      load={() => getAiuuUser(mobile)}
      loadKey={mobile}
      title={(user) => `AI视频用户 ${user.mobile}`}
      status={(user) => user.status}
      facts={[
        { label: '昵称', value: (user) => user.nickname },
        { label: '会员类型', value: (user) => user.memberType },
        { label: '会员到期', value: (user) => (user.memberExpire ? formatDate(user.memberExpire) : '—') },
        { label: '来源', value: (user) => user.source },
        { label: '推广员', value: (user) => user.promoter ?? '—' },
        { label: '注册时间', value: (user) => dateTime(user.createdAt) },
        { label: '本月视频数', value: (user) => String(user.videosThisMonth) },
        { label: '邀请编号', value: (user) => user.inviteId ?? '—' },
        { label: '赠卡编号', value: (user) => user.buyId ?? '—' },
      ]}
      actions={(user, context) => (
        <Button size="xs" variant="light" onClick={() => context.navigate(aiVideoScreens.cardOrders.href({ mobile: user.mobile }))}>
          订单（{user.orderCount}）
        </Button>
      )}
      sections={[{ title: '会员记录', render: (user) => <MembershipTimeline user={user} /> }]}
    />
  );
}
