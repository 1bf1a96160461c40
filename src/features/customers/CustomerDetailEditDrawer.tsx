import { Stack, TextInput } from '@mantine/core';
import { customerInfoChecks, type CustomerInfoValues } from '../../rules/customerRecords.ts';
import { FormDrawer } from '../../ui/resource/FormDrawer.tsx';
import { updateCustomerInfo, type CustomerDetail } from './customerRecordsApi.ts';

const FIELDS: Array<{ name: keyof CustomerInfoValues; label: string; required?: boolean }> = [
  { name: 'name', label: '客户名称', required: true },
  { name: 'contact', label: '联系人', required: true },
  { name: 'phone', label: '手机号', required: true },
  { name: 'landline', label: '固定电话' },
  { name: 'email', label: '邮箱' },
  { name: 'qq', label: 'QQ' },
  { name: 'address', label: '地址' },
];

/** 编辑 (khxx:edit, P3): the customer's name and contact details, checked as the server checks them. */
export function CustomerDetailEditDrawer({ customer, opened, onClose, onSaved }: { customer: CustomerDetail; opened: boolean; onClose(): void; onSaved(): void }) {
  const initialValues: CustomerInfoValues = {
    name: customer.name,
    contact: customer.contact,
    phone: customer.phone,
    landline: customer.landline,
    email: customer.email,
    qq: customer.qq,
    address: customer.address,
  };
  return (
    <FormDrawer<CustomerInfoValues>
      opened={opened}
      title="编辑客户信息"
      initialValues={initialValues}
      validate={customerInfoChecks}
      onSubmit={(values) => updateCustomerInfo({ userId: customer.id, ...values })}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(form) => (
        <Stack gap="sm">
          {FIELDS.map((field) => (
            <TextInput key={form.key(field.name)} label={field.label} withAsterisk={field.required} {...form.getInputProps(field.name)} />
          ))}
        </Stack>
      )}
    </FormDrawer>
  );
}
