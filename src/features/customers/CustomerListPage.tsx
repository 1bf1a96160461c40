import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { customerColumns } from './customerColumns.tsx';
import { customers } from './customersApi.ts';

/** /customerInformationManage: the agent's customers, paged, sorted and filtered by the server. */
export default function CustomerListPage() {
  return (
    <ListScreen
      title="客户信息管理"
      source={customers}
      columns={customerColumns}
      rowKey={(row) => row.id}
      editable
      exportName="客户信息"
      query={[
        { kind: 'keyword', placeholder: '客户名称/联系人/手机号/客户编号' },
        { kind: 'dateRange', label: '注册时间' },
      ]}
      detailHref={(row) => `/customerInformationManage/customerDetail?id=${row.id}`}
      rowActions={[
        { label: '数据库文件', href: (row) => `/customerInformationManage/dbFileList?userId=${row.id}` },
        { label: '跟进', href: (row) => `/customerInformationManage/customerTrack?userId=${row.id}` },
        { label: '续费', action: 'renew', href: (row) => `/placeOrder?orderType=renew&userId=${row.id}` },
      ]}
    />
  );
}
