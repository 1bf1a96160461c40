import { Alert, Button, Card, Group, Select, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { dataRecoveryMachine } from '../../../machines/dataRecovery.machine.ts';
import { RECOVERY_MODES, RECOVERY_PRICES, type RecoveryMode } from '../../contracts/dataRecovery.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { formatYuan } from '../../rules/money.ts';
import { message } from '../../ui/message.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { Can } from '../../ui/permissions/Can.tsx';
import { LoadProblem } from '../../ui/resource/LoadProblem.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { CustomerPicker } from '../../ui/widgets/CustomerPicker.tsx';
import { addToCart, getCart, recoveryOptions, removeFromCart, type CartItem } from './dataRecoveryApi.ts';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';

const point = (time: number) => formatDate(time, DATE_TIME_FORMAT);
const problem = (error: unknown) => (error instanceof Error && error.message ? error.message : '添加失败');

/**
 * /dataRecoveryCart 数据恢复购物车 (M8 cart): customer → 账套 → one of that 账套's restore points (nightly, manual
 * or whole-database backups, uploaded files) → mode, price; kept on the server per account. ?serviceId=&dbsetName= preselects.
 */
export default function DataRecoveryCartPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  // 恢复 on a 账套 or a database (?serviceId=&dbsetName=) starts with that customer and 账套 chosen.
  const [userId, setUserId] = useState<string | null>(() => new URLSearchParams(search).get('serviceId'));
  const [wanted, setWanted] = useState<string | null>(() => new URLSearchParams(search).get('dbsetName'));
  const [picked, setPicked] = useState<string | null>(null);
  const [restorePoint, setRestorePoint] = useState<string | null>(null);
  const [mode, setMode] = useState<RecoveryMode>('覆盖原账套');
  // M8's cart: 去结算 goes on to the payment page only with something in the cart.
  const actor = useActorRef(dataRecoveryMachine, { input: { itemCount: 0 } });
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const counted = (items: CartItem[]) => {
    actor.send({ type: 'CART_CHANGED', itemCount: items.length });
    return items;
  };
  // The cart as loaded, then as each 加入 or 移除 answers; a newer read (the page shown again, e.g. after an
  // order took the cart on the payment page) is the cart again.
  const [loadedCart, reloadCart] = useLoad((signal) => getCart(signal).then(counted), 'cart');
  const [changedCart, setChangedCart] = useState<{ over: typeof loadedCart; items: CartItem[] } | null>(null);
  const cart = changedCart?.over === loadedCart ? changedCart.items : loadedCart.state === 'ready' ? loadedCart.value : [];
  const setCart = (items: CartItem[]) => setChangedCart({ over: loadedCart, items: counted(items) });
  const [loadedOptions, reloadOptions] = useLoad(
    (signal) => (userId ? recoveryOptions(Number(userId), signal) : Promise.resolve(null)),
    userId ?? '',
  );
  const options = loadedOptions.state === 'ready' ? loadedOptions.value : null;
  // The 账套 named by the address is chosen once the customer's options show it.
  const dbset = picked ?? (wanted && options?.dbsets.some((one) => one.dbsetName === wanted) ? wanted : null);

  const checkout = () => {
    actor.send({ type: 'CHECKOUT' });
    if (actor.getSnapshot().matches('checkout')) navigate(serviceMaintenanceScreens.dataRecoveryPayment.path);
  };
  // A user's pick starts over: the options of the new customer load.
  const chooseCustomer = (next: string | null) => {
    setUserId(next);
    setWanted(null);
    setPicked(null);
    setRestorePoint(null);
  };

  // Each 账套 has its own backups: another 账套 starts the restore point over.
  const chooseDbset = (next: string | null) => {
    setPicked(next);
    setWanted(null);
    setRestorePoint(null);
  };
  const chosen = options?.dbsets.find((one) => one.dbsetName === dbset);
  const points = chosen?.restorePoints ?? [];

  const add = async () => {
    if (!userId || !dbset || !restorePoint) return message.warning(!userId ? '请选择客户' : !dbset ? '请选择账套' : '请选择恢复时间点');
    try {
      setCart(await addToCart({ userId: Number(userId), dbsetName: dbset, restorePoint: Number(restorePoint), mode }));
      message.success('已加入购物车');
      setRestorePoint(null);
    } catch (error) {
      message.error(problem(error));
    }
  };
  const total = cart.reduce((sum, item) => sum + item.priceFen, 0);

  return (
    <Stack>
      <Title order={3}>{serviceMaintenanceScreens.dataRecoveryCart.title}</Title>
      <Card withBorder>
        <Stack gap="sm" maw={560}>
          <CustomerPicker withAsterisk value={userId} onChange={chooseCustomer} />
          {loadedOptions.state === 'failed' && <LoadProblem problem={loadedOptions.problem} onRetry={reloadOptions} />}
          <Select label="账套" withAsterisk data={(options?.dbsets ?? []).map((one) => one.dbsetName)} value={dbset} onChange={chooseDbset} disabled={!options}
            nothingFoundMessage="该服务还没有账套" />
          <Select label="恢复时间点" withAsterisk data={points.map((one) => ({ value: String(one.time), label: `${point(one.time)} ${one.kind}` }))}
            value={restorePoint} onChange={setRestorePoint} disabled={!chosen} placeholder={chosen && points.length === 0 ? '该账套还没有备份' : undefined} />
          <div>
            <Text size="sm" fw={500} mb={4}>恢复方式</Text>
            <SegmentedControl data={[...RECOVERY_MODES]} value={mode} onChange={(value) => setMode(value as RecoveryMode)} />
          </div>
          <Text size="sm">价格：¥{formatYuan(RECOVERY_PRICES[mode])}</Text>
          <Can screen={serviceMaintenanceScreens.dataRecoveryCart} action="apply">
            <Button w="fit-content" onClick={() => void add()}>加入购物车</Button>
          </Can>
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={5} mb="sm">购物车（{cart.length}）</Title>
        <Table aria-label="购物车">
          <Table.Thead>
            <Table.Tr>
              {['客户名称', '账套名称', '恢复时间点', '恢复方式', '价格', '操作'].map((title) => <Table.Th key={title}>{title}</Table.Th>)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cart.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{item.userName}</Table.Td>
                <Table.Td>{item.dbsetName}</Table.Td>
                <Table.Td>{point(item.restorePoint)}</Table.Td>
                <Table.Td>{item.mode}</Table.Td>
                <Table.Td>¥{formatYuan(item.priceFen)}</Table.Td>
                <Table.Td>
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => void removeFromCart(item.id).then(setCart, () => undefined)}>移除</Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {loadedCart.state === 'loading' && <PageLoader />}
        {loadedCart.state === 'failed' && <LoadProblem problem={loadedCart.problem} onRetry={reloadCart} />}
        {loadedCart.state === 'ready' && cart.length === 0 && <Text c="dimmed" size="sm" ta="center" py="md">购物车是空的</Text>}
        {error && <Alert color="orange" role="alert" mt="sm">{error}</Alert>}
        <Group justify="flex-end" mt="sm">
          <Text>合计：<Text span fw={700} c="orange">¥{formatYuan(total)}</Text></Text>
          <Button onClick={checkout} disabled={loadedCart.state !== 'ready'}>去结算</Button>
        </Group>
      </Card>
    </Stack>
  );
}
