import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { TRACK_WAYS } from '../../contracts/customerRecords.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { customerTracks, deleteTrack, type CustomerTrack } from './customerRecordsApi.ts';
import { CustomerTrackDrawer } from './CustomerTrackDrawer.tsx';
import { customersScreens } from '../../contracts/screens/customers.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const SUMMARY_LENGTH = 40;

const trackColumns: DeclaredColumns<CustomerTrack, typeof customersScreens.customerTrack.list> = [
  { field: 'userName', title: '客户名称', width: 'auto' },
  { field: 'contact', title: '联系人', width: 110 },
  { field: 'trackWay', title: '跟踪方式', width: 100 },
  {
    field: 'content',
    title: '内容摘要',
    width: 300,
    formatter: (value) => (String(value).length > SUMMARY_LENGTH ? `${String(value).slice(0, SUMMARY_LENGTH)}…` : String(value)),
  },
  { field: 'trackTime', title: '跟踪时间', width: 170, orderBy: 'desc', formatter: (value) => formatDate(value as number, DATE_TIME_FORMAT) },
  { field: 'nextTime', title: '下次跟踪', width: 120, orderBy: 'none', formatter: (value) => (value ? String(value) : '—') },
  { field: 'staffName', title: '跟踪人', width: 100 },
];

/** Log and plan follow-ups; `?userId=` narrows to one customer, `&add=1` opens the form for it. */
export default function CustomerTrackPage() {
  const params = new URLSearchParams(useSearch());
  const userId = Number(params.get('userId')) || undefined;
  const [adding, setAdding] = useState(params.get('add') === '1' && userId !== undefined);
  const [saved, setSaved] = useState(0);

  return (
    <>
      <ListScreen
        screen={customersScreens.customerTrack}
        source={customerTracks}
        columns={trackColumns}
        rowKey={(row) => row.id}
        scopedBy={['userId']}
        refreshKey={saved}
        query={[
          { kind: 'keyword', placeholder: '客户名称/联系人/内容/跟踪人' },
          { kind: 'select', name: 'trackWay', label: '跟踪方式', options: TRACK_WAYS.map((way) => ({ label: way, value: way })) },
          { kind: 'dateRange', label: '跟踪时间' },
          { kind: 'select', name: 'pending', label: '仅看待跟进', options: [{ label: '是', value: '1' }] },
        ]}
        toolbar={[{ label: '新增', action: 'add', icon: <IconPlus size={14} />, run: () => setAdding(true) }]}
        rowActions={[
          { label: '查看', href: (row) => customersScreens.customerTrackDetail.href({ id: row.id }) },
          {
            label: '删除',
            action: 'del',
            danger: true,
            confirm: (row) => `确定删除客户「${row.userName}」的这条跟进记录吗？`,
            run: async (row, context) => {
              await deleteTrack(row.id);
              message.success('删除成功');
              context.reload();
            },
          },
        ]}
      />
      <CustomerTrackDrawer opened={adding} userId={userId} onClose={() => setAdding(false)} onSaved={() => setSaved((count) => count + 1)} />
    </>
  );
}
