import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { refundColumns } from './invoiceColumns.tsx';
import { getInvoice, refunds, type Invoice, type InvoiceRefund } from './invoicesApi.ts';
import { RefundDrawer } from './RefundDrawer.tsx';

/** /invoiceRefund: refunds asked for, and the form (M5) to return an issued invoice; ?applyNo= opens it for that invoice. */
export default function InvoiceRefundPage() {
  const applyNo = new URLSearchParams(useSearch()).get('applyNo');
  const [opened, setOpened] = useState(false);
  const [preset, setPreset] = useState<Invoice | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  useEffect(() => {
    if (!applyNo) return;
    getInvoice(applyNo).then((invoice) => {
      setPreset(invoice);
      setOpened(true);
    }, () => undefined);
  }, [applyNo]);
  return (
    <>
      <ListScreen<InvoiceRefund>
        title="发票退票"
        source={refunds}
        columns={refundColumns}
        rowKey={(row) => row.refundNo}
        exportName="发票退票"
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '退票单号/发票号码/发票抬头' },
          { kind: 'select', name: 'status', label: '状态', options: ['退票审核中', '已退票', '退票驳回'].map((value) => ({ label: value, value })) },
          { kind: 'dateRange', label: '申请时间' },
        ]}
        toolbar={[{ label: '申请退票', action: 'add', run: () => { setPreset(null); setOpened(true); } }]}
        detailHref={(row) => `/invoiceDetail?applyNo=${row.applyNo}`}
      />
      <RefundDrawer opened={opened} preset={preset} onClose={() => setOpened(false)} onSaved={() => setRefreshKey((key) => key + 1)} />
    </>
  );
}
