import { useState } from 'react';
import { useSearch } from 'wouter';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { refundColumns } from './invoiceColumns.tsx';
import { refunds } from './invoicesApi.ts';
import { RefundDrawer } from './RefundDrawer.tsx';
import { invoicesScreens } from '../../contracts/screens/invoices.ts';

/** Refunds asked for, and the form (M5) to return an issued invoice; ?applyNo= opens it for that invoice. */
export default function InvoiceRefundPage() {
  const applyNo = new URLSearchParams(useSearch()).get('applyNo');
  // The address's invoice opens the form for it, once per invoice named; 申请退票 opens it for one to pick.
  const [drawer, setDrawer] = useState<{ applyNo: string | null } | null>(applyNo ? { applyNo } : null);
  const [named, setNamed] = useState(applyNo);
  if (named !== applyNo) {
    setNamed(applyNo);
    if (applyNo) setDrawer({ applyNo });
  }
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <>
      <ListScreen
        screen={invoicesScreens.invoiceRefund}
        source={refunds}
        columns={refundColumns}
        rowKey={(row) => row.refundNo}
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '退票单号/发票号码/发票抬头' },
          { kind: 'select', name: 'status', label: '状态', options: ['退票审核中', '已退票', '退票驳回'].map((value) => ({ label: value, value })) },
          { kind: 'dateRange', label: '申请时间' },
        ]}
        toolbar={[{ label: '申请退票', action: 'add', run: () => setDrawer({ applyNo: null }) }]}
        detailHref={(row) => invoicesScreens.invoiceDetail.href({ applyNo: row.applyNo })}
      />
      <RefundDrawer opened={drawer !== null} applyNo={drawer?.applyNo ?? null} onClose={() => setDrawer(null)} onSaved={() => setRefreshKey((key) => key + 1)} />
    </>
  );
}
