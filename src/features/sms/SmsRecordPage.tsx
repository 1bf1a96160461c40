import { LEDGER_TYPES } from '../../contracts/sms.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { countText, options, timeColumn } from './smsColumns.tsx';
import { ledger, type SmsLedgerLine } from './smsApi.ts';
import { smsScreens } from '../../contracts/screens/sms.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

export const ledgerColumns: DeclaredColumns<SmsLedgerLine, typeof smsScreens.smsRecord.list> = [
  timeColumn('createdAt', '时间'),
  { field: 'recordType', title: '类型', width: 110, filters: options(LEDGER_TYPES) },
  { field: 'target', title: '客户或应用', width: 'auto' },
  { field: 'qty', title: '条数', width: 110, contentAlign: 'right', titleAlign: 'right', formatter: (value) => `${Number(value) > 0 ? '+' : ''}${countText(value)}` },
  { field: 'balanceQty', title: '结余', width: 110, contentAlign: 'right', titleAlign: 'right', formatter: countText },
  { field: 'refNo', title: '关联单号', width: 200 },
];

/** The agent's SMS count ledger (P7). */
export default function SmsRecordPage() {
  return (
    <ListScreen
      screen={smsScreens.smsRecord}
      source={ledger}
      columns={ledgerColumns}
      rowKey={(row) => row.id}
      query={[{ kind: 'keyword', placeholder: '客户或应用/关联单号' }, { kind: 'dateRange', label: '时间', defaultDays: 30 }]}
    />
  );
}
