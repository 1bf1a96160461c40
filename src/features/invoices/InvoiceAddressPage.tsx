import { Checkbox, Group, Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { addressChecks } from '../../rules/invoices.ts';
import { message } from '../../ui/message.ts';
import { FormDrawer } from '../../ui/resource/FormDrawer.tsx';
import { ListScreen } from '../../ui/resource/ListScreen.tsx';
import type { TableColumn } from '../../ui/table/types.ts';
import { addresses, type InvoiceAddress } from './invoicesApi.ts';
import { REGIONS } from './regions.ts';
import { invoicesScreens } from '../../contracts/screens/invoices.ts';

type AddressValues = Omit<InvoiceAddress, 'id'>;

const EMPTY: AddressValues = { receiver: '', phone: '', landline: '', region: '', address: '', postcode: '', isDefault: false };

const columns: TableColumn<InvoiceAddress>[] = [
  { field: 'receiver', title: '收件人', width: 110 },
  { field: 'phone', title: '手机', width: 130 },
  { field: 'landline', title: '固定电话', width: 140 },
  { field: 'region', title: '省市区', width: 200, formatter: (value) => String(value).replaceAll('/', ' ') },
  { field: 'address', title: '详细地址', width: 'auto' },
  { field: 'postcode', title: '邮编', width: 90 },
  { field: 'isDefault', title: '默认', width: 70, formatter: (value) => (value ? '是' : '') },
];

/** Province → city → district, each a select fed by the one before. */
function RegionSelect({ value = '', onChange, error }: { value?: string; onChange(value: string): void; error?: React.ReactNode }) {
  const [province = '', city = '', district = ''] = value.split('/');
  const cities = REGIONS[province] ?? {};
  const districts = cities[city] ?? [];
  return (
    <Group grow align="flex-start">
      <Select label="省" withAsterisk data={Object.keys(REGIONS)} value={province || null} onChange={(next) => onChange(next ?? '')} error={error} />
      <Select label="市" data={Object.keys(cities)} value={city || null} onChange={(next) => onChange(`${province}/${next ?? ''}`)} />
      <Select label="区" data={districts} value={district || null} onChange={(next) => onChange(`${province}/${city}/${next ?? ''}`)} />
    </Group>
  );
}

/** Where paper invoices are mailed. */
export default function InvoiceAddressPage() {
  const [editing, setEditing] = useState<InvoiceAddress | 'new' | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const reload = () => setRefreshKey((key) => key + 1);
  const current = editing && editing !== 'new' ? editing : null;
  return (
    <>
      <ListScreen<InvoiceAddress, typeof invoicesScreens.invoiceAddress>
        screen={invoicesScreens.invoiceAddress}
        source={addresses.source}
        columns={columns}
        rowKey={(row) => row.id}
        refreshKey={refreshKey}
        toolbar={[{ label: '新增地址', action: 'add', run: () => setEditing('new') }]}
        rowActions={[
          { label: '编辑', action: 'edit', run: (row) => setEditing(row) },
          { label: '设为默认', action: 'edit', shown: (row) => !row.isDefault, run: async (row, context) => { await addresses.setDefault(row.id); message.success('已设为默认'); context.reload(); } },
          { label: '删除', action: 'del', danger: true, confirm: (row) => `确定删除收件人 ${row.receiver} 的地址吗？`, run: async (row, context) => { await addresses.remove(row.id); message.success('删除成功'); context.reload(); } },
        ]}
      />
      <FormDrawer<AddressValues>
        opened={editing !== null}
        title={current ? '编辑收票地址' : '新增收票地址'}
        initialValues={current ?? EMPTY}
        validate={addressChecks}
        onClose={() => setEditing(null)}
        onSaved={reload}
        onSubmit={async ({ isDefault, ...fields }) => {
          const saved = await addresses.save(current ? { ...fields, id: current.id } : fields);
          const id = current?.id ?? (typeof saved === 'number' ? saved : null);
          if (isDefault && id) await addresses.setDefault(id);
        }}
      >
        {(form) => (
          <>
            <TextInput label="收件人" withAsterisk maxLength={20} key={form.key('receiver')} {...form.getInputProps('receiver')} />
            <TextInput label="手机" withAsterisk key={form.key('phone')} {...form.getInputProps('phone')} />
            <TextInput label="固定电话" key={form.key('landline')} {...form.getInputProps('landline')} />
            <RegionSelect key={form.key('region')} {...form.getInputProps('region')} />
            <TextInput label="详细地址" withAsterisk maxLength={100} key={form.key('address')} {...form.getInputProps('address')} />
            <TextInput label="邮编" withAsterisk key={form.key('postcode')} {...form.getInputProps('postcode')} />
            <Checkbox label="设为默认地址" key={form.key('isDefault')} {...form.getInputProps('isDefault', { type: 'checkbox' })} />
          </>
        )}
      </FormDrawer>
    </>
  );
}
