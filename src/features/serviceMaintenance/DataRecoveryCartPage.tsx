import { Alert, Button, Card, Group, Select, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { dataRecoveryMachine } from '../../../machines/dataRecovery.machine.ts';
import { RECOVERY_MODES, RECOVERY_PRICES, type RecoveryMode, type RecoveryOptions } from '../../contracts/dataRecovery.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { formatYuan } from '../../rules/money.ts';
import { message } from '../../ui/message.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { CustomerPicker } from '../../ui/widgets/CustomerPicker.tsx';
import { addToCart, getCart, recoveryOptions, removeFromCart, type CartItem } from './dataRecoveryApi.ts';

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
  const [options, setOptions] = useState<RecoveryOptions | null>(null);
  const [dbset, setDbset] = useState<string | null>(null);
  const [restorePoint, setRestorePoint] = useState<string | null>(null);
  const [mode, setMode] = useState<RecoveryMode>('覆盖原账套');
  const [cart, setItems] = useState<CartItem[]>([]);
  // M8's cart: 去结算 goes on to the payment page only with something in the cart.
  const actor = useActorRef(dataRecoveryMachine, { input: { itemCount: 0 } });
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const checkedOut = useSelector(actor, (snapshot) => snapshot.matches('checkout'));
  const setCart = useCallback(
    (items: CartItem[]) => {
      setItems(items);
      actor.send({ type: 'CART_CHANGED', itemCount: items.length });
    },
    [actor],
  );

  useEffect(() => {
    if (checkedOut) navigate('/dataRecoveryPayment');
  }, [checkedOut, navigate]);
  useEffect(() => void getCart().then(setCart, () => undefined), [setCart]);
  // A user's pick starts over: the options of the new customer load below.
  const chooseCustomer = (next: string | null) => {
    setUserId(next);
    setWanted(null);
    setOptions(null);
    setDbset(null);
    setRestorePoint(null);
  };
  useEffect(() => {
    if (!userId) return;
    let live = true;
    recoveryOptions(Number(userId)).then((found) => {
      if (!live) return;
      setOptions(found);
      if (wanted && found.dbsets.some((one) => one.dbsetName === wanted)) setDbset(wanted);
    }, () => undefined);
    return () => {
      live = false;
    };
  }, [userId, wanted]);

  // Each 账套 has its own backups: another 账套 starts the restore point over.
  const chooseDbset = (next: string | null) => {
    setDbset(next);
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
      <Title order={3}>数据恢复购物车</Title>
      <Card withBorder>
        <Stack gap="sm" maw={560}>
          <CustomerPicker withAsterisk value={userId} onChange={chooseCustomer} />
          <Select label="账套" withAsterisk data={(options?.dbsets ?? []).map((one) => one.dbsetName)} value={dbset} onChange={chooseDbset} disabled={!options}
            nothingFoundMessage="该服务还没有账套" />
          <Select label="恢复时间点" withAsterisk data={points.map((one) => ({ value: String(one.time), label: `${point(one.time)} ${one.kind}` }))}
            value={restorePoint} onChange={setRestorePoint} disabled={!chosen} placeholder={chosen && points.length === 0 ? '该账套还没有备份' : undefined} />
          <div>
            <Text size="sm" fw={500} mb={4}>恢复方式</Text>
            <SegmentedControl data={[...RECOVERY_MODES]} value={mode} onChange={(value) => setMode(value as RecoveryMode)} />
          </div>
          <Text size="sm">价格：¥{formatYuan(RECOVERY_PRICES[mode])}</Text>
          <Can action="apply">
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
        {cart.length === 0 && <Text c="dimmed" size="sm" ta="center" py="md">购物车是空的</Text>}
        {error && <Alert color="orange" role="alert" mt="sm">{error}</Alert>}
        <Group justify="flex-end" mt="sm">
          <Text>合计：<Text span fw={700} c="orange">¥{formatYuan(total)}</Text></Text>
          <Button onClick={() => actor.send({ type: 'CHECKOUT' })}>去结算</Button>
        </Group>
      </Card>
    </Stack>
  );
}
