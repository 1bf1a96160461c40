import { Alert, Button, Group, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useActorRef, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { settlementApplyMachine } from '../../../machines/settlementApply.machine.ts';
import { formatYuan, moneyToChinese } from '../../rules/money.ts';
import { message } from '../../ui/message.ts';
import { Can } from '../../ui/permissions/Can.tsx';
import { DetailScreen, type DetailContext } from '../../ui/resource/DetailScreen.tsx';
import { Steps } from '../../ui/widgets/Steps.tsx';
import { cardName, dateTime } from './aiVideoColumns.tsx';
import { getSettlement, revokeSettlement, type SettlementDetail } from './aiVideoApi.ts';
import { PaymentVoucher } from './PaymentVoucher.tsx';
import { aiVideoScreens } from '../../contracts/screens/aiVideo.ts';

const STEPS = [{ title: '提交申请' }, { title: '平台审核' }, { title: '打款' }];
const progress: Record<SettlementDetail['status'], { active: number; errorIndex: number | null }> = {
  待审核: { active: 1, errorIndex: null },
  已驳回: { active: 1, errorIndex: 1 },
  已撤回: { active: 0, errorIndex: 0 },
  待打款: { active: 2, errorIndex: null },
  已打款: { active: 3, errorIndex: null },
};

/** 撤回 while 待审核 and 重新申请 after 已驳回, as M11 allows from the settlement's status. */
function SettlementActions({ item, context }: { item: SettlementDetail; context: DetailContext }) {
  const actor = useActorRef(
    settlementApplyMachine.provide({
      actors: { revoke: fromPromise(({ input }) => revokeSettlement(input)) },
      actions: {
        revoked: () => {
          message.success('已撤回');
          context.reload();
        },
      },
    }),
    {
      input: { settleNo: item.settleNo, status: item.status, rejectReason: item.rejectReason },
    },
  );
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const askRevoke = () =>
    modals.openConfirmModal({
      title: '请确认',
      centered: true,
      children: <Text size="sm">确定撤回结算单 {item.settleNo} 吗？撤回后其订单可重新申请结算。</Text>,
      labels: { confirm: '确定', cancel: '取消' },
      onConfirm: () => actor.send({ type: 'REVOKE' }),
    });
  return (
    <Group gap="xs">
      {error && <Text c="red" size="sm" role="alert">{error}</Text>}
      {(state === 'pending' || state === 'revoking') && (
        <Can screen={aiVideoScreens.settlementDetail} action="revoke">
          <Button size="xs" variant="default" loading={state === 'revoking'} onClick={askRevoke}>
            撤回
          </Button>
        </Can>
      )}
      {state === 'rejected' && (
        <Can screen={aiVideoScreens.settlementDetail} action="apply">
          <Button size="xs" onClick={() => context.navigate(aiVideoScreens.applySettlement.href({ period: item.period }))}>
            重新申请
          </Button>
        </Can>
      )}
    </Group>
  );
}

/** /aiuuSettlementDetailManagement?settleNo= : steps, 驳回原因, 打款凭证, payee and the orders settled with their commission. */
export default function SettlementDetailPage() {
  const settleNo = new URLSearchParams(useSearch()).get('settleNo') ?? '';
  return (
    <DetailScreen<SettlementDetail>
      load={() => getSettlement(settleNo)}
      loadKey={settleNo}
      title={(item) => `结算单 ${item.settleNo}`}
      status={(item) => item.status}
      facts={[
        { label: '结算周期', value: (item) => item.period },
        { label: '订单数', value: (item) => String(item.orderCount) },
        { label: '订单金额', value: (item) => `¥${formatYuan(item.orderAmountFen)}` },
        { label: '结算金额', value: (item) => `¥${formatYuan(item.amountFen)}（${item.rate}%）` },
        { label: '大写', value: (item) => moneyToChinese(item.amountFen / 100), span: 2 },
        { label: '户名', value: (item) => item.payeeName },
        { label: '开户行', value: (item) => item.bankName },
        { label: '银行账号', value: (item) => item.accountNo },
        { label: '公司发票', value: (item) => item.invoiceFileName },
        { label: '申请时间', value: (item) => dateTime(item.createdAt) },
        { label: '打款时间', value: (item) => dateTime(item.paidAt) },
        { label: '打款凭证', value: (item) => <PaymentVoucher key={item.settleNo} settleNo={item.settleNo} hasVoucher={item.hasVoucher} /> },
      ]}
      actions={(item, context) => <SettlementActions key={item.status} item={item} context={context} />}
      sections={[
        {
          title: '进度',
          render: (item) => (
            <>
              <Steps steps={STEPS} active={progress[item.status].active} errorIndex={progress[item.status].errorIndex} />
              {item.rejectReason && item.status === '已驳回' && (
                <Alert color="red" mt="sm" title="驳回原因">
                  {item.rejectReason}
                </Alert>
              )}
            </>
          ),
        },
        {
          title: '结算明细',
          render: (item) => (
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>订单号</Table.Th>
                  <Table.Th>手机</Table.Th>
                  <Table.Th>商品</Table.Th>
                  <Table.Th ta="right">金额（元）</Table.Th>
                  <Table.Th ta="right">佣金（元）</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {item.lines.map((line) => (
                  <Table.Tr key={line.orderNo}>
                    <Table.Td>{line.orderNo}</Table.Td>
                    <Table.Td>{line.mobile}</Table.Td>
                    <Table.Td>{cardName(line.cardType)}</Table.Td>
                    <Table.Td ta="right">{formatYuan(line.amountFen)}</Table.Td>
                    <Table.Td ta="right">{formatYuan(line.commissionFen)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ),
        },
      ]}
    />
  );
}
