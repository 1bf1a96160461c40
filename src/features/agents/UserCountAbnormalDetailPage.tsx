import { useSearch } from 'wouter';
import { DATE_TIME_FORMAT, formatDate } from '../../rules/dates.ts';
import { Chart } from '../../ui/charts/Chart.tsx';
import { DetailScreen, RelatedList } from '../../ui/resource/DetailScreen.tsx';
import { abnormalDetail, type UserCountAbnormalDetail } from './agentsApi.ts';
import { seriesOption } from './chartOptions.ts';

type Session = UserCountAbnormalDetail['sessions'][number];

const sessionColumns = [
  { title: '账号', render: (row: Session) => row.account },
  { title: '设备/IP', render: (row: Session) => row.device },
  { title: '登录时间', render: (row: Session) => formatDate(row.loginTime, DATE_TIME_FORMAT) },
  { title: '在线时长', render: (row: Session) => `${Math.floor(row.onlineMinutes / 60)}小时${row.onlineMinutes % 60}分` },
];

/** /userCountAbnormalDetail?id=: the service's facts, the accounts and devices online at the peak, daily peaks. */
export default function UserCountAbnormalDetailPage() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  return (
    <DetailScreen<UserCountAbnormalDetail>
      load={() => abnormalDetail(id)}
      loadKey={String(id)}
      title={(item) => item.userName}
      status={(item) => item.handleStatus}
      facts={[
        { label: '产品', value: (item) => `${item.productName} ${item.versonName}` },
        { label: '域名', value: (item) => item.host ?? '—' },
        { label: '到期日期', value: (item) => formatDate(item.expireDate) },
        { label: '购买用户数', value: (item) => item.userCount },
        { label: '实际峰值', value: (item) => item.peakUsers },
        { label: '超出数', value: (item) => item.overCount },
        { label: '检测时间', value: (item) => formatDate(item.checkTime, DATE_TIME_FORMAT) },
        { label: '忽略原因', value: (item) => item.ignoreReason || '—', span: 2 },
      ]}
      sections={[
        { title: '在线账号与设备', render: (item) => <RelatedList rows={item.sessions.slice(0, 10)} columns={sessionColumns} /> },
        {
          title: '每日峰值',
          render: (item) => (
            <Chart label="每日峰值" height={260} option={seriesOption(item.dailyPeaks.map((point) => ({ period: point.day, value: point.peak })), 'bar', '峰值用户数')} />
          ),
        },
      ]}
    />
  );
}
