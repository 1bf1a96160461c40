import { Progress, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { POLL_MS } from '../../../machines/dataRecovery.machine.ts';
import { RECOVERY_TASK_STATUSES } from '../../contracts/dataRecovery.ts';
import { formatYuan } from '../../rules/money.ts';
import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { serviceMaintenanceScreens } from '../../contracts/screens/serviceMaintenance.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { cancelTask, recoveryTasks, type RecoveryTask } from './dataRecoveryApi.ts';
import { RecoveryTaskDrawer, cancelText, recoveryTime, reportHref } from './RecoveryTaskDrawer.tsx';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

const ACTIVE = ['排队中', '进行中'];

const columns: DeclaredColumns<RecoveryTask, typeof serviceMaintenanceScreens.dataRecoveryManage.list> = [
  { field: 'taskNo', title: '任务号', width: 200, isFrozen: true },
  { field: 'userName', title: '客户名称', width: 'auto' },
  { field: 'dbsetName', title: '账套名称', width: 110 },
  { field: 'restorePoint', title: '恢复时间点', width: 170, formatter: recoveryTime },
  { field: 'mode', title: '方式', width: 120 },
  { field: 'orderStatus', title: '订单状态', width: 100, cellComponent: ({ value }) => <StatusTag status={String(value)} />, formatter: (value) => String(value) },
  {
    field: 'taskStatus',
    title: '任务状态',
    width: 150,
    formatter: (value) => String(value),
    cellComponent: ({ row }) =>
      row.taskStatus === '进行中' ? (
        <Stack gap={2}>
          <StatusTag status="进行中" />
          <Progress value={row.progress} size="sm" aria-label={`${row.taskNo} 恢复进度`} />
        </Stack>
      ) : row.taskStatus === '失败' ? (
        <Stack gap={2}>
          <StatusTag status="失败" />
          <Text size="xs" c="dimmed">{row.refundedFen > 0 ? `已退款 ¥${formatYuan(row.refundedFen)}` : '退款处理中'}</Text>
        </Stack>
      ) : (
        <StatusTag status={row.taskStatus} />
      ),
  },
  { field: 'createTime', title: '申请时间', width: 170, orderBy: 'none', formatter: recoveryTime },
  { field: 'finishTime', title: '完成时间', width: 170, orderBy: 'none', formatter: recoveryTime },
];

/** /DataRecoveryManage 数据恢复管理 [DataRecovery]: tasks; queued and restoring rows refresh every 10 s. */
export default function DataRecoveryManagePage() {
  const [refreshKey, setRefreshKey] = useState(0);
  const [opened, setOpened] = useState<RecoveryTask | null>(null);
  const [active, setActive] = useState(false);
  const reload = useCallback(() => setRefreshKey((key) => key + 1), []);

  // Watches the shown page: while a task is queued or restoring, the list reloads every 10 s.
  const source = useMemo(
    () => ({
      ...recoveryTasks,
      fetchPage: async (...args: Parameters<typeof recoveryTasks.fetchPage>) => {
        const page = await recoveryTasks.fetchPage(...args);
        setActive(page.rows.some((row) => ACTIVE.includes(row.taskStatus)));
        return page;
      },
    }),
    [],
  );
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(reload, POLL_MS);
    return () => window.clearInterval(timer);
  }, [active, reload]);

  return (
    <>
      <ListScreen
        screen={serviceMaintenanceScreens.dataRecoveryManage}
        source={source}
        columns={columns}
        rowKey={(row) => row.taskNo}
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '任务号、客户名称、账套、订单号' },
          { kind: 'select', name: 'taskStatus', label: '任务状态', options: RECOVERY_TASK_STATUSES.map((value) => ({ label: value, value })) },
          { kind: 'dateRange', label: '申请时间' },
        ]}
        toolbar={[{ label: '新建', action: 'apply', href: serviceMaintenanceScreens.dataRecoveryCart.path }]}
        rowActions={[
          { label: '详情', run: async (row) => setOpened(row) },
          { label: '去支付', action: 'pay', shown: (row) => row.taskStatus === '待支付', href: (row) => paymentsScreens.pay.href({ orderNo: row.orderNo }) },
          {
            label: '取消',
            action: 'cancel',
            danger: true,
            shown: (row) => row.taskStatus === '待支付' || row.taskStatus === '排队中',
            confirm: cancelText,
            run: (row, context) =>
              cancelTask(row.taskNo).then(() => {
                message.success('已取消');
                context.reload();
              }),
          },
          { label: '提交工单', shown: (row) => row.taskStatus === '失败', href: reportHref },
        ]}
      />
      <RecoveryTaskDrawer task={opened} onClose={() => setOpened(null)} onChanged={reload} />
    </>
  );
}
