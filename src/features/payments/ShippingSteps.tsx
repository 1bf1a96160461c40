import { Group, Stack, Text } from '@mantine/core';
import type { HardwareOrder } from '../../contracts/orderEntry.ts';
import { formatDate } from '../../rules/dates.ts';
import { Steps } from '../../ui/widgets/Steps.tsx';

const at = (time: number | null) => (time === null ? undefined : formatDate(time, 'YYYY-MM-DD HH:mm'));

/** 物流 of a hardware order: the express company and number, and how far it got (ordered, paid, shipped, received). */
export function ShippingSteps({ order }: { order: HardwareOrder }) {
  const times = [order.createdAt, order.paidAt, order.shippedAt, order.receivedAt];
  const steps = ['下单', '付款', '发货', '签收'].map((title, index) => ({ title, description: at(times[index]) }));
  return (
    <Stack gap="md">
      <Group gap="xl">
        <Text size="sm">快递公司：{order.expressCompany ?? '—'}</Text>
        <Text size="sm">快递单号：{order.expressNo ?? '—'}</Text>
      </Group>
      <Steps steps={steps} active={times.findIndex((time) => time === null) === -1 ? steps.length : times.findIndex((time) => time === null)} />
    </Stack>
  );
}
