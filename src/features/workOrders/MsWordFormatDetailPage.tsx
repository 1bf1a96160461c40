import { Anchor, Text } from '@mantine/core';
import { useSearch } from 'wouter';
import { WORD_FORMAT_CLOSED, type WordFormatVersion } from '../../contracts/workOrders.ts';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { formatYuan, moneyToChinese } from '../../rules/money.ts';
import { DetailScreen, RelatedList } from '../../ui/resource/DetailScreen.tsx';
import { RowActions } from '../../ui/resource/RowActions.tsx';
import { Steps } from '../../ui/widgets/Steps.tsx';
import { Conversation, FileLinks } from './Conversation.tsx';
import { wordFormatActions } from './wordFormatActions.ts';
import { getWordFormat, replyWordFormat, type WordFormatDetail } from './workOrdersApi.ts';
import { workOrdersScreens } from '../../contracts/screens/workOrders.ts';

const time = (value: number | null) => (value ? formatDate(value, DATE_TIME_FORMAT) : '—');
const STEP = { 待受理: 0, 待支付: 1, 制作中: 2, 待确认: 3, 已完成: 4, 已驳回: 0, 已撤回: 0 } as const;

const VERSION_COLUMNS = [
  { title: '版本', render: (version: WordFormatVersion) => `第${version.versionNo}版` },
  {
    title: '文件',
    render: (version: WordFormatVersion) => (
      <Anchor href={version.url} download={version.fileName} size="sm">
        {version.fileName}
      </Anchor>
    ),
  },
  { title: '交付时间', render: (version: WordFormatVersion) => time(version.createTime) },
  { title: '说明', render: (version: WordFormatVersion) => version.note },
];

/** /msWordFormatDetail?reqNo= : the request, its quote, 样稿 and finished versions, the conversation with the desk, steps; the list's actions. */
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
      actions={(item, context) => <RowActions row={item} screen={workOrdersScreens.msWordFormat} actions={wordFormatActions} context={{ ...context, selectedKeys: [] }} />}
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
          title: '需求与样稿',
          render: (item) => (
            <>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {item.requirement}
              </Text>
              {item.samples.length > 0 ? (
                <FileLinks files={item.samples} label="样稿" />
              ) : (
                <Text size="xs" c="dimmed">
                  样稿：无
                </Text>
              )}
              {item.rejectReason && (
                <Text size="sm" c="red">
                  驳回原因：{item.rejectReason}
                </Text>
              )}
            </>
          ),
        },
        {
          title: '成品版本',
          // Newest first: the version to check is on top.
          render: (item) => <RelatedList rows={[...item.versions].reverse()} columns={VERSION_COLUMNS} empty="尚未交付" />,
        },
        {
          title: '沟通记录',
          render: (item, context) => (
            <Conversation
              key={item.reqNo}
              entries={item.messages}
              open={!WORD_FORMAT_CLOSED.includes(item.status)}
              send={(content, files) => replyWordFormat(item.reqNo, content, files).then(context.reload)}
            />
          ),
        },
      ]}
    />
  );
}
