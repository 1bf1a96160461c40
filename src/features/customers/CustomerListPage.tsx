import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { customerColumns } from './customerColumns.tsx';
import { customers } from './customersApi.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

/** The agent's customers, paged, sorted and filtered by the server. */
export default function CustomerListPage() {
  return (
    <ListScreen
      screen={customersScreens.customerList}
      source={customers}
      columns={customerColumns}
      rowKey={(row) => row.id}
      editable
      query={[
        { kind: 'keyword', placeholder: '客户名称/联系人/手机号/客户编号' },
        { kind: 'dateRange', label: '注册时间' },
      ]}
      detailHref={(row) => customersScreens.customerDetail.href({ id: row.id })}
      rowActions={[
        { label: '数据库文件', href: (row) => customersScreens.dbFiles.href({ userId: row.id }) },
        { label: '跟进', href: (row) => customersScreens.customerTrack.href({ userId: row.id }) },
        { label: '续费', action: 'renew', href: (row) => paymentsScreens.placeOrder.href({ orderType: 'renew', userId: row.id }) },
      ]}
    />
  );
}
