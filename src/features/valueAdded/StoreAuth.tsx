import { Alert, Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { message } from '../../ui/message.ts';
import { authLink, getService, type ValueAddedService } from './valueAddedApi.ts';

const POLL_MS = 3000;
/** The store's page gives up on an authorisation after this long; so does the list. */
const WAIT_MS = 5 * 60 * 1000;

/**
 * 重新授权 (docs/product.md#routes): the store's page opens in a new window and the list polls
 * the subscription until the store reports it authorised.
 */
export function useStoreAuth(onAuthorised: () => void) {
  const [waiting, setWaiting] = useState<{ service: ValueAddedService; since: number } | null>(null);

  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => {
      if (Date.now() - waiting.since > WAIT_MS) {
        setWaiting(null);
        message.warning('授权超时，请重新授权');
        return;
      }
      getService(waiting.service.id).then((service) => {
        if (service.authStatus !== '已授权') return;
        setWaiting(null);
        message.success('抖店授权成功');
        onAuthorised();
      }, () => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, onAuthorised]);

  return {
    waiting: waiting?.service ?? null,
    cancel: () => setWaiting(null),
    /** Opens the window inside the click (so no popup blocker stops it), then points it at the store. */
    async start(service: ValueAddedService) {
      const store = window.open('', '_blank');
      try {
        const { url } = await authLink(service.id);
        if (store) store.location.href = url;
        else message.warning('浏览器拦截了授权窗口，请允许弹出窗口后重试');
        setWaiting({ service, since: Date.now() });
      } catch (error) {
        store?.close();
        throw error;
      }
    },
  };
}

export function StoreAuthBanner({ auth }: { auth: ReturnType<typeof useStoreAuth> }) {
  if (!auth.waiting) return null;
  return (
    <Alert color="blue">
      <Group justify="space-between">
        <Text size="sm">请在新打开的抖店页面完成“{auth.waiting.customerName}”的授权，完成后列表自动刷新…</Text>
        <Button size="xs" variant="subtle" onClick={auth.cancel}>
          取消等待
        </Button>
      </Group>
    </Alert>
  );
}
