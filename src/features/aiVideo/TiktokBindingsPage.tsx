import { message } from '../../ui/message.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { tiktokColumns } from './aiVideoColumns.tsx';
import { tiktokBindings, unbindTiktok } from './aiVideoApi.ts';
import { aiVideoScreens } from '../../contracts/screens/aiVideo.ts';

/** The 抖音 accounts our aiUU users authorised for auto-publishing. */
export default function TiktokBindingsPage() {
  return (
    <ListScreen
      screen={aiVideoScreens.tiktokBindings}
      source={tiktokBindings}
      columns={tiktokColumns}
      rowKey={(row) => row.id}
      query={[
        { kind: 'keyword', placeholder: '手机号/抖音昵称' },
        { kind: 'select', name: 'authStatus', label: '授权状态', options: [{ label: '已授权', value: '已授权' }, { label: '授权过期', value: '授权过期' }] },
        { kind: 'dateRange', label: '绑定时间' },
      ]}
      rowActions={[
        {
          label: '解绑',
          action: 'unbind',
          danger: true,
          confirm: (row) => `确定解绑抖音账号「${row.dyNick}」（${row.mobile}）吗？解绑后将不再自动发布视频。`,
          run: async (row, context) => {
            await unbindTiktok(row.id);
            message.success('解绑成功');
            context.reload();
          },
        },
      ]}
    />
  );
}
