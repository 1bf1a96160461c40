import { Alert, Modal, NumberInput, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { ModalForm, useModalSubmit } from '../../ui/resource/ModalForm.tsx';
import { useLoad } from '../../ui/resource/useLoad.ts';
import { message } from '../../ui/message.ts';
import { countText, statusColumn, timeColumn } from './smsColumns.tsx';
import { cloudCustomer, cloudCustomers, moveCounts, type CloudSmsCustomer } from './smsApi.ts';
import { useSmsPool } from './useSmsPool.tsx';
import { smsScreens } from '../../contracts/screens/sms.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const columns: DeclaredColumns<CloudSmsCustomer, typeof smsScreens.cloudSms.list> = [
  { field: 'customerName', title: '客户名称', width: 'auto' },
  { field: 'productName', title: '产品', width: 140 },
  { field: 'remaining', title: '剩余条数', width: 110, orderBy: 'none', contentAlign: 'right', titleAlign: 'right', formatter: countText },
  { field: 'monthSent', title: '本月发送', width: 100, contentAlign: 'right', titleAlign: 'right' },
  { field: 'signName', title: '签名', width: 120 },
  { ...statusColumn<CloudSmsCustomer, 'auditStatus'>('auditStatus', '审核状态', []), filters: undefined },
  { ...timeColumn<CloudSmsCustomer, 'openedAt'>('openedAt', '开通日期'), orderBy: 'none' },
];

type Move = { row: CloudSmsCustomer; direction: 'allot' | 'reclaim' };

/** 分配 (1 … what the pool holds) or 收回 (1 … what the customer holds). */
function MoveDialog({ move, pool, onClose, onDone }: { move: Move | null; pool: number; onClose(): void; onDone(): void }) {
  const [qty, setQty] = useState<number | string>('');
  const { busy, problem, setProblem, run } = useModalSubmit();
  const max = move?.direction === 'allot' ? pool : (move?.row.remaining ?? 0);
  const verb = move?.direction === 'allot' ? '分配' : '收回';
  const submit = () => {
    const value = Number(qty);
    if (!Number.isInteger(value) || value < 1 || value > max) return setProblem(`请输入1至${max}之间的整数`);
    void run(async () => {
      await moveCounts(move!.row.userId, value, move!.direction);
      message.success(`${verb}成功`);
      setQty('');
      onDone();
    });
  };
  return (
    <Modal opened={move !== null} onClose={onClose} title={`${verb}短信 · ${move?.row.customerName ?? ''}`}>
      <ModalForm problem={problem} busy={busy} onSubmit={submit} onCancel={onClose}>
        <Text size="sm">{move?.direction === 'allot' ? `代理商短信池剩余 ${countText(pool)} 条` : `客户剩余 ${countText(max)} 条`}</Text>
        {/* No clamping: an amount over what is there is refused with the range, never quietly turned into all of it. */}
        <NumberInput label={`${verb}条数`} withAsterisk min={1} max={max} clampBehavior="none" allowDecimal={false} value={qty} onChange={setQty} />
      </ModalForm>
    </Modal>
  );
}

/**
 * /cloudSms: SMS counts shared with customers' CRM/FZERP, moved to and from the agent's pool.
 * ?allot=userId (去分配 from a customer's 群发 short of counts) opens 分配 for that customer.
 */
export default function CloudSmsPage() {
  const [move, setMove] = useState<Move | null>(null);
  const allot = new URLSearchParams(useSearch()).get('allot');
  // 分配 for the customer the address names opens once its row is read, until it is closed.
  const [allotted] = useLoad((signal) => (allot ? cloudCustomer(Number(allot), signal) : Promise.resolve(null)), allot ?? '');
  const [closedAllot, setClosedAllot] = useState<string | null>(null);
  const addressed = allotted.state === 'ready' && allotted.value && closedAllot !== allot ? { row: allotted.value, direction: 'allot' as const } : null;
  // A customer the agent has no cloud account for (a stale link, another agent's id) is said so, above the list.
  const allotProblem =
    allotted.state === 'failed' && closedAllot !== allot ? (
      <Alert color="red" role="alert" title="无法分配" withCloseButton closeButtonLabel="关闭" onClose={() => setClosedAllot(allot)}>
        {allotted.problem}
      </Alert>
    ) : null;
  const shown = move ?? addressed;
  const close = () => {
    setMove(null);
    setClosedAllot(allot);
  };
  const pool = useSmsPool();
  const [refreshKey, setRefreshKey] = useState(0);
  return (
    <>
      <ListScreen
        screen={smsScreens.cloudSms}
        source={cloudCustomers}
        columns={columns}
        rowKey={(row) => row.userId}
        refreshKey={refreshKey}
        header={
          <>
            {allotProblem}
            {pool.line}
          </>
        }
        query={[{ kind: 'keyword', placeholder: '客户名称' }, { kind: 'dateRange', label: '开通日期' }]}
        toolbar={[{ label: '购买', href: smsScreens.buySms.path }]}
        rowActions={[
          { label: '分配', action: 'allot', run: (row) => setMove({ row, direction: 'allot' }) },
          { label: '收回', action: 'reclaim', shown: (row) => row.remaining > 0, run: (row) => setMove({ row, direction: 'reclaim' }) },
          { label: '签名', href: (row) => smsScreens.autograph.href({ userId: row.userId }) },
          { label: '明细', href: (row) => smsScreens.cloudSmsDetails.href({ userId: row.userId }) },
          { label: '群发', href: (row) => smsScreens.sendSms.href({ userId: row.userId }) },
        ]}
      />
      <MoveDialog move={shown} pool={pool.pool ?? 0} onClose={close} onDone={() => { close(); setRefreshKey((key) => key + 1); pool.reload(); }} />
    </>
  );
}
