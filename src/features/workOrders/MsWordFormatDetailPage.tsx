import { Text } from '@mantine/core';
import { useSearch } from 'wouter';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { formatYuan, moneyToChinese } from '../../rules/money.ts';
import { DetailScreen } from '../../ui/resource/DetailScreen.tsx';
import { RowActions } from '../../ui/resource/RowActions.tsx';
import { Steps } from '../../ui/widgets/Steps.tsx';
import { wordFormatActions } from './wordFormatActions.ts';
import { getWordFormat, type WordFormatDetail } from './workOrdersApi.ts';

const time = (value: number | null) => (value ? formatDate(value, DATE_TIME_FORMAT) : '—');
const STEP = { 待受理: 0, 待支付: 1, 制作中: 2, 待确认: 3, 已完成: 4, 已驳回: 0, 已撤回: 0 } as const;

/** /msWordFormatDetail?reqNo= : the request, its quote, files and steps, with the list's actions. */
export default function MsWordFormatDetailPage() {
  const reqNo = new URLSearchParams(useSearch()).get('reqNo') ?? '';
  return (
    <DetailScreen<WordFormatDetail>
      load={() => getWordFormat(reqNo)}
      loadKey={reqNo}
      title={(item) => `Word格式 ${item.reqNo}`}
      status={(item) => item.status}
      facts={[
        { label: '客户名称', value: (item) => item.userName },
        { label: '产品', value: (item) => item.productName },
        { label: '格式名称', value: (item) => item.formatName },
        { label: '单据类型', value: (item) => item.docType },
        { label: '期望日期', value: (item) => item.expectDate },
        { label: '提交时间', value: (item) => time(item.createTime) },
        { label: '费用', value: (item) => (item.amountFen === null ? '待报价' : `¥${formatYuan(item.amountFen)}（${moneyToChinese(item.amountFen / 100)}）`), span: 2 },
        { label: '订单号', value: (item) => item.orderNo ?? '—' },
      ]}
      actions={(item, context) => <RowActions row={item} actions={wordFormatActions} context={{ ...context, selectedKeys: [] }} />}
      sections={[
        {
          title: '进度',
          render: (item) => (
            <Steps
              steps={[{ title: '提交申请' }, { title: '报价支付' }, { title: '制作中' }, { title: '确认' }, { title: '完成' }]}
              active={STEP[item.status]}
              errorIndex={item.status === '已驳回' || item.status === '已撤回' ? 0 : null}
            />
          ),
        },
        {
          title: '需求与文件',
          render: (item) => (
            <>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {item.requirement}
              </Text>
              <Text size="sm" mt="xs">样稿：{item.samples.map((file) => file.fileName).join('、') || '无'}</Text>
              <Text size="sm">成品：{item.resultFile ?? '制作中'}</Text>
              {item.rejectReason && <Text size="sm" c="red">驳回原因：{item.rejectReason}</Text>}
            </>
          ),
        },
      ]}
    />
  );
}
