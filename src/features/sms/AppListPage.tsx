import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { message } from '../../ui/message.ts';
import { FormDrawer } from '../../ui/resource/FormDrawer.tsx';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { CustomerPicker } from '../../ui/widgets/CustomerPicker.tsx';
import { countText, statusColumn, timeColumn } from './smsColumns.tsx';
import { addApp, renameApp, setAppEnabled, smsApps, type SmsApp } from './smsApi.ts';
import { smsScreens } from '../../contracts/screens/sms.ts';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';

type AppValues = { appName: string; userId: string };

const columns: DeclaredColumns<SmsApp, typeof smsScreens.appList.list> = [
  { field: 'appName', title: '应用名称', width: 'auto' },
  { field: 'appId', title: 'AppID', width: 110 },
  { field: 'customerName', title: '客户名称', width: 220 },
  { field: 'remaining', title: '剩余条数', width: 110, orderBy: 'none', contentAlign: 'right', titleAlign: 'right', formatter: countText },
  { field: 'signCount', title: '签名数', width: 80, contentAlign: 'right' },
  { field: 'tplCount', title: '模板数', width: 80, contentAlign: 'right' },
  statusColumn('status', '状态', ['正常', '停用', '余量不足'], 110),
  timeColumn('createdAt', '创建时间'),
];

const appNameProblem = (value: string) => (!value.trim() ? '请输入应用名称' : value.trim().length > 30 ? '应用名称最多30个字' : null);

/** SMS apps of the agent's customers, their counts, and buying more. */
export default function AppListPage() {
  const [editing, setEditing] = useState<SmsApp | 'new' | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const current = editing && editing !== 'new' ? editing : null;
  return (
    <>
      <ListScreen
        screen={smsScreens.appList}
        source={smsApps}
        columns={columns}
        rowKey={(row) => row.id}
        refreshKey={refreshKey}
        query={[{ kind: 'keyword', placeholder: '应用名称/AppID/客户名称' }, { kind: 'dateRange', label: '创建时间' }]}
        toolbar={[{ label: '新增应用', action: 'add', run: () => setEditing('new') }]}
        rowActions={[
          { label: '购买短信', action: 'buy', href: (row) => smsScreens.buySms.href({ appId: row.id }) },
          { label: '编辑', action: 'edit', run: (row) => setEditing(row) },
          { label: '签名', href: (row) => smsScreens.autograph.href({ userId: row.userId }) },
          { label: '充值记录', href: (row) => smsScreens.rechargeRecordList.href({ appId: row.id }) },
          { label: '停用', action: 'status', shown: (row) => row.status !== '停用', confirm: (row) => `确定停用应用 ${row.appName} 吗？`, run: async (row, context) => { await setAppEnabled(row.id, false); message.success('已停用'); context.reload(); } },
          { label: '启用', action: 'status', shown: (row) => row.status === '停用', run: async (row, context) => { await setAppEnabled(row.id, true); message.success('已启用'); context.reload(); } },
        ]}
      />
      <FormDrawer<AppValues>
        opened={editing !== null}
        title={current ? '编辑应用' : '新增应用'}
        initialValues={current ? { appName: current.appName, userId: String(current.userId) } : { appName: '', userId: '' }}
        validate={{ appName: appNameProblem, userId: (value) => (value ? null : '请选择客户') }}
        onClose={() => setEditing(null)}
        onSaved={() => setRefreshKey((key) => key + 1)}
        onSubmit={(values) => (current ? renameApp(current.id, values.appName.trim()) : addApp(values.appName.trim(), Number(values.userId)))}
      >
        {(form) => (
          <>
            <TextInput label="应用名称" withAsterisk maxLength={30} key={form.key('appName')} {...form.getInputProps('appName')} />
            {current ? (
              <TextInput label="客户" value={current.customerName} readOnly />
            ) : (
              <CustomerPicker withAsterisk key={form.key('userId')} {...form.getInputProps('userId')} />
            )}
          </>
        )}
      </FormDrawer>
    </>
  );
}
