import type { ListCriteria, TableQuery } from '../../../machines/tableQuery.machine.ts';
import { ListScreen, type ListSource } from '../../ui/resource/ListScreen.tsx';
import { rechargeList, type Recharge } from './moneyApi.ts';
import { rechargeColumns } from './RechargeColumns.tsx';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

const payHref = (row: Recharge) => paymentsScreens.payCenter.href({ rechargeNo: row.rechargeNo });

/** The recharges still to be paid: 支付中心 opened from the menu (no recharge named) starts here. */
const pending: ListSource<Recharge> = {
  fetchPage: (query: TableQuery, criteria?: ListCriteria) =>
    rechargeList.fetchPage(query, { ...criteria, filters: { ...criteria?.filters, status: '待支付' } }),
};

/** 支付中心 without a recharge: pick a 待支付 recharge to pay, or start a new one on 账户充值. */
export function PendingRecharges() {
  return (
    <ListScreen<Recharge, typeof paymentsScreens.recharge>
      screen={paymentsScreens.recharge}
      heading="支付中心 · 待支付的充值"
      source={pending}
      columns={rechargeColumns}
      rowKey={(row) => row.rechargeNo}
      toolbar={[{ label: '去充值', href: paymentsScreens.recharge.path }]}
      rowActions={[{ label: '去支付', action: 'pay', href: payHref }]}
    />
  );
}
