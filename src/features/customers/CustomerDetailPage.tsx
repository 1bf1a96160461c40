import { Button } from '@mantine/core';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { formatDate } from '../../rules/dates.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { DetailScreen, type DetailContext } from '../../ui/resource/DetailScreen.tsx';
import { getCustomerDetail, type CustomerDetail } from './customerRecordsApi.ts';
import { CustomerDetailEditDrawer } from './CustomerDetailEditDrawer.tsx';
import { customerDetailTabs } from './CustomerDetailTabs.tsx';
import { paymentsScreens } from '../../contracts/screens/payments.ts';
import { customersScreens } from '../../contracts/screens/customers.ts';

const BASE = customersScreens.customerList.path;

/** The order pages of a purchase for this customer (the payment screens take it from there). */
const ORDER_ACTIONS = [
  { label: '续费', action: 'renew' },
  { label: '增加用户', action: 'addUser' },
  { label: '升级', action: 'upgrade' },
] as const;

function actions(customer: CustomerDetail, context: DetailContext, edit: () => void) {
  return (
    <>
      <Can screen={customersScreens.customerDetail} action="edit">
        <Button size="xs" onClick={edit}>
          编辑
        </Button>
      </Can>
      {ORDER_ACTIONS.map(({ label, action }) => (
        <Can screen={customersScreens.customerDetail} key={action} action={action}>
          <Button size="xs" variant="light" onClick={() => context.navigate(paymentsScreens.placeOrder.href({ orderType: action, userId: customer.id }))}>
            {label}
          </Button>
        </Can>
      ))}
      <Button size="xs" variant="default" onClick={() => context.navigate(`${BASE}/dbFileList?userId=${customer.id}`)}>
        数据库文件
      </Button>
      <Button size="xs" variant="default" onClick={() => context.navigate(`${BASE}/customerTrack?userId=${customer.id}&add=1`)}>
        跟进
      </Button>
    </>
  );
}

/** /customerInformationManage/customerDetail?id=: one customer, its service and records, and what can be done for it. */
export default function CustomerDetailPage() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<CustomerDetail | null>(null);

  return (
    <>
      <DetailScreen<CustomerDetail>
        load={() => getCustomerDetail(id)}
        loadKey={`${id}:${version}`}
        title={(customer) => customer.name}
        status={(customer) => customer.status}
        facts={[
          { label: '客户编号', value: (c) => c.customerNo },
          { label: '联系人', value: (c) => c.contact },
          { label: '手机', value: (c) => c.phone },
          { label: '产品', value: (c) => `${c.productName}（${c.versionName}）` },
          { label: '用户数', value: (c) => c.userCount },
          { label: '域名', value: (c) => c.host ?? '—' },
          { label: '服务器区域', value: (c) => c.region },
          { label: '注册时间', value: (c) => formatDate(c.createdAt) },
          { label: '到期时间', value: (c) => formatDate(c.expireAt) },
          { label: '所属代理', value: (c) => `${c.agentName}（${c.agentNo}）` },
          { label: '固定电话', value: (c) => c.landline || '—' },
          { label: '邮箱', value: (c) => c.email || '—' },
          { label: 'QQ', value: (c) => c.qq || '—' },
          { label: '地址', value: (c) => c.address || '—', span: 2 },
        ]}
        actions={(customer, context) => actions(customer, context, () => setEditing(customer))}
        sections={customerDetailTabs}
        tabs
      />
      {editing && (
        <CustomerDetailEditDrawer customer={editing} opened onClose={() => setEditing(null)} onSaved={() => setVersion((count) => count + 1)} />
      )}
    </>
  );
}
