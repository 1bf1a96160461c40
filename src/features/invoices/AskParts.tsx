import { Alert, Checkbox, Group, Table, Text } from '@mantine/core';
import type { AskSource } from '../../../machines/invoiceAsk.machine.ts';
import { amountOf } from '../../../machines/invoiceAsk.machine.ts';
import { DATE_FORMAT, formatDate } from '../../rules/dates.ts';
import { INVOICE_RULE } from '../../rules/invoiceRule.ts';
import { formatYuan } from '../../rules/money.ts';
import { amountWithWords } from './invoiceColumns.tsx';
import type { InvoiceSource } from './invoicesApi.ts';

export const ASK_STEPS = [{ title: '选择订单' }, { title: '发票信息' }, { title: '收票信息' }, { title: '确认提交' }];

/** Why the step refused to move on, in place (kept until the choice changes). */
export const Problem = ({ text }: { text: string | null }) => (text ? <Alert color="red" variant="light" role="alert">{text}</Alert> : null);

export const AmountLine = ({ sources }: { sources: readonly AskSource[] }) => (
  <Group gap="xs">
    <Text size="sm">开票金额：</Text>
    <Text size="sm" fw={600} data-testid="invoice-amount">{amountWithWords(amountOf(sources))}</Text>
  </Group>
);

/** Step 1: the paid, not yet invoiced orders and recharges, each with its checkbox. */
export function SourcePicker({ open, chosen, onChange }: { open: InvoiceSource[]; chosen: AskSource[]; onChange(sources: AskSource[]): void }) {
  const picked = new Set(chosen.map((source) => source.no));
  const toggle = (source: InvoiceSource, on: boolean) =>
    onChange(on ? [...chosen, { kind: source.kind, no: source.no, amountFen: source.amountFen }] : chosen.filter((item) => item.no !== source.no));
  const rule = <Text size="sm" c="dimmed">{INVOICE_RULE}</Text>;
  if (open.length === 0) return <>{rule}<Text c="dimmed">暂无可开票的订单或充值</Text></>;
  return (
    <>
    {rule}
    <Table.ScrollContainer minWidth={600} mah={420}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} />
            <Table.Th>单号</Table.Th>
            <Table.Th>类型</Table.Th>
            <Table.Th>内容</Table.Th>
            <Table.Th ta="right">金额</Table.Th>
            <Table.Th>时间</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {open.map((source) => (
            <Table.Tr key={source.no}>
              <Table.Td>
                <Checkbox aria-label={`选择 ${source.no}`} checked={picked.has(source.no)} onChange={(event) => toggle(source, event.currentTarget.checked)} />
              </Table.Td>
              <Table.Td>{source.no}</Table.Td>
              <Table.Td>{source.kind === 'order' ? '订单' : '充值'}</Table.Td>
              <Table.Td>{source.name}</Table.Td>
              <Table.Td ta="right">{formatYuan(source.amountFen)}</Table.Td>
              <Table.Td>{formatDate(source.time, DATE_FORMAT)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
    </>
  );
}
