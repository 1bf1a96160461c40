import { Text } from '@mantine/core';
import { useSearch } from 'wouter';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { DetailScreen } from '../../ui/resource/DetailScreen.tsx';
import { rateText } from '../../ui/widgets/Rate.tsx';
import { Steps } from '../../ui/widgets/Steps.tsx';
import { FileLinks } from './Conversation.tsx';
import { WorkOrderConversation } from './WorkOrderConversation.tsx';
import { getWorkOrder, type WorkOrderDetail } from './workOrdersApi.ts';

const time = (value: number | null) => (value ? formatDate(value, DATE_TIME_FORMAT) : '—');
const STEP_OF = { 待受理: 1, 处理中: 2, 待补充: 2, 已解决: 3, 已关闭: 4 } as const;

/** /workOrderDetail?woNo= : steps 提交→受理→处理→解决, the request, the conversation and the status's actions. */
export default function WorkOrderDetailPage() {
  const woNo = new URLSearchParams(useSearch()).get('woNo') ?? '';
  return (
    <DetailScreen<WorkOrderDetail>
      load={() => getWorkOrder(woNo)}
      loadKey={woNo}
      title={(item) => `工单 ${item.woNo}`}
      status={(item) => item.status}
      printable
      facts={[
        { label: '标题', value: (item) => item.title, span: 2 },
        { label: '类型', value: (item) => item.woType },
        { label: '客户名称', value: (item) => item.userName },
        { label: '产品', value: (item) => item.productName },
        { label: '优先级', value: (item) => item.priority },
        { label: '联系电话', value: (item) => item.tel || '—' },
        { label: '提交时间', value: (item) => time(item.createTime) },
        { label: '评价', value: (item) => (item.rating ? `${item.rating}星 ${rateText(item.rating)}` : '—') },
      ]}
      sections={[
        {
          title: '进度',
          render: (item) => (
            <Steps
              steps={[
                { title: '提交', description: time(item.createTime) },
                { title: '受理', description: time(item.acceptedAt) },
                { title: '处理' },
                { title: '解决', description: time(item.resolvedAt ?? item.closedAt) },
              ]}
              active={STEP_OF[item.status]}
            />
          ),
        },
        {
          title: '问题描述',
          render: (item) => (
            <>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {item.content}
              </Text>
              <FileLinks files={item.files} />
            </>
          ),
        },
        { title: '沟通记录', render: (item, context) => <WorkOrderConversation key={item.woNo} item={item} onChanged={context.reload} /> },
      ]}
    />
  );
}
