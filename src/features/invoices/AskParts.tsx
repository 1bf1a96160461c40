import { Alert, Checkbox, Group, Text } from '@mantine/core';
import { use } from 'react';
import type { AskSource } from '../../../machines/invoiceAsk.machine.ts';
import { amountOf } from '../../rules/invoices.ts';
import { DATE_FORMAT, formatDate } from '../../rules/dates.ts';
import { INVOICE_RULE } from '../../rules/invoiceRule.ts';
import { formatYuan } from '../../rules/money.ts';
import { amountWithWords } from './invoiceColumns.tsx';
import { DataTable } from '../../ui/table/DataTable.tsx';
import type { TableColumn } from '../../ui/table/types.ts';
import { usePageContext } from '../../ui/pageContext.ts';
import { invoiceSourcePages, type InvoiceSource } from './invoicesApi.ts';

export const ASK_STEPS = [{ title: '选择订单' }, { title: '发票信息' }, { title: '收票信息' }, { title: '确认提交' }];

/** Why the step refused to move on, in place (kept until the choice changes). */
export const Problem = ({ text }: { text: string | null }) => (text ? <Alert color="red" variant="light" role="alert">{text}</Alert> : null);

export const AmountLine = ({ sources }: { sources: readonly AskSource[] }) => (
  <Group gap="xs">
    <Text size="sm">开票金额：</Text>
    <Text size="sm" fw={600} data-testid="invoice-amount">{amountWithWords(amountOf(sources))}</Text>
  </Group>
);

const SOURCE_KINDS = [
  { label: '订单', value: 'order' },
  { label: '充值', value: 'recharge' },
];

/**
 * Step 1: the paid, not yet invoiced orders and recharges, a page at a time from the server, each with
 * its checkbox; what is checked stays checked on other pages.
 */
export function SourcePicker({ chosen, onChange }: { chosen: AskSource[]; onChange(sources: AskSource[]): void }) {
  const page = usePageContext();
  const account = use(page.account);
  const picked = new Set(chosen.map((source) => source.no));
  const toggle = (source: InvoiceSource, on: boolean) =>
    onChange(on ? [...chosen, { kind: source.kind, no: source.no, amountFen: source.amountFen }] : chosen.filter((item) => item.no !== source.no));
  const columns: TableColumn<InvoiceSource>[] = [
    {
      field: 'no',
      title: '单号',
      width: 220,
      cellComponent: ({ row }) => (
        <Checkbox size="xs" label={row.no} aria-label={`选择 ${row.no}`} checked={picked.has(row.no)} onChange={(event) => toggle(row, event.currentTarget.checked)} />
      ),
    },
    { field: 'kind', title: '类型', width: 120, filters: SOURCE_KINDS, formatter: (kind) => (kind === 'order' ? '订单' : '充值') },
    { field: 'name', title: '内容' },
    { field: 'amountFen', title: '金额', width: 120, orderBy: 'none', titleAlign: 'right', contentAlign: 'right', formatter: (fen) => formatYuan(Number(fen)) },
    { field: 'time', title: '时间', width: 130, orderBy: 'desc', formatter: (time) => formatDate(Number(time), DATE_FORMAT) },
  ];
  return (
    <>
      <Text size="sm" c="dimmed">{INVOICE_RULE}</Text>
      <DataTable<InvoiceSource>
        layoutKey={`${page.layoutKey}:sources`}
        account={account}
        columns={columns}
        getRowId={(row) => row.no}
        fetchRows={(query) => invoiceSourcePages.fetchPage(query)}
      />
    </>
  );
}
