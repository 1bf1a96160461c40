import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { message } from '../../ui/message.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { DetailScreen } from '../../ui/resource/DetailScreen.tsx';
import { deleteTrack, getTrackThread, type CustomerTrack, type CustomerTrackThread } from './customerRecordsApi.ts';
import { CustomerTrackDrawer } from './CustomerTrackDrawer.tsx';
import { customersScreens } from '../../contracts/screens/customers.ts';

const TRACKS = customersScreens.customerTrack.path;
const DETAIL = customersScreens.customerTrackDetail.path;

function confirmDelete(customerName: string): Promise<boolean> {
  return new Promise((resolve) =>
    modals.openConfirmModal({
      title: '请确认',
      centered: true,
      children: <Text size="sm">{`确定删除客户「${customerName}」的这条跟进记录吗？`}</Text>,
      labels: { confirm: '确定', cancel: '取消' },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
    }),
  );
}

function TrackCard({ track, onEdit, onDelete }: { track: CustomerTrack; onEdit(): void; onDelete(): void }) {
  return (
    <Card withBorder padding="sm" aria-label={`跟进 ${formatDate(track.trackTime, DATE_TIME_FORMAT)}`}>
      <Group justify="space-between" mb={4}>
        <Group gap="xs">
          <Badge variant="light">{track.trackWay}</Badge>
          <Text size="sm" fw={500}>
            {track.staffName}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDate(track.trackTime, DATE_TIME_FORMAT)}
          </Text>
        </Group>
        <Group gap={4}>
          {track.mine && (
            <Can screen={customersScreens.customerTrackDetail} action="add">
              <Button size="compact-xs" variant="subtle" onClick={onEdit}>
                编辑
              </Button>
            </Can>
          )}
          <Can screen={customersScreens.customerTrackDetail} action="del">
            <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete}>
              删除
            </Button>
          </Can>
        </Group>
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {track.content}
      </Text>
      {track.nextTime && (
        <Text size="xs" c="dimmed" mt={4}>
          下次跟踪：{track.nextTime}
        </Text>
      )}
    </Card>
  );
}

/** /customerInformationManage/customerTrackDetail?id=: one customer's follow-ups, newest first, to continue the thread. */
export default function CustomerTrackDetailPage() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  const [, navigate] = useLocation();
  const [version, setVersion] = useState(0);
  const [drawer, setDrawer] = useState<{ track?: CustomerTrack; userId: number } | null>(null);
  const reload = () => setVersion((count) => count + 1);

  const remove = async (thread: CustomerTrackThread, track: CustomerTrack) => {
    if (!(await confirmDelete(thread.customer.name))) return;
    await deleteTrack(track.id);
    message.success('删除成功');
    const rest = thread.tracks.filter((other) => other.id !== track.id);
    // The address names one follow-up of the thread: when that one goes, another names it, or the list takes over.
    if (track.id !== id) reload();
    else if (rest.length > 0) navigate(`${DETAIL}?id=${rest[0].id}`, { replace: true });
    else navigate(`${TRACKS}?userId=${thread.customer.id}`, { replace: true });
  };

  return (
    <>
      <DetailScreen<CustomerTrackThread>
        load={() => getTrackThread(id)}
        loadKey={`${id}:${version}`}
        title={(thread) => `跟进详情：${thread.customer.name}`}
        facts={[
          { label: '联系人', value: (thread) => thread.customer.contact },
          { label: '手机', value: (thread) => thread.customer.phone },
          { label: '跟进次数', value: (thread) => thread.tracks.length },
        ]}
        actions={(thread, context) => (
          <>
            <Button size="xs" variant="default" onClick={() => context.navigate(customersScreens.customerDetail.href({ id: thread.customer.id }))}>
              客户详情
            </Button>
            <Can screen={customersScreens.customerTrackDetail} action="add">
              <Button size="xs" onClick={() => setDrawer({ userId: thread.customer.id })}>
                追加跟进
              </Button>
            </Can>
          </>
        )}
        sections={[
          {
            title: '跟进记录',
            render: (thread) => (
              <Stack gap="xs">
                {thread.tracks.map((track) => (
                  <TrackCard
                    key={track.id}
                    track={track}
                    onEdit={() => setDrawer({ track, userId: thread.customer.id })}
                    onDelete={() => void remove(thread, track).catch(() => undefined)}
                  />
                ))}
              </Stack>
            ),
          },
        ]}
      />
      <CustomerTrackDrawer opened={drawer !== null} track={drawer?.track} userId={drawer?.userId} onClose={() => setDrawer(null)} onSaved={reload} />
    </>
  );
}
