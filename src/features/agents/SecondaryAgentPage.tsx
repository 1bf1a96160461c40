import { useState } from 'react';
import { SUB_AGENT_STATUSES } from '../../contracts/agents.ts';
import { balanceTransferCalls } from '../../api/balanceTransfer.ts';
import { SUB_AGENT_REGIONS } from '../../rules/subAgents.ts';
import { messageBox } from '../../ui/messageBox.tsx';
import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { BalanceTransferDialog } from '../../ui/widgets/BalanceTransferDialog.tsx';
import { count, options, status, yuan } from './agentColumns.tsx';
import { resetSubAgentPassword, setSubAgentFrozen, subAgents, type SubAgent } from './agentsApi.ts';
import { SubAgentDrawer } from './SubAgentDrawer.tsx';
import { agentsScreens } from '../../contracts/screens/agents.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

const columns: DeclaredColumns<SubAgent, typeof agentsScreens.secondaryAgent.list> = [
  { field: 'agentNo', title: '编号', width: 110, orderBy: 'none' },
  { field: 'agentName', title: '名称', width: 'auto' },
  { field: 'contact', title: '联系人', width: 100 },
  { field: 'tel', title: '手机', width: 130 },
  { field: 'region', title: '区域', width: 90 },
  { field: 'discountRate', title: '折扣率', width: 90, contentAlign: 'right', titleAlign: 'right', formatter: (value) => `${String(value)}%` },
  yuan('balance', '余额（元）', { sortable: true }),
  count('customerCount', '客户数', { sortable: true }),
  yuan('monthSales', '本月销售（元）', { sortable: true, width: 140 }),
  status('status', '状态', 90),
];

/** /secondaryAgent [edxxlb]: the sub-agent network: 新增, 编辑, 划拨 (M15), 冻结, 重置密码, 消费记录. */
export default function SecondaryAgentPage() {
  const [drawer, setDrawer] = useState<{ editing: SubAgent | null } | null>(null);
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const refresh = () => setRefreshKey((key) => key + 1);
  return (
    <>
      <ListScreen
        screen={agentsScreens.secondaryAgent}
        source={subAgents}
        columns={columns}
        rowKey={(row) => row.id}
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '编号/名称/联系人/手机' },
          { kind: 'select', name: 'status', label: '状态', options: options(SUB_AGENT_STATUSES) },
          { kind: 'select', name: 'region', label: '区域', options: options(SUB_AGENT_REGIONS) },
        ]}
        toolbar={[{ label: '新增', action: 'add', run: () => setDrawer({ editing: null }) }]}
        rowActions={[
          { label: '编辑', action: 'edit', run: (row) => setDrawer({ editing: row }) },
          { label: '划拨', action: 'transfer', shown: (row) => row.status === '正常', run: (row) => setTransferTo(row.agentNo) },
          { label: '消费记录', href: (row) => agentsScreens.consumeRecord.href({ agentNo: row.agentNo }) },
          {
            label: '冻结',
            action: 'freeze',
            shown: (row) => row.status === '正常',
            confirm: (row) => `冻结后 ${row.agentName} 将不能登录和下单，确定冻结吗？`,
            run: async (row, context) => {
              await setSubAgentFrozen(row.id, true);
              message.success('已冻结');
              context.reload();
            },
          },
          {
            label: '解冻',
            action: 'freeze',
            shown: (row) => row.status === '冻结',
            confirm: (row) => `确定解冻 ${row.agentName} 吗？`,
            run: async (row, context) => {
              await setSubAgentFrozen(row.id, false);
              message.success('已解冻');
              context.reload();
            },
          },
          {
            label: '重置密码',
            action: 'resetPwd',
            confirm: (row) => `确定重置 ${row.agentName} 的登录密码吗？`,
            run: async (row) => {
              const reset = await resetSubAgentPassword(row.id);
              messageBox(`登录账号：${reset.loginAccount}\n新密码：${reset.password}\n请转告对方登录后修改密码。`, '密码已重置');
            },
          },
        ]}
      />
      <SubAgentDrawer opened={drawer !== null} editing={drawer?.editing ?? null} onClose={() => setDrawer(null)} onSaved={refresh} />
      {transferTo && (
        <BalanceTransferDialog calls={balanceTransferCalls} balanceFen={null} initialAgentNo={transferTo} onClose={() => setTransferTo(null)} onDone={refresh} />
      )}
    </>
  );
}
