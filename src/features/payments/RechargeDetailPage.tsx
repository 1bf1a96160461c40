import { Button, Text } from '@mantine/core';
import { useSearch } from 'wouter';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { formatYuan, moneyToChinese } from '../../rules/money.ts';
import { DetailScreen } from '../../ui/resource/DetailScreen.tsx';
import { Can } from '../../ui/permissions/Can.tsx';
import { Steps } from '../../ui/widgets/Steps.tsx';
import { getRecharge, type RechargeDetail } from './moneyApi.ts';
import { invoicesScreens } from '../../contracts/screens/invoices.ts';
import { paymentsScreens } from '../../contracts/screens/payments.ts';

const yuan = (fen: number | null) => (fen === null ? '—' : `¥${formatYuan(fen)}`);
const time = (value: number | null) => (value ? formatDate(value, DATE_TIME_FORMAT) : '—');

/** The steps of a recharge: online ones are paid, transfers are reviewed. */
function progress(item: RechargeDetail) {
  const online = item.channel !== '对公转账';
  const steps = [{ title: '提交充值' }, { title: online ? '完成支付' : '财务审核' }, { title: '余额到账' }];
  const active = item.status === '已到账' ? 3 : 1;
  const errorIndex = item.status === '已驳回' || item.status === '已关闭' ? 1 : null;
  return <Steps steps={steps} active={active} errorIndex={errorIndex} />;
}

/** /rechargeDetail?rechargeNo= : amount with 大写, channel, trade no, steps, balance before and after, reject reason. */
export default function RechargeDetailPage() {
  const rechargeNo = new URLSearchParams(useSearch()).get('rechargeNo') ?? '';
  return (
    <DetailScreen<RechargeDetail>
      load={() => getRecharge(rechargeNo)}
      loadKey={rechargeNo}
      title={(item) => `充值单 ${item.rechargeNo}`}
      status={(item) => item.status}
      printable
      facts={[
        { label: '充值金额', value: (item) => `¥${formatYuan(item.amountFen)}` },
        { label: '大写', value: (item) => moneyToChinese(item.amountFen / 100), span: 2 },
        { label: '充值方式', value: (item) => item.channel },
        { label: '交易流水号', value: (item) => item.tradeNo ?? '—' },
        { label: '开票状态', value: (item) => item.billingState },
        { label: '创建时间', value: (item) => time(item.createdAt) },
        { label: '到账时间', value: (item) => time(item.creditedAt) },
        { label: '转账凭证', value: (item) => item.slipFileName ?? '—' },
        { label: '到账前余额', value: (item) => yuan(item.balanceBeforeFen) },
        { label: '到账后余额', value: (item) => yuan(item.balanceAfterFen) },
      ]}
      actions={(item, context) =>
        item.status === '已到账' && item.billingState === '未开票' ? (
          <Can screen={paymentsScreens.rechargeDetail} action="invoice">
            <Button size="xs" onClick={() => context.navigate(invoicesScreens.invoiceAsk.href({ rechargeNo: item.rechargeNo }))}>
              申请发票
            </Button>
          </Can>
        ) : null
      }
      sections={[
        {
          title: '进度',
          render: (item) => (
            <>
              {progress(item)}
              {item.rejectReason && (
                <Text c="red" size="sm" mt="sm">
                  驳回原因：{item.rejectReason}
                </Text>
              )}
            </>
          ),
        },
      ]}
    />
  );
}
