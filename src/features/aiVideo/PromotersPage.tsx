import { Anchor, TextInput } from '@mantine/core';
import { useState } from 'react';
import { aiVideoScreens } from '../../contracts/screens/aiVideo.ts';
import { conversionRate, conversionText } from '../../rules/conversion.ts';
import { PHONE_INVALID, isMobile11, phoneDigits } from '../../rules/phone.ts';
import { message } from '../../ui/message.ts';
import { FormDrawer } from '../../ui/resource/FormDrawer.tsx';
import type { DeclaredColumns } from '../../ui/resource/declaredList.ts';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import { StatusTag } from '../../ui/resource/StatusTag.tsx';
import { addPromoter, promoters, setPromoterStatus, type Promoter } from './aiVideoApi.ts';
import { PromoLinkDialog } from './PromoLinkDialog.tsx';

const NAME_MAX = 20;
const EMPTY = { name: '', tel: '' };
const checks = {
  name: (value: string) => (value.trim() === '' ? '请填写推广员姓名' : value.length > NAME_MAX ? `推广员姓名最多${NAME_MAX}个字` : null),
  tel: (value: string) => (isMobile11(value) ? null : PHONE_INVALID),
};

/** Promoters, their gift-page links and what the links brought (访问 → 领取 → 付费). */
export default function PromotersPage() {
  const [adding, setAdding] = useState(false);
  const [linkFor, setLinkFor] = useState<{ promoter: Promoter; latest: boolean } | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const reload = () => setRefreshKey((key) => key + 1);
  const count = { contentAlign: 'right', width: 80, orderBy: 'none' } as const;

  const columns: DeclaredColumns<Promoter, typeof aiVideoScreens.promoters.list> = [
    { field: 'name', title: '推广员', width: 110 },
    { field: 'tel', title: '手机', width: 130 },
    { field: 'promoType', title: '推广类型', width: 100, formatter: (value) => (value ? String(value) : '—') },
    {
      field: 'link',
      title: '链接',
      width: 90,
      formatter: (value) => (value ? new URL(String(value), window.location.origin).toString() : '—'),
      cellComponent: ({ row }) =>
        row.link ? (
          <Anchor component="button" type="button" size="sm" onClick={() => setLinkFor({ promoter: row, latest: true })}>
            查看链接
          </Anchor>
        ) : (
          '—'
        ),
    },
    { field: 'visits', title: '访问', ...count },
    { field: 'claims', title: '领取', ...count },
    { field: 'paid', title: '付费', contentAlign: 'right', width: 80 },
    { field: 'rate', title: '转化率', width: 90, contentAlign: 'right', formatter: (_, row) => conversionText(conversionRate(row.claims, row.visits)) },
    { field: 'status', title: '状态', width: 90, cellComponent: ({ value }) => <StatusTag status={String(value)} />, formatter: (value) => String(value) },
  ];

  return (
    <>
      <ListScreen
        screen={aiVideoScreens.promoters}
        source={promoters}
        columns={columns}
        rowKey={(row) => row.code}
        refreshKey={refreshKey}
        query={[
          { kind: 'keyword', placeholder: '推广员/手机号' },
          { kind: 'select', name: 'status', label: '状态', options: [{ label: '启用', value: '启用' }, { label: '停用', value: '停用' }] },
        ]}
        toolbar={[{ label: '新增推广员', action: 'add', run: () => setAdding(true) }]}
        rowActions={[
          { label: '生成链接', action: 'link', shown: (row) => row.status === '启用', run: (row) => setLinkFor({ promoter: row, latest: false }) },
          {
            label: '停用',
            action: 'status',
            shown: (row) => row.status === '启用',
            confirm: (row) => `确定停用推广员 ${row.name} 吗？停用后其链接不再计入访问。`,
            run: async (row, context) => {
              await setPromoterStatus(row.code, '停用');
              message.success('已停用');
              context.reload();
            },
          },
          {
            label: '启用',
            action: 'status',
            shown: (row) => row.status === '停用',
            run: async (row, context) => {
              await setPromoterStatus(row.code, '启用');
              message.success('已启用');
              context.reload();
            },
          },
        ]}
      />
      <FormDrawer<typeof EMPTY>
        opened={adding}
        title="新增推广员"
        initialValues={EMPTY}
        validate={checks}
        onClose={() => setAdding(false)}
        onSaved={reload}
        onSubmit={(values) => addPromoter({ name: values.name.trim(), tel: values.tel })}
      >
        {(form) => (
          <>
            <TextInput label="推广员姓名" withAsterisk key={form.key('name')} {...form.getInputProps('name')} />
            <TextInput
              label="手机号"
              withAsterisk
              inputMode="numeric"
              key={form.key('tel')}
              {...form.getInputProps('tel')}
              onChange={(event) => form.setFieldValue('tel', phoneDigits(event.currentTarget.value))}
            />
          </>
        )}
      </FormDrawer>
      <PromoLinkDialog
        promoter={linkFor?.promoter ?? null}
        showLatest={linkFor?.latest ?? false}
        onClose={() => setLinkFor(null)}
        onMade={reload}
      />
    </>
  );
}
