import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { settlementColumns } from './aiVideoColumns.tsx';
import { revokeSettlement, settlements } from './aiVideoApi.ts';
import { aiVideoScreens } from '../../contracts/screens/aiVideo.ts';

const statusOptions = ['待审核', '已驳回', '待打款', '已打款', '已撤回'].map((value) => ({ label: value, value }));

/** Commission settlements applied for, followed to 已打款. */
export default function SettlementsPage() {
  return (
    <ListScreen
      screen={aiVideoScreens.settlements}
      source={settlements}
      columns={settlementColumns}
      rowKey={(row) => row.settleNo}
      query={[
        { kind: 'keyword', placeholder: '结算单号/周期' },
        { kind: 'select', name: 'status', label: '结算状态', options: statusOptions },
        { kind: 'dateRange', label: '申请时间' },
      ]}
      toolbar={[{ label: '申请结算', action: 'apply', href: aiVideoScreens.applySettlement.path }]}
      detailHref={(row) => aiVideoScreens.settlementDetail.href({ settleNo: row.settleNo })}
      rowActions={[
        {
          label: '撤回',
          action: 'revoke',
          shown: (row) => row.status === '待审核',
          confirm: (row) => `确定撤回结算单 ${row.settleNo} 吗？撤回后其订单可重新申请结算。`,
          run: async (row, context) => {
            await revokeSettlement(row.settleNo);
            message.success('已撤回');
            context.reload();
          },
        },
        {
          label: '重新申请',
          action: 'apply',
          shown: (row) => row.status === '已驳回',
          href: (row) => aiVideoScreens.applySettlement.href({ period: row.period }),
        },
      ]}
    />
  );
}
