import { INVOICE_STATUSES } from '../../contracts/invoices.ts';
import { invoiceIssued } from '../../rules/invoices.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { message } from '../../ui/message.ts';
import { invoiceColumns } from './invoiceColumns.tsx';
import { downloadInvoice, invoices, revokeInvoice, type Invoice } from './invoicesApi.ts';
import { invoicesScreens } from '../../contracts/screens/invoices.ts';

const issued = (row: Invoice) => invoiceIssued(row.status);

/** The agent's invoice requests and what can be done with each. */
export default function InvoiceListPage() {
  return (
    <ListScreen
      screen={invoicesScreens.invoiceList}
      source={invoices}
      columns={invoiceColumns}
      rowKey={(row) => row.applyNo}
      query={[
        { kind: 'keyword', placeholder: '申请编号/发票抬头/发票号码/快递单号' },
        { kind: 'select', name: 'status', label: '发票状态', options: INVOICE_STATUSES.map((value) => ({ label: value, value })) },
        { kind: 'dateRange', label: '申请时间' },
      ]}
      toolbar={[{ label: '申请开票', action: 'add', href: invoicesScreens.invoiceAsk.path }]}
      detailHref={(row) => invoicesScreens.invoiceDetail.href({ applyNo: row.applyNo })}
      rowActions={[
        {
          label: '撤回',
          action: 'revoke',
          shown: (row) => row.status === '待审核',
          confirm: (row) => `确定撤回申请 ${row.applyNo} 吗？`,
          run: async (row, context) => {
            await revokeInvoice(row.applyNo);
            message.success('已撤回');
            context.reload();
          },
        },
        { label: '修改重提', action: 'edit', shown: (row) => row.status === '已驳回', href: (row) => invoicesScreens.invoiceAsk.href({ applyNo: row.applyNo }) },
        { label: '下载', action: 'download', shown: (row) => row.medium === '电子' && issued(row), run: (row) => downloadInvoice(row) },
        { label: '退票', action: 'refund', shown: issued, href: (row) => invoicesScreens.invoiceRefund.href({ applyNo: row.applyNo }) },
      ]}
    />
  );
}
