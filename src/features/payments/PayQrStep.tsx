import { Anchor, Button, Group, Image, Stack, Text } from '@mantine/core';
import type { QrPayment } from '../../../machines/orderPay.machine.ts';
import { formatYuan } from '../../rules/money.ts';
import { useNow } from '../../ui/useNow.ts';
import { useQrCode } from '../../ui/widgets/useQrCode.ts';

const two = (value: number) => String(value).padStart(2, '0');

/** mm:ss (h:mm:ss from an hour up) left until an absolute deadline. */
export function countdownText(deadline: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  const clock = `${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
  return seconds >= 3600 ? `${Math.floor(seconds / 3600)}:${clock}` : clock;
}

function QrImage({ url, channel }: { url: string; channel: string }) {
  const dataUrl = useQrCode(url, 220);
  return dataUrl ? <Image src={dataUrl} w={220} h={220} alt={`${channel}支付二维码`} data-qr-url={url} /> : <div style={{ width: 220, height: 220 }} />;
}

export interface PayQrStepProps {
  channel: string;
  amountFen: number;
  payment: QrPayment | null;
  /** What the step shows: the live code, or the expired/failed code with its way out. */
  phase: 'loading' | 'scanning' | 'expired' | 'failed';
  error: string | null;
  onCheckNow(): void;
  onRefresh(): void;
  onRetry(): void;
  onBack(): void;
}

/** The QR step of M1: a scannable code with its countdown, polled until paid; 刷新二维码 once expired. */
export function PayQrStep({ channel, amountFen, payment, phase, error, onCheckNow, onRefresh, onRetry, onBack }: PayQrStepProps) {
  const now = useNow();
  return (
    <Stack align="center" gap="xs" aria-label="扫码支付" role="group">
      <Text fw={600}>请使用{channel === '支付宝' ? '支付宝' : '微信'}扫码支付</Text>
      <Text size="xl" fw={700} c="orange">
        ¥{formatYuan(amountFen)}
      </Text>
      {phase === 'loading' && <Text c="dimmed">正在生成二维码…</Text>}
      {phase === 'scanning' && payment && (
        <>
          <QrImage url={payment.qrUrl} channel={channel} />
          <Text role="timer" aria-label="剩余支付时间">
            {countdownText(payment.expireAt, now)}
          </Text>
          {payment.status === '已扫码' && <Text c="blue">已扫码，请在手机上确认</Text>}
          <Anchor href={payment.qrUrl} target="_blank" rel="noopener" size="sm">
            在手机上打开
          </Anchor>
          <Group>
            <Button onClick={onCheckNow}>我已完成支付</Button>
            <Button variant="default" onClick={onBack}>
              更换支付方式
            </Button>
          </Group>
        </>
      )}
      {phase === 'expired' && (
        <>
          <Text c="red">二维码已过期</Text>
          <Group>
            <Button onClick={onRefresh}>刷新二维码</Button>
            <Button variant="default" onClick={onBack}>
              更换支付方式
            </Button>
          </Group>
        </>
      )}
      {phase === 'failed' && (
        <>
          <Text c="red" role="alert">
            {error ?? '支付失败，请重试'}
          </Text>
          <Group>
            <Button onClick={onRetry}>重试</Button>
            <Button variant="default" onClick={onBack}>
              更换支付方式
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
