// The peer: the customer list's first page as most Chinese admin teams would build it, ProTable from
// @ant-design/pro-components with its defaults (search form, toolbar, pager), against the same call and rows.
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { ConfigProvider, Tabs, Tag } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { StrictMode, useRef, type TdHTMLAttributes } from 'react';
import { createRoot } from 'react-dom/client';
import { BENCH_PAGE_SIZE, CUSTOMER_COLUMNS, DEFAULT_SORT, fetchCustomers, ROW_ACTIONS, statusColour, type Customer } from '../shared/customerList.ts';

/** The portal's status colours in antd's preset names (antd has no violet, and its default tag is grey). */
const tagColour = (status: string) => ({ violet: 'purple', gray: undefined })[statusColour(status) as 'violet' | 'gray'] ?? statusColour(status);

const columns: ProColumns<Customer>[] = [
  { title: '关键词', dataIndex: 'keyword', hideInTable: true, fieldProps: { placeholder: '客户名称/联系人/手机号/客户编号' } },
  { title: '序号', dataIndex: 'index', valueType: 'index', width: 48 },
  ...CUSTOMER_COLUMNS.map(
    (column): ProColumns<Customer> => ({
      title: column.title,
      dataIndex: column.field,
      width: column.width,
      align: column.align,
      ellipsis: true,
      hideInSearch: true,
      sorter: column.sortable,
      defaultSortOrder: column.field === DEFAULT_SORT.field ? 'descend' : undefined,
      // The bench reads the cells by their field, as it does the portal's.
      onCell: () => ({ 'data-field': column.field }) as TdHTMLAttributes<HTMLTableCellElement>,
      render: (_, row) => (column.field === 'status' ? <Tag color={tagColour(row.status)}>{row.status}</Tag> : column.text(row)),
    }),
  ),
  {
    title: '操作',
    valueType: 'option',
    width: 220,
    render: () => ROW_ACTIONS.map((action) => <a key={action}>{action}</a>),
  },
];

function CustomerTable() {
  // Told of a load without drawing the table again: the bench's progress signal, as the portal's bar gives it.
  const busy = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={busy} aria-label="加载中" aria-busy="true" />
      <ProTable<Customer>
        rowKey="id"
        headerTitle="客户信息管理"
        columns={columns}
        size="small"
        bordered
        scroll={{ x: 'max-content', y: 'calc(100vh - 330px)' }}
        pagination={{ defaultPageSize: BENCH_PAGE_SIZE, pageSizeOptions: [10, 20, 30] }}
        onLoadingChange={(loading) => busy.current?.setAttribute('aria-busy', String(!!loading))}
        request={async (params, sort) => {
          const [field, order] = Object.entries(sort).find(([, value]) => value) ?? [];
          const page = await fetchCustomers(params.current ?? 1, field ? { field, order: order === 'ascend' ? 'asc' : 'desc' } : null);
          return { data: page.list, total: page.total, success: true };
        }}
      />
    </>
  );
}

const lists = ['客户列表一', '客户列表二'].map((title) => ({ key: title, label: title, children: <CustomerTable /> }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={zhCN}>
      <Tabs items={lists} style={{ padding: '0 12px' }} />
    </ConfigProvider>
  </StrictMode>,
);
