import { contactProblem, customerNameProblem, customerPhoneProblem } from '../../rules/customerFields.ts';
import { formatDate } from '../../rules/dates.ts';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { CUSTOMER_STATUSES, type Customer } from '../../contracts/customers.ts';
import type { customersScreens } from '../../contracts/screens/customers.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const sourceLabels: Record<string, string> = { '1': '自助试用注册', '2': '代理商录入', '3': '批量导入' };
const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));

export const customerColumns: DeclaredColumns<Customer, typeof customersScreens.customerList.list> = [
  { field: 'customerNo', title: '客户编号', width: 140, isFrozen: true, orderBy: 'none' },
  { field: 'name', title: '客户名称', width: 'auto', orderBy: 'none', editable: true, validate: customerNameProblem },
  { field: 'contact', title: '联系人', width: 120, orderBy: 'none', editable: true, validate: contactProblem },
  { field: 'phone', title: '手机号', width: 130, editable: true, validate: customerPhoneProblem },
  {
    field: 'productType',
    title: '产品',
    width: 180,
    filters: [
      { label: '云启CRM', value: 'CRM' },
      { label: '云启服装ERP', value: 'FZERP' },
      { label: '千方零售', value: 'QianFang' },
    ],
    formatter: (_, row) => `${row.productName}（${row.versionName}）`,
  },
  { field: 'userCount', title: '用户数', width: 120, orderBy: 'none', titleAlign: 'right', contentAlign: 'right' },
  { field: 'region', title: '服务器区域', width: 170, filters: options(['华东一区（杭州）', '华东二区（上海）', '华南一区（深圳）', '华北一区（北京）']) },
  {
    field: 'status',
    title: '状态',
    width: 130,
    titleAlign: 'center',
    contentAlign: 'center',
    filters: options([...CUSTOMER_STATUSES]),
    cellComponent: ({ value }) => <StatusTag status={String(value)} />,
    formatter: (value) => String(value),
  },
  {
    field: 'source',
    title: '来源',
    width: 120,
    filters: Object.entries(sourceLabels).map(([value, label]) => ({ label, value })),
    formatter: (value) => sourceLabels[String(value)] ?? '',
  },
  { field: 'createdAt', title: '注册时间', width: 140, orderBy: 'desc', formatter: (value) => formatDate(value as number) },
  { field: 'expireAt', title: '到期时间', width: 140, orderBy: 'none', isFrozen: 'right', formatter: (value) => formatDate(value as number) },
];
