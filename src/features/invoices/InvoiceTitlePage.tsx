import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import type { TableColumn } from '../../ui/table/types.ts';
import { titles, type InvoiceTitle } from './invoicesApi.ts';
import { invoicesScreens } from '../../contracts/screens/invoices.ts';

const columns: TableColumn<InvoiceTitle>[] = [
  { field: 'titleType', title: '抬头类型', width: 100 },
  { field: 'titleName', title: '发票抬头', width: 'auto' },
  { field: 'taxNo', title: '税号', width: 200 },
  { field: 'bank', title: '开户银行', width: 160 },
  { field: 'account', title: '银行账号', width: 180 },
  { field: 'regAddress', title: '注册地址', width: 200 },
  { field: 'regTel', title: '注册电话', width: 140 },
  { field: 'isDefault', title: '默认', width: 70, formatter: (value) => (value ? '是' : '') },
];

/** The agent's invoice titles. */
export default function InvoiceTitlePage() {
  return (
    <ListScreen<InvoiceTitle, typeof invoicesScreens.invoiceTitle>
      screen={invoicesScreens.invoiceTitle}
      source={titles.source}
      columns={columns}
      rowKey={(row) => row.id}
      toolbar={[{ label: '新增开票信息', action: 'add', href: invoicesScreens.invoiceTitleEdit.path }]}
      rowActions={[
        { label: '编辑', action: 'edit', href: (row) => invoicesScreens.invoiceTitleEdit.href({ id: row.id }) },
        { label: '设为默认', action: 'edit', shown: (row) => !row.isDefault, run: async (row, context) => { await titles.setDefault(row.id); message.success('已设为默认'); context.reload(); } },
        { label: '删除', action: 'del', danger: true, confirm: (row) => `确定删除开票信息「${row.titleName}」吗？`, run: async (row, context) => { await titles.remove(row.id); message.success('删除成功'); context.reload(); } },
      ]}
    />
  );
}
