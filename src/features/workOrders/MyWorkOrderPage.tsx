import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { isOpenWorkOrder, WORK_ORDER_LIMITS, WORK_ORDER_PROGRESS, WORK_ORDER_STATUSES, WORK_ORDER_TYPES } from '../../contracts/workOrders.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { RateDialog } from './RateDialog.tsx';
import { emptyDraft, WorkOrderDrawer, type WorkOrderDraft } from './WorkOrderDrawer.tsx';
import { closeWorkOrder, rateWorkOrder, urgeWorkOrder, workOrders, type WorkOrderRow } from './workOrdersApi.ts';
import { workOrdersScreens } from '../../contracts/screens/workOrders.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const options = (values: readonly string[]) => values.map((value) => ({ label: value, value }));
const time = (value: unknown) => (value ? formatDate(value as number, DATE_TIME_FORMAT) : '—');
const isOpen = (row: WorkOrderRow) => isOpenWorkOrder(row.status);

const columns: DeclaredColumns<WorkOrderRow, typeof workOrdersScreens.myWorkOrder.list> = [
  { field: 'woNo', title: '工单号', width: 190, isFrozen: true },
  { field: 'title', title: '标题', width: 'auto' },
  { field: 'woType', title: '类型', width: 100 },
  { field: 'userName', title: '客户名称', width: 200 },
  { field: 'priority', title: '优先级', width: 90 },
  { field: 'status', title: '工单状态', width: 110, cellComponent: ({ value }) => <StatusTag status={String(value)} />, formatter: (value) => String(value) },
  { field: 'createTime', title: '提交时间', width: 170, orderBy: 'none', formatter: time },
  { field: 'lastReply', title: '最后回复', width: 170, orderBy: 'none', formatter: time },
];

const problem = (error: unknown) => (error instanceof Error && error.message ? error.message : '操作失败');

/** A new work order prefilled from the address (e.g. a failed data recovery): ?new=1&woType=&userId=&title=&content=. */
function draftFrom(search: string): WorkOrderDraft | null {
  const params = new URLSearchParams(search);
  if (params.get('new') !== '1') return null;
  return { ...emptyDraft, woType: params.get('woType') ?? emptyDraft.woType, userId: params.get('userId'), title: params.get('title') ?? '', content: params.get('content') ?? '' };
}

/** /myWorkOrder 我的工单 {wdgd}: list (?progress=open: the 待处理工单 the home page counts), 新建 drawer, 催办 (once per 2 h), 关闭, 评价. */
export default function MyWorkOrderPage() {
  const search = useSearch();
  const prefilled = useMemo(() => draftFrom(search), [search]);
  const [drawer, setDrawer] = useState<WorkOrderDraft | null>(prefilled);
  const [rating, setRating] = useState<WorkOrderRow | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const reload = () => setRefreshKey((key) => key + 1);

  const saveRating = async (row: WorkOrderRow, stars: number) => {
    try {
      await rateWorkOrder(row.woNo, stars);
      message.success('评价成功');
      setRating(null);
      reload();
    } catch (error) {
      message.error(problem(error));
    }
  };

  return (
    <>
      <ListScreen
        screen={workOrdersScreens.myWorkOrder}
        source={workOrders}
        columns={columns}
        rowKey={(row) => row.woNo}
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '工单号、标题、客户名称' },
          { kind: 'select', name: 'progress', label: '进度', options: WORK_ORDER_PROGRESS },
          { kind: 'select', name: 'status', label: '工单状态', options: options(WORK_ORDER_STATUSES) },
          { kind: 'select', name: 'woType', label: '类型', options: options(WORK_ORDER_TYPES) },
          { kind: 'dateRange', label: '提交时间' },
        ]}
        toolbar={[{ label: '新建', action: 'add', run: () => setDrawer(emptyDraft) }]}
        rowActions={[
          { label: '查看', href: (row) => workOrdersScreens.workOrderDetail.href({ woNo: row.woNo }) },
          {
            label: '催办',
            action: 'urge',
            shown: (row) => isOpen(row),
            run: (row, context) =>
              urgeWorkOrder(row.woNo).then(
                () => {
                  message.success(`已催办，${WORK_ORDER_LIMITS.urgeMs / 3_600_000}小时内不能再次催办`);
                  context.reload();
                },
                (error: unknown) => message.error(problem(error)),
              ),
          },
          {
            label: '关闭',
            action: 'close',
            danger: true,
            shown: (row) => row.status !== '已关闭',
            confirm: (row) => `确定关闭工单“${row.title}”吗？`,
            run: (row, context) => closeWorkOrder(row.woNo).then(() => context.reload(), (error: unknown) => message.error(problem(error))),
          },
          { label: '评价', action: 'rate', shown: (row) => !isOpen(row) && row.rating === null, run: (row) => setRating(row) },
        ]}
      />
      {drawer && (
        <WorkOrderDrawer
          opened
          initial={drawer}
          onClose={() => setDrawer(null)}
          onSaved={() => {
            setDrawer(null);
            reload();
          }}
        />
      )}
      <RateDialog opened={rating !== null} onCancel={() => setRating(null)} onSubmit={(stars) => rating && void saveRating(rating, stars)} />
    </>
  );
}
