import { Group, Text } from '@mantine/core';
import { IconCloudOff, IconPlugConnected } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { onApiEvent } from '../api/events.ts';
import { networkStatus, onNetworkStatus } from '../api/network.ts';

export const OFFLINE_TEXT = '网络已断开';
export const RESTORED_TEXT = '已恢复连接';
/** Said beside 网络已断开 while the shown screen's data came from what was kept (docs/product.md#offline). */
export const offlineDataText = (savedAt: number) => `离线数据，更新于 ${dayjs(savedAt).format('HH:mm')}`;

/**
 * The portal's network state above the shown page: 网络已断开 for as long as it lasts, with the time of the
 * oldest kept data the shown screen was answered with, then 已恢复连接 for a moment.
 */
export function NetworkBanner({ screen }: { screen: string | null }) {
  const status = useSyncExternalStore(subscribeStatus, networkStatus);
  const kept = useKeptDataTime(screen, status === 'offline');
  if (status === 'online') return null;
  const offline = status === 'offline';
  // Going offline is announced at once (an alert); coming back politely (a status).
  return (
    <Group
      role={offline ? 'alert' : 'status'}
      data-print-hidden
      gap="xs"
      px="md"
      py={6}
      wrap="nowrap"
      bg={offline ? 'yellow.1' : 'green.1'}
      c={offline ? 'yellow.9' : 'green.9'}
      style={{ flex: 'none' }}
    >
      {offline ? <IconCloudOff size={18} aria-hidden /> : <IconPlugConnected size={18} aria-hidden />}
      <Text size="sm">{offline ? (kept === null ? OFFLINE_TEXT : `${OFFLINE_TEXT} · ${offlineDataText(kept)}`) : RESTORED_TEXT}</Text>
    </Group>
  );
}

const subscribeStatus = (listener: () => void) => onNetworkStatus(listener);

/** The oldest time of kept data answered to the shown screen since it was shown offline; null when none. */
function useKeptDataTime(screen: string | null, offline: boolean): number | null {
  const [kept, setKept] = useState<{ screen: string | null; savedAt: number } | null>(null);
  const shown = useRef(screen);
  useEffect(() => {
    shown.current = screen;
  }, [screen]);
  useEffect(
    () =>
      onApiEvent((event) => {
        if (event.type !== 'offlineAnswer') return;
        setKept((last) =>
          last && last.screen === shown.current ? { ...last, savedAt: Math.min(last.savedAt, event.savedAt) } : { screen: shown.current, savedAt: event.savedAt },
        );
      }),
    [],
  );
  return offline && kept?.screen === screen ? kept.savedAt : null;
}
