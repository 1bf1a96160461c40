import { Checkbox, FileInput, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { InvoiceFile, PayeeFields, SettleOrder } from '../../../machines/settlementApply.machine.ts';
import { formatYuan, moneyToChinese } from '../../rules/money.ts';
import { cardName, dateTime } from './aiVideoColumns.tsx';
import type { CardOrder } from './aiVideoApi.ts';

export const sumOf = (orders: readonly SettleOrder[], key: 'amountFen' | 'commissionFen') => orders.reduce((sum, order) => sum + order[key], 0);

/** The commission in 元 with its 大写 (P4 money). */
export function CommissionTotal({ orders }: { orders: readonly SettleOrder[] }) {
  const fen = sumOf(orders, 'commissionFen');
  return (
    <Group gap="lg" aria-label="结算合计">
      <Text size="sm">已选 {orders.length} 笔，订单金额 ¥{formatYuan(sumOf(orders, 'amountFen'))}</Text>
      <Text size="sm" fw={600}>
        佣金 ¥{formatYuan(fen)}
      </Text>
      <Text size="sm" c="dimmed">
        大写：{moneyToChinese(fen / 100)}
      </Text>
    </Group>
  );
}

interface OrdersStepProps {
  open: readonly CardOrder[];
  period: string;
  chosen: readonly SettleOrder[];
  onPeriod(period: string): void;
  onChosen(orders: SettleOrder[]): void;
}

/** Step 1: a period that has ended, then its unsettled paid orders (all ticked to begin with). */
export function OrdersStep({ open, period, chosen, onPeriod, onChosen }: OrdersStepProps) {
  const periods = [...new Set(open.map((order) => order.period))].sort().reverse();
  const inPeriod = open.filter((order) => order.period === period);
  const picked = new Set(chosen.map((order) => order.orderNo));
  const toggle = (order: CardOrder, on: boolean) =>
    onChosen(inPeriod.filter((item) => (item.orderNo === order.orderNo ? on : picked.has(item.orderNo))));
  if (open.length === 0) return <Text c="dimmed">暂无可结算的订单（已支付且所在月份已结束的订单可申请结算）</Text>;
  return (
    <Stack gap="sm">
      <Select label="结算周期" placeholder="请选择月份" data={periods} value={period || null} onChange={(value) => value && onPeriod(value)} w={220} allowDeselect={false} />
      {period && (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={50}>选择</Table.Th>
              <Table.Th>订单号</Table.Th>
              <Table.Th>手机</Table.Th>
              <Table.Th>商品</Table.Th>
              <Table.Th ta="right">金额（元）</Table.Th>
              <Table.Th ta="right">佣金（元）</Table.Th>
              <Table.Th>下单时间</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {inPeriod.map((order) => (
              <Table.Tr key={order.orderNo}>
                <Table.Td>
                  <Checkbox aria-label={`选择 ${order.orderNo}`} checked={picked.has(order.orderNo)} onChange={(event) => toggle(order, event.currentTarget.checked)} />
                </Table.Td>
                <Table.Td>{order.orderNo}</Table.Td>
                <Table.Td>{order.mobile}</Table.Td>
                <Table.Td>{cardName(order.cardType)}</Table.Td>
                <Table.Td ta="right">{formatYuan(order.amountFen)}</Table.Td>
                <Table.Td ta="right">{formatYuan(order.commissionFen)}</Table.Td>
                <Table.Td>{dateTime(order.createdAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <CommissionTotal orders={chosen} />
    </Stack>
  );
}

interface PayeeStepProps {
  payee: PayeeFields;
  invoice: InvoiceFile | null;
  onPayee(payee: PayeeFields): void;
  onInvoice(invoice: InvoiceFile | null): void;
}

/** Step 2: where the commission goes, and the company's invoice for it. */
export function PayeeStep({ payee, invoice, onPayee, onInvoice }: PayeeStepProps) {
  return (
    <Stack gap="sm" maw={480}>
      <TextInput label="户名" withAsterisk maxLength={50} value={payee.payeeName} onChange={(event) => onPayee({ ...payee, payeeName: event.currentTarget.value })} />
      <TextInput label="开户行" withAsterisk maxLength={50} value={payee.bankName} onChange={(event) => onPayee({ ...payee, bankName: event.currentTarget.value })} />
      <TextInput
        label="银行账号"
        withAsterisk
        inputMode="numeric"
        description="8–30位数字"
        value={payee.accountNo}
        onChange={(event) => onPayee({ ...payee, accountNo: event.currentTarget.value.replace(/\s/g, '').slice(0, 30) })}
      />
      <FileInput
        label="公司发票"
        withAsterisk
        description="请上传贵公司开具的佣金发票（pdf、jpg 或 png，不超过 600 KB）"
        placeholder="选择文件"
        accept="application/pdf,image/jpeg,image/png"
        value={(invoice?.data as File | undefined) ?? null}
        onChange={(file) => onInvoice(file ? { name: file.name, size: file.size, data: file } : null)}
        clearable
      />
    </Stack>
  );
}
