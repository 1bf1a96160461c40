import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { recordAction } from '../../ui/actionJournal.ts';
import { dataRecoveryMachine } from '../../../machines/dataRecovery.machine.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { formatYuan, moneyToChinese } from '../../rules/money.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { checkout, getCart } from './dataRecoveryApi.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';

/** /dataRecoveryPayment 数据恢复支付: the cart's items, total and 大写; 提交订单 places ONE order and hands it to /pay (M1). */
export default function DataRecoveryPaymentPage() {
  const [, navigate] = useLocation();
  // One key per visit: a second press (or a lost answer sent again) answers the same order.
  const key = useMemo(() => crypto.randomUUID(), []);
  const actor = useActorRef(
    dataRecoveryMachine.provide({
      actors: { placeOrder: fromPromise(async () => (await recordAction('提交订单', () => checkout(key))).orderNo) },
      actions: { handedOff: ({ context }) => context.orderNo && navigate(paymentsScreens.pay.href({ orderNo: context.orderNo }), { replace: true }) },
    }),
    { input: { itemCount: 0 } },
  );
  const state = useSelector(actor, (snapshot) => snapshot);
  const [loaded, reload] = useLoad(
    (signal) =>
      getCart(signal).then((cart) => {
        actor.send({ type: 'CART_CHANGED', itemCount: cart.length });
        actor.send({ type: 'CHECKOUT' });
        return cart;
      }),
    'cart',
  );
  if (loaded.state === 'loading') return <PageLoader />;
  if (loaded.state === 'failed') return <LoadProblem problem={loaded.problem} onRetry={reload} />;
  const items = loaded.value;

  const total = items.reduce((sum, item) => sum + item.priceFen, 0);
  return (
    <Stack maw={820}>
      <Title order={3}>{serviceMaintenanceScreens.dataRecoveryPayment.title}</Title>
      <Card withBorder>
        <Table aria-label="恢复项">
          <Table.Thead>
            <Table.Tr>
              {['客户名称', '账套名称', '恢复时间点', '恢复方式', '价格'].map((title) => <Table.Th key={title}>{title}</Table.Th>)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{item.userName}</Table.Td>
                <Table.Td>{item.dbsetName}</Table.Td>
                <Table.Td>{formatDate(item.restorePoint, DATE_TIME_FORMAT)}</Table.Td>
                <Table.Td>{item.mode}</Table.Td>
                <Table.Td>¥{formatYuan(item.priceFen)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {state.context.error && <Alert color="red" role="alert" mt="sm">{state.context.error}</Alert>}
        <Stack gap={2} align="flex-end" mt="md">
          <Text>应付金额：<Text span fw={700} c="orange" size="lg">¥{formatYuan(total)}</Text></Text>
          <Text size="sm" c="dimmed">大写：{moneyToChinese(total / 100)}</Text>
        </Stack>
        <Group justify="flex-end" mt="md">
          <Button
            variant="default"
            onClick={() => {
              actor.send({ type: 'BACK' });
              navigate(serviceMaintenanceScreens.dataRecoveryCart.path);
            }}
          >
            返回购物车
          </Button>
          <Button disabled={!state.matches('checkout')} loading={state.matches('placing')} onClick={() => actor.send({ type: 'PLACE' })}>
            提交订单并支付
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
