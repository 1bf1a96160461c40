import { TextInput } from '@mantine/core';
import { DBSET_NAME_MAX, type DbsetRow } from '../../api/contracts/serviceMaintenance.ts';
import { FormDrawer } from '../../ui/resource/FormDrawer.tsx';
import { SearchSelect } from '../../ui/widgets/SearchSelect.tsx';
import { addDbset, dbsetServices, renameDbset } from './serviceMaintenanceApi.ts';

/** R-name(30). */
export const nameProblem = (value: string) =>
  value.trim() === '' ? '请输入账套名称' : value.trim().length > DBSET_NAME_MAX ? `账套名称最多${DBSET_NAME_MAX}个字` : null;

const findServices = (keyword: string) =>
  dbsetServices(keyword).then((found) => found.map((service) => ({ value: String(service.id), label: `${service.userName}（${service.productName}）` })));

type AddValues = { serviceId: string | null; name: string };

/** 新增账套 (ztgl:add): the customer's service, found by name or phone, and a name unique within it. */
export function AddDbsetDrawer({ opened, serviceId, onClose, onSaved }: { opened: boolean; serviceId: number | null; onClose(): void; onSaved(): void }) {
  return (
    <FormDrawer<AddValues>
      opened={opened}
      title="新增账套"
      initialValues={{ serviceId: serviceId ? String(serviceId) : null, name: '' }}
      validate={{ serviceId: (value) => (value ? null : '请选择客户'), name: nameProblem }}
      onSubmit={(values) => addDbset({ serviceId: Number(values.serviceId), name: values.name.trim() })}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(form) => (
        <>
          {!serviceId && (
            <SearchSelect label="客户" withAsterisk placeholder="输入客户名称或手机号" load={findServices} key={form.key('serviceId')} {...form.getInputProps('serviceId')} />
          )}
          <TextInput label="账套名称" withAsterisk description={`最多${DBSET_NAME_MAX}个字，同一服务下不能重名`} key={form.key('name')} {...form.getInputProps('name')} />
        </>
      )}
    </FormDrawer>
  );
}

/** 重命名 (ztgl:edit). */
export function RenameDbsetDrawer({ row, onClose, onSaved }: { row: DbsetRow | null; onClose(): void; onSaved(): void }) {
  return (
    <FormDrawer<{ name: string }>
      opened={row !== null}
      title={`重命名账套 · ${row?.dbsetNo ?? ''}`}
      initialValues={{ name: row?.dbsetName ?? '' }}
      validate={{ name: nameProblem }}
      onSubmit={(values) => renameDbset({ dbsetId: row!.id, name: values.name.trim() })}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(form) => <TextInput label="账套名称" withAsterisk key={form.key('name')} {...form.getInputProps('name')} />}
    </FormDrawer>
  );
}
